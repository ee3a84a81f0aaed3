/** Values of the manual entry form, their pre-fill from the extraction and the request built from them. */
import { CURRENCY_SYMBOLS, DEFAULT_CURRENCY } from "../../../common/format";
import {
  CONTRACT_TYPES,
  DEPARTMENTS,
  isPaymentTerms,
  type ManualContractInput,
  manualContractSchema,
  namesOtherKind,
} from "../../../common/portfolio";
import { firstTermEnd, type RenewalTerms } from "../../../common/renewal-rule";
import { termsOf } from "../../../common/renewal-status";
import type { ExecutedUpload } from "../../api/portfolio";
import { requestResolver } from "../../components/forms/request-resolver";
import { isOneOf, monthsNoticeValue, noticeFromChoice } from "./form-options";
import { otherPartyLabel } from "./party-label";

export type ManualFormValues = {
  contractTitle: string;
  vendorName: string;
  contractValue: string;
  currency: string;
  /** `YYYY-MM-DD` or null. */
  startDate: string | null;
  endDate: string | null;
  renewalDate: string | null;
  contractType: string;
  department: string;
  autoRenewal: boolean;
  /**
   * Days as text, as the spec's form sends it ("months:3" for a notice the document states in months);
   * null when not known (the document did not state it).
   */
  noticeRequired: string | null;
  /** Months per automatic renewal as text ("12"), or null for "same length as the first term". */
  renewalPeriodMonths: string | null;
  /** Length of the first term in months when the document gives a length rather than an end date. */
  termMonths: number | null;
  paymentTerms: string | null;
  /** The review's rating of the document (Low, Medium, High), shown so it can be checked. */
  overallRisk: "Low" | "Medium" | "High";
  description: string;
};

export type PrefilledField = keyof ManualFormValues;

export const EMPTY_MANUAL_FORM: ManualFormValues = {
  contractTitle: "",
  vendorName: "",
  contractValue: "",
  currency: DEFAULT_CURRENCY,
  startDate: null,
  endDate: null,
  renewalDate: null,
  contractType: "Service Agreement",
  department: "IT",
  autoRenewal: false,
  noticeRequired: "30",
  renewalPeriodMonths: null,
  termMonths: null,
  paymentTerms: null,
  overallRisk: "Low",
  description: "",
};

const amountText = (value: number) =>
  new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 }).format(value);

/**
 * The form's starting values, the fields the document filled and those it was read for but does not
 * state. Nothing is pre-filled when no text was read (the server's note explains why): the user fills
 * in the whole form, starting from the spec's defaults. When the text was read and states no notice
 * period, the notice is left empty rather than the default 30 days, which reminders would otherwise
 * count from as if the contract said so.
 */
export function manualFormFromUpload(upload: ExecutedUpload | null): {
  values: ManualFormValues;
  prefilled: PrefilledField[];
  notFound: PrefilledField[];
} {
  const data = upload?.extractedData;
  if (!data?.success) return { values: EMPTY_MANUAL_FORM, prefilled: [], notFound: [] };
  const details = data.contractDetails;
  const values: ManualFormValues = { ...EMPTY_MANUAL_FORM };
  const prefilled: PrefilledField[] = [];
  const fill = <K extends PrefilledField>(field: K, value: ManualFormValues[K] | null | undefined) => {
    if (value === null || value === undefined || value === "") return;
    values[field] = value;
    prefilled.push(field);
  };
  fill("contractTitle", details.title?.trim());
  fill("vendorName", details.vendor?.trim());
  fill("contractValue", details.value !== null && details.value >= 0 ? amountText(details.value) : null);
  const currency = details.currency?.toUpperCase();
  if (currency && CURRENCY_SYMBOLS[currency] && details.value !== null) fill("currency", currency);
  fill("startDate", details.startDate);
  // A document that gives a length ("for 24 months") rather than an end date: the end it means, so the
  // required end date is filled in for checking rather than left for the user to work out.
  fill(
    "endDate",
    details.endDate ??
      (details.startDate && details.termMonths
        ? firstTermEnd(termsOf({ startDate: details.startDate, termMonths: details.termMonths }))
        : null),
  );
  fill("renewalDate", details.renewalDate);
  // "Other" is what the reader says when it cannot tell, unless the title names a kind outside the list
  if (
    isOneOf(CONTRACT_TYPES, details.contractType) &&
    (details.contractType !== "Other" || namesOtherKind(details.title))
  ) {
    fill("contractType", details.contractType);
  }
  if (isOneOf(DEPARTMENTS, details.department)) fill("department", details.department);
  if (details.autoRenewal !== null) fill("autoRenewal", details.autoRenewal);
  const notFound: PrefilledField[] = [];
  if (details.noticePeriodMonths) fill("noticeRequired", monthsNoticeValue(details.noticePeriodMonths));
  else if (details.noticePeriodDays) fill("noticeRequired", String(details.noticePeriodDays));
  else {
    values.noticeRequired = null;
    notFound.push("noticeRequired");
  }
  if (details.renewalPeriodMonths) fill("renewalPeriodMonths", String(details.renewalPeriodMonths));
  if (details.termMonths) fill("termMonths", details.termMonths);
  if (isPaymentTerms(details.paymentTerms)) fill("paymentTerms", details.paymentTerms);
  if (details.overallRisk === "Low" || details.overallRisk === "Medium" || details.overallRisk === "High") {
    fill("overallRisk", details.overallRisk);
  }
  fill("description", details.description?.trim());
  return { values, prefilled, notFound };
}

const SYMBOL_CURRENCIES: [RegExp, string][] = [
  [/C\$/i, "CAD"],
  [/A\$/i, "AUD"],
  [/£/, "GBP"],
  [/€/, "EUR"],
  [/¥/, "JPY"],
  [/\$/, "USD"],
];

/**
 * The currency a typed amount names ("£12,500", "12,500 EUR"), or null when it names none, so typing a
 * symbol keeps the currency field in step with it.
 */
export function currencyInAmount(text: string): string | null {
  const code = /\b([A-Z]{3})\b/i.exec(text)?.[1]?.toUpperCase();
  if (code && CURRENCY_SYMBOLS[code]) return code;
  return SYMBOL_CURRENCIES.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** The three the spec requires before Save is enabled. */
export const hasRequiredManualFields = (values: ManualFormValues) =>
  Boolean(values.contractTitle.trim() && values.vendorName.trim() && values.contractValue.trim());

/**
 * The dates the form marks required (spec 02: "start and end dates marked required"). The API keeps them
 * optional (other clients and the edit form save without them), so the form checks them itself.
 */
const REQUIRED_DATES = { startDate: "Start date is required", endDate: "End date is required" } as const;

/** The form's fields in the order it shows them, so the first one with an error can take the focus. */
const FIELD_ORDER: readonly PrefilledField[] = [
  "contractTitle",
  "vendorName",
  "contractValue",
  "currency",
  "startDate",
  "endDate",
  "renewalDate",
  "contractType",
  "department",
  "paymentTerms",
  "noticeRequired",
  "autoRenewal",
  "renewalPeriodMonths",
  "overallRisk",
  "description",
];

/**
 * Every error the form shows before anything is sent: the server's own checks of the request, then a
 * missing start or end date (a date typed but not a date keeps the server's "must be a date" message).
 */
export function manualFormErrors(values: ManualFormValues, upload: ExecutedUpload | null) {
  const errors: Partial<Record<PrefilledField, string>> = requestResolver(
    manualContractSchema,
    (v: ManualFormValues) => manualContractRequest(v, upload),
  )(values);
  // the field is labelled for the other party: "Customer name" when the user is the supplier
  const party = otherPartyLabel(upload?.extractedData?.contractDetails.side);
  if (errors.vendorName) errors.vendorName = errors.vendorName.replace(/^Vendor name/, `${party} name`);
  for (const [field, message] of Object.entries(REQUIRED_DATES) as [keyof typeof REQUIRED_DATES, string][]) {
    if (!values[field]?.trim() && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** The first field, in the form's order, that has an error; null when none has. */
export const firstInvalidField = (errors: Record<string, unknown>): PrefilledField | null =>
  FIELD_ORDER.find((field) => Boolean(errors[field])) ?? null;

export function manualContractRequest(
  values: ManualFormValues,
  upload: ExecutedUpload | null,
): ManualContractInput {
  return {
    contractTitle: values.contractTitle.trim(),
    vendorName: values.vendorName.trim(),
    contractValue: values.contractValue.trim(),
    currency: values.currency,
    startDate: values.startDate,
    endDate: values.endDate,
    renewalDate: values.renewalDate,
    contractType: values.contractType as ManualContractInput["contractType"],
    department: values.department as ManualContractInput["department"],
    autoRenewal: values.autoRenewal,
    noticeRequired: noticeFromChoice(values.noticeRequired).days,
    noticeMonths: noticeFromChoice(values.noticeRequired).months,
    renewalPeriodMonths:
      values.autoRenewal && values.renewalPeriodMonths ? Number(values.renewalPeriodMonths) : null,
    termMonths: values.termMonths,
    paymentTerms: (values.paymentTerms as ManualContractInput["paymentTerms"]) ?? null,
    overallRisk: values.overallRisk,
    description: values.description,
    uploadId: upload?.uploadId ?? null,
    fileName: upload?.fileName ?? null,
    filePath: upload?.filePath ?? null,
  };
}

/** The renewal rule's view of the form, for the live preview (the server saves the same fields). */
export const previewTerms = (values: ManualFormValues): RenewalTerms => ({
  startDate: values.startDate,
  endDate: values.endDate,
  renewalDate: values.renewalDate,
  isAutoRenewal: values.autoRenewal,
  renewalNoticeDays: values.noticeRequired ? Number(noticeFromChoice(values.noticeRequired).days) : null,
  renewalNoticeMonths: noticeFromChoice(values.noticeRequired).months,
  termMonths: values.termMonths,
  renewalPeriodMonths:
    values.autoRenewal && values.renewalPeriodMonths ? Number(values.renewalPeriodMonths) : null,
});
