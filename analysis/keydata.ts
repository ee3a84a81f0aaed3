import type { ContractAnalysis, KeyData } from "./types";

export function extractKeyData(_a: Omit<ContractAnalysis, "keyData">, _ownCompanyName?: string): KeyData {
  return {
    title: null,
    vendor: null,
    value: null,
    currency: "GBP",
    paymentTerms: null,
    startDate: null,
    endDate: null,
    renewalDate: null,
    autoRenewal: null,
    noticePeriodDays: null,
    contractType: "Other",
  };
}
