import { describe, expect, it } from "vitest";
import { manualContractSchema } from "../../../common/portfolio";
import type { ExecutedUpload } from "../../api/portfolio";
import { requestResolver } from "../../components/forms/request-resolver";
import { noticeOptions, paymentTermsOptions } from "./form-options";
import {
  currencyInAmount,
  EMPTY_MANUAL_FORM,
  firstInvalidField,
  hasRequiredManualFields,
  type ManualFormValues,
  manualContractRequest,
  manualFormErrors,
  manualFormFromUpload,
} from "./manual-form";
import { otherPartyLabel } from "./party-label";

const upload = (patch: Partial<NonNullable<ExecutedUpload["extractedData"]>> = {}): ExecutedUpload => ({
  uploadId: "0b7c3f8e-2a44-4c55-9b1e-4bb0f0a3d111",
  fileName: "hosting.pdf",
  filePath: "/api/executed-contracts/uploads/0b7c3f8e-2a44-4c55-9b1e-4bb0f0a3d111/file",
  status: "ready",
  progress: 100,
  extractedData: {
    success: true,
    extractionMethod: "pdf-text",
    textLength: 5000,
    text: "…",
    needsReview: false,
    note: null,
    contractDetails: {
      title: "Cloud Hosting Agreement",
      vendor: "Cloudline Systems Limited",
      value: 24000,
      currency: "GBP",
      paymentTerms: "Annual in advance",
      startDate: "2026-01-01",
      endDate: "2026-12-31",
      renewalDate: "2027-01-01",
      autoRenewal: true,
      noticePeriodDays: 45,
      contractType: "Other",
      jurisdiction: "England and Wales",
      overallRisk: "Medium",
      description: "Paid annually in advance.",
    },
    ...patch,
  },
});

describe("manualFormFromUpload", () => {
  it("pre-fills what the document gave and keeps the spec's defaults for the rest", () => {
    const { values, prefilled } = manualFormFromUpload(upload());
    expect(values).toMatchObject({
      contractTitle: "Cloud Hosting Agreement",
      vendorName: "Cloudline Systems Limited",
      contractValue: "24,000",
      currency: "GBP",
      renewalDate: "2027-01-01",
      autoRenewal: true,
      noticeRequired: "45",
      paymentTerms: "Annual in advance",
      // "Other" is what the reader says when it cannot tell, so the default stays.
      contractType: "Service Agreement",
      department: "IT",
      // the review's rating is shown on the form to be checked, and sent with it
      overallRisk: "Medium",
    });
    expect(prefilled).toContain("vendorName");
    expect(prefilled).toContain("overallRisk");
    expect(prefilled).not.toContain("contractType");
  });

  it("pre-fills 'Other' when the title names a kind of contract outside the list", () => {
    const base = upload().extractedData!;
    for (const title of ["Mutual Non-Disclosure Agreement", "Franchise Agreement", "Lease of Unit 3"]) {
      const { values, prefilled } = manualFormFromUpload(
        upload({ contractDetails: { ...base.contractDetails, title, contractType: "Other" } }),
      );
      expect(values.contractType).toBe("Other");
      expect(prefilled).toContain("contractType");
    }
  });

  it("pre-fills the department the document's kind belongs to, and keeps the default otherwise", () => {
    const base = upload().extractedData!;
    const marketing = manualFormFromUpload(
      upload({ contractDetails: { ...base.contractDetails, department: "Marketing" } }),
    );
    expect(marketing.values.department).toBe("Marketing");
    expect(marketing.prefilled).toContain("department");
    const unknown = manualFormFromUpload(
      upload({ contractDetails: { ...base.contractDetails, department: null } }),
    );
    expect(unknown.values.department).toBe("IT");
    expect(unknown.prefilled).not.toContain("department");
  });

  it("pre-fills payment terms of any number of days the document gives", () => {
    const base = upload().extractedData!;
    const { values, prefilled } = manualFormFromUpload(
      upload({ contractDetails: { ...base.contractDetails, paymentTerms: "Net 45", paymentDays: 45 } }),
    );
    expect(values.paymentTerms).toBe("Net 45");
    expect(prefilled).toContain("paymentTerms");
    expect(paymentTermsOptions("Net 45").slice(0, 3)).toEqual(["Net 30", "Net 45", "Net 60"]);
    expect(paymentTermsOptions("Net 14")[0]).toBe("Net 14");
    expect(paymentTermsOptions("Net 30")).toEqual(paymentTermsOptions(null));
  });

  it("starts empty when no text was read", () => {
    const result = manualFormFromUpload(upload({ success: false, note: "We could not read any text" }));
    expect(result).toEqual({ values: EMPTY_MANUAL_FORM, prefilled: [], notFound: [] });
  });

  it("leaves the notice empty, marked not found, when the contract read states none", () => {
    const base = upload().extractedData!;
    const { values, prefilled, notFound } = manualFormFromUpload(
      upload({ contractDetails: { ...base.contractDetails, noticePeriodDays: null } }),
    );
    expect(values.noticeRequired).toBeNull();
    expect(prefilled).not.toContain("noticeRequired");
    expect(notFound).toEqual(["noticeRequired"]);
    // sent as unknown, so no notice deadline is worked out from a period the contract never gave
    expect(manualContractRequest(values, upload()).noticeRequired).toBeNull();
    expect(manualFormErrors(values, upload())).toEqual({});
    // a blank form, with nothing read, starts from the spec's 30 days for the user to set
    expect(EMPTY_MANUAL_FORM.noticeRequired).toBe("30");
    expect(manualFormFromUpload(upload()).notFound).toEqual([]);
  });
});

describe("the request", () => {
  it("sends the value as typed, dates as YYYY-MM-DD and the upload it belongs to", () => {
    const { values } = manualFormFromUpload(upload());
    const request = manualContractRequest({ ...values, contractValue: "£24,000" }, upload());
    expect(request).toMatchObject({
      contractValue: "£24,000",
      startDate: "2026-01-01",
      noticeRequired: "45",
      uploadId: "0b7c3f8e-2a44-4c55-9b1e-4bb0f0a3d111",
      fileName: "hosting.pdf",
      overallRisk: "Medium",
    });
    expect(manualContractRequest({ ...values, overallRisk: "High" }, upload()).overallRisk).toBe("High");
  });

  it("needs title, vendor and value, and an end date on or after the start", () => {
    expect(hasRequiredManualFields(EMPTY_MANUAL_FORM)).toBe(false);
    const validate = requestResolver(manualContractSchema, (values: ManualFormValues) =>
      manualContractRequest(values, null),
    );
    expect(validate(EMPTY_MANUAL_FORM)).toEqual({
      contractTitle: "Contract title is required",
      vendorName: "Vendor name is required",
      contractValue: "Annual value is required",
    });
    const errors = validate({
      ...EMPTY_MANUAL_FORM,
      contractTitle: "A",
      vendorName: "B",
      contractValue: "lots",
      startDate: "2026-05-01",
      endDate: "2026-04-01",
    });
    expect(errors).toEqual({
      contractValue: "Annual value must be an amount, for example £12,500",
      endDate: "End date must be on or after the start date",
    });
  });
});

describe("the form's own check", () => {
  const filled = manualFormFromUpload(upload()).values;

  it("fills the required end date from the start and a term given as a length", () => {
    const from = upload();
    const details = { ...from.extractedData!.contractDetails, endDate: null, termMonths: 24 };
    const { values, prefilled } = manualFormFromUpload({
      ...from,
      extractedData: { ...from.extractedData!, contractDetails: details },
    });
    expect(values.endDate).toBe("2027-12-31");
    expect(prefilled).toContain("endDate");
    expect(manualFormErrors(values, from)).toEqual({});
  });

  it("requires the start and end dates it marks required, with a message under each", () => {
    expect(manualFormErrors({ ...filled, endDate: null }, upload())).toEqual({
      endDate: "End date is required",
    });
    expect(manualFormErrors({ ...filled, startDate: null, endDate: null }, null)).toEqual({
      startDate: "Start date is required",
      endDate: "End date is required",
    });
    expect(manualFormErrors(filled, upload())).toEqual({});
  });

  it("reports a date typed but not a date as such, not as missing", () => {
    expect(manualFormErrors({ ...filled, startDate: "31/02/2026" }, upload())).toEqual({
      startDate: "Start date must be a date (DD/MM/YYYY)",
    });
  });

  it("names the first invalid field in the order the form shows them", () => {
    const errors = manualFormErrors(
      { ...EMPTY_MANUAL_FORM, contractTitle: "Hosting", vendorName: "Cloudline", contractValue: "" },
      null,
    );
    expect(Object.keys(errors).sort()).toEqual(["contractValue", "endDate", "startDate"]);
    expect(firstInvalidField(errors)).toBe("contractValue");
    expect(firstInvalidField({ endDate: "End date is required", startDate: "Start date is required" })).toBe(
      "startDate",
    );
    expect(firstInvalidField({})).toBeNull();
  });
});

describe("currencyInAmount", () => {
  it("reads the currency a typed amount names", () => {
    expect(currencyInAmount("£12,500")).toBe("GBP");
    expect(currencyInAmount("$1,200")).toBe("USD");
    expect(currencyInAmount("C$1,200")).toBe("CAD");
    expect(currencyInAmount("1 200 EUR")).toBe("EUR");
    expect(currencyInAmount("€99")).toBe("EUR");
    expect(currencyInAmount("12,500")).toBeNull();
  });
});

describe("the form for a contract whose user is the supplier, with notice in months", () => {
  const base = upload();
  const supplierUpload: ExecutedUpload = {
    ...base,
    extractedData: {
      ...base.extractedData!,
      contractDetails: {
        ...base.extractedData!.contractDetails,
        noticePeriodDays: 90,
        noticePeriodMonths: 3,
        side: "supplier",
      },
    },
  };

  it("offers the notice as the contract states it and sends it in months with its days", () => {
    const { values } = manualFormFromUpload(supplierUpload);
    expect(values.noticeRequired).toBe("months:3");
    const request = manualContractRequest(values, supplierUpload);
    expect(request.noticeRequired).toBe("90");
    expect(request.noticeMonths).toBe(3);
    expect(noticeOptions(90, 3).find((o) => o.value === "months:3")?.label).toBe("3 months");
  });

  it("sends a notice chosen in days without months", () => {
    const { values } = manualFormFromUpload(supplierUpload);
    const request = manualContractRequest({ ...values, noticeRequired: "60" }, supplierUpload);
    expect(request.noticeRequired).toBe("60");
    expect(request.noticeMonths).toBeNull();
  });

  it("names the other party's field for the customer", () => {
    expect(otherPartyLabel("supplier")).toBe("Customer");
    expect(otherPartyLabel("customer")).toBe("Vendor");
    expect(otherPartyLabel(null)).toBe("Vendor");
    const errors = manualFormErrors(
      { ...manualFormFromUpload(supplierUpload).values, vendorName: "" },
      supplierUpload,
    );
    expect(errors.vendorName).toBe("Customer name is required");
  });
});
