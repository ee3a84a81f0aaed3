/** Values of the edit form and the PUT body built from them (value checked as on the manual form, empty dates null). */
import type { ExecutedContract } from "../../../common/portfolio";
import type { RenewalTerms } from "../../../common/renewal-rule";
import type { ExecutedContractUpdateInput } from "../../api/portfolio";
import { noticeChoice, noticeFromChoice } from "./form-options";

export type EditFormValues = {
  contractTitle: string;
  vendorName: string;
  contractValue: number | string;
  currency: string;
  department: string;
  contractType: string;
  startDate: string | null;
  endDate: string | null;
  renewalDate: string | null;
  isAutoRenewal: boolean;
  /** Days as text, or "months:3" for a notice in months. */
  renewalNoticeDays: string | null;
  renewalPeriodMonths: string | null;
  termMonths: number | null;
  paymentTerms: string | null;
  overallRisk: "Low" | "Medium" | "High";
  businessCritical: string | null;
  spendLevel: string | null;
};

export function editFormValues(contract: ExecutedContract): EditFormValues {
  return {
    contractTitle: contract.contractTitle,
    vendorName: contract.vendorName,
    contractValue: contract.contractValue,
    currency: contract.currency || "GBP",
    department: contract.department,
    contractType: contract.contractType,
    startDate: contract.startDate,
    endDate: contract.endDate,
    renewalDate: contract.renewalDate,
    isAutoRenewal: contract.isAutoRenewal,
    renewalNoticeDays: noticeChoice(contract.renewalNoticeDays, contract.renewalNoticeMonths),
    renewalPeriodMonths: contract.renewalPeriodMonths ? String(contract.renewalPeriodMonths) : null,
    termMonths: contract.termMonths,
    paymentTerms: contract.paymentTerms ?? contract.keyTerms?.paymentTerms ?? null,
    overallRisk: contract.overallRisk,
    businessCritical: contract.businessCritical,
    spendLevel: contract.spendLevel,
  };
}

export function editContractRequest(values: EditFormValues): ExecutedContractUpdateInput {
  return {
    contractTitle: values.contractTitle.trim(),
    vendorName: values.vendorName.trim(),
    contractValue: values.contractValue,
    currency: values.currency,
    department: values.department,
    contractType: values.contractType,
    startDate: values.startDate || null,
    endDate: values.endDate || null,
    renewalDate: values.renewalDate || null,
    isAutoRenewal: values.isAutoRenewal,
    overallRisk: values.overallRisk,
    renewalNoticeDays: values.renewalNoticeDays
      ? Number(noticeFromChoice(values.renewalNoticeDays).days)
      : null,
    renewalNoticeMonths: noticeFromChoice(values.renewalNoticeDays).months,
    renewalPeriodMonths:
      values.isAutoRenewal && values.renewalPeriodMonths ? Number(values.renewalPeriodMonths) : null,
    termMonths: values.termMonths,
    paymentTerms: (values.paymentTerms as ExecutedContractUpdateInput["paymentTerms"]) || null,
    businessCritical: (values.businessCritical as ExecutedContractUpdateInput["businessCritical"]) || null,
    spendLevel: (values.spendLevel as ExecutedContractUpdateInput["spendLevel"]) || null,
  };
}

/** The renewal rule's view of the edit form, for the live preview. */
export const editPreviewTerms = (values: EditFormValues): RenewalTerms => ({
  startDate: values.startDate || null,
  endDate: values.endDate || null,
  renewalDate: values.renewalDate || null,
  isAutoRenewal: values.isAutoRenewal,
  renewalNoticeDays: values.renewalNoticeDays
    ? Number(noticeFromChoice(values.renewalNoticeDays).days)
    : null,
  renewalNoticeMonths: noticeFromChoice(values.renewalNoticeDays).months,
  termMonths: values.termMonths,
  renewalPeriodMonths:
    values.isAutoRenewal && values.renewalPeriodMonths ? Number(values.renewalPeriodMonths) : null,
});
