import { describe, expect, it } from "vitest";
import { type ExecutedContract, executedContractUpdateSchema } from "../../../common/portfolio";
import { requestResolver } from "../../components/forms/request-resolver";
import { editContractRequest, editFormValues } from "./edit-form";

const saved = {
  id: "c1",
  contractTitle: "Software Subscription Agreement",
  vendorName: "Northgate Payroll Software Limited",
  contractValue: 18500,
  currency: "GBP",
  department: "IT",
  contractType: "SaaS Subscription",
  startDate: "2026-02-01",
  endDate: "2027-01-31",
  renewalDate: "2027-01-31",
  isAutoRenewal: true,
  overallRisk: "Low",
  renewalNoticeDays: 60,
  renewalPeriodMonths: 12,
  termMonths: 12,
  paymentTerms: null,
  keyTerms: null,
  businessCritical: null,
  spendLevel: null,
} as unknown as ExecutedContract;

describe("the edit form's check before saving", () => {
  const validate = requestResolver(executedContractUpdateSchema, editContractRequest);

  it("passes the saved values unchanged", () => {
    expect(validate(editFormValues(saved))).toEqual({});
    expect(editContractRequest(editFormValues(saved))).toMatchObject({
      contractValue: 18500,
      startDate: "2026-02-01",
    });
  });

  it("reports a date that does not exist and a negative value instead of saving a blank date and £0", () => {
    const errors = validate({ ...editFormValues(saved), startDate: "31/02/2026", contractValue: -5000 });
    expect(errors).toEqual({
      startDate: "Start date must be a date (DD/MM/YYYY)",
      contractValue: "Annual value must be an amount, for example £12,500",
    });
  });
});
