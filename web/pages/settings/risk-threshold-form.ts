import {
  DEFAULT_RISK_THRESHOLDS,
  type RiskThresholds,
  riskThresholdsInputSchema,
} from "../../../common/risk-settings";

export type DayField = "paymentTermsGreen" | "paymentTermsRed" | "noticePeriodsGreen" | "noticePeriodsRed";

/** NumberInput gives "" while a box is empty, so the form holds number | string until it is checked. */
export type RiskThresholdsFormValues = Record<DayField, number | string> & {
  indemnityPreference: RiskThresholds["indemnityPreference"];
};

export const DAY_FIELDS: { field: DayField; label: string; help: string; max: number }[] = [
  {
    field: "paymentTermsGreen",
    label: "Payment terms: low risk above (days)",
    help: "Payment terms longer than this many days are low risk for you as the customer.",
    max: 365,
  },
  {
    field: "paymentTermsRed",
    label: "Payment terms: high risk at or below (days)",
    help: "Having to pay within this many days or fewer is high risk: it squeezes your cash flow.",
    max: 365,
  },
  {
    field: "noticePeriodsGreen",
    label: "Notice period: low risk at or below (days)",
    help: "A notice period of this many days or fewer is low risk: you can leave or stop a renewal easily.",
    max: 730,
  },
  {
    field: "noticePeriodsRed",
    label: "Notice period: high risk at or above (days)",
    help: "A notice period of this many days or more is high risk: it is easy to miss and you stay locked in.",
    max: 730,
  },
];

export const INDEMNITY_OPTIONS: {
  value: RiskThresholds["indemnityPreference"];
  label: string;
  meaning: string;
}[] = [
  {
    value: "mutual-capped",
    label: "Mutual and capped (recommended)",
    meaning:
      "A capped indemnity both sides give is low risk; a capped one given only by you is medium risk; an unlimited one is high risk.",
  },
  {
    value: "one-sided-capped",
    label: "One-sided, capped",
    meaning:
      "A capped indemnity given only by you is also low risk; an unlimited indemnity is still high risk.",
  },
  {
    value: "unlimited",
    label: "Unlimited (accept the most risk)",
    meaning:
      "Unlimited indemnities show as medium risk instead of high risk. Choose this only if your insurance covers such claims.",
  },
];

export const toFormValues = (thresholds: RiskThresholds): RiskThresholdsFormValues => ({ ...thresholds });

export const DEFAULT_FORM_VALUES = toFormValues(DEFAULT_RISK_THRESHOLDS);

/** Only call once riskThresholdsFormSchema accepts the values. */
export const toThresholds = (values: RiskThresholdsFormValues): RiskThresholds =>
  riskThresholdsInputSchema.parse(values);
