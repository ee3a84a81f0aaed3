import { describe, expect, it } from "vitest";
import { DEFAULT_RISK_THRESHOLDS, riskThresholdsFormSchema } from "./risk-settings";

/** The first message for each field, as the settings form shows them. */
function formErrors(values: Record<string, unknown>) {
  const result = riskThresholdsFormSchema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues)
    errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe("the risk thresholds form's checks", () => {
  it("accepts the defaults", () => {
    expect(formErrors(DEFAULT_RISK_THRESHOLDS)).toEqual({});
  });

  it("asks for a whole number of days in range under each box that is empty, fractional or too large", () => {
    expect(
      formErrors({
        ...DEFAULT_RISK_THRESHOLDS,
        paymentTermsGreen: "",
        paymentTermsRed: 7.5,
        noticePeriodsRed: 800,
      }),
    ).toEqual({
      paymentTermsGreen: "Enter a whole number of days from 0 to 365",
      paymentTermsRed: "Enter a whole number of days from 0 to 365",
      noticePeriodsRed: "Enter a whole number of days from 0 to 730",
    });
  });

  it("puts an out-of-order pair under the box to change", () => {
    expect(formErrors({ ...DEFAULT_RISK_THRESHOLDS, paymentTermsGreen: 20, paymentTermsRed: 45 })).toEqual({
      paymentTermsRed: "The red payment threshold must be fewer days than the green one",
    });
    expect(formErrors({ ...DEFAULT_RISK_THRESHOLDS, noticePeriodsGreen: 120, noticePeriodsRed: 90 })).toEqual(
      {
        noticePeriodsGreen: "The green notice threshold must be fewer days than the red one",
      },
    );
  });
});
