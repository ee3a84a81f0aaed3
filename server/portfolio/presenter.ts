import type { ExecutedContract } from "../../common/portfolio";
import type { executedContracts } from "../db/schema";

type Row = typeof executedContracts.$inferSelect;

export function presentExecutedContract(row: Row): ExecutedContract {
  return {
    id: row.id,
    contractTitle: row.contractTitle,
    vendorName: row.vendorName,
    contractValue: row.contractValue,
    currency: row.currency,
    department: row.department,
    contractType: row.contractType,
    startDate: row.startDate,
    endDate: row.endDate,
    renewalDate: row.renewalDate,
    isAutoRenewal: row.isAutoRenewal,
    renewalNoticeDays: row.renewalNoticeDays,
    renewalNoticeMonths: row.renewalNoticeMonths,
    side: row.side,
    termMonths: row.termMonths,
    renewalPeriodMonths: row.renewalPeriodMonths,
    paymentTerms: row.paymentTerms,
    description: row.description,
    overallRisk: row.overallRisk,
    businessCritical: row.businessCritical,
    spendLevel: row.spendLevel,
    status: row.status,
    fileName: row.fileName,
    filePath: row.fileId ? `/api/executed-contracts/${row.id}/file` : null,
    keyTerms: (row.keyTerms as ExecutedContract["keyTerms"]) ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
