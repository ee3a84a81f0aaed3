import {
  DEFAULT_REMINDER_DAYS,
  type ExecutedContractUpdate,
  type ManualContract,
  noticeDaysOfMonths,
} from "../../common/portfolio";
import type { SessionUser } from "../auth/sessions";
import type { DbOrTx } from "../db/client";
import type { AppDeps } from "../deps";
import { AppError } from "../http/app-error";
import type { FileStore } from "../storage/file-store";
import { assertCanUpload, lockUserPlan } from "../usage/service";
import { presentExecutedContract } from "./presenter";
import {
  deleteOwnedSigned,
  findOwnedSigned,
  findOwnedUnsavedUpload,
  insertReminderSettings,
  insertSigned,
  listSigned,
  markUploadSaved,
  type UploadRow,
  updateOwnedSigned,
} from "./repository";

type Extraction = {
  text?: string;
  contractDetails?: {
    jurisdiction?: string | null;
    overallRisk?: string;
    riskReason?: string | null;
    side?: "customer" | "supplier" | null;
  };
} | null;

export const findOwnedExecutedContract = findOwnedSigned;

/** Saves the manual-entry form; with an uploadId the stored file and its text move onto the contract. */
export async function saveManualContract(options: {
  deps: AppDeps;
  user: SessionUser;
  input: ManualContract;
}) {
  const { deps, user, input } = options;
  const row = await deps.db.transaction(async (tx) => {
    await lockUserPlan(tx, user.id);
    await assertCanUpload({ db: tx, user, now: deps.clock() });
    let upload: UploadRow | undefined;
    if (input.uploadId) {
      upload = await findOwnedUnsavedUpload(tx, user.id, input.uploadId);
      if (upload.status === "ocr_running")
        throw new AppError("CONFLICT", "The document is still being read. Please wait a moment.");
      await markUploadSaved(tx, upload.id, deps.clock());
    }
    const extraction = (upload?.extraction ?? null) as Extraction;
    const readRisk = extraction?.contractDetails?.overallRisk;
    const overallRisk = input.overallRisk ?? (isRiskLevel(readRisk) ? readRisk : "Low");
    const created = await insertSigned(tx, {
      userId: user.id,
      ...describingFields(input),
      renewalDate: input.renewalDate ?? (input.autoRenewal ? input.endDate : null),
      isAutoRenewal: input.autoRenewal,
      renewalNoticeDays:
        input.noticeRequired ?? (input.noticeMonths ? noticeDaysOfMonths(input.noticeMonths) : null),
      renewalNoticeMonths: input.noticeMonths ?? null,
      // the side the document was read from (the user's company is one of its parties); never the user's say-so
      side: extraction?.contractDetails?.side ?? null,
      termMonths: input.termMonths,
      renewalPeriodMonths: input.renewalPeriodMonths,
      paymentTerms: input.paymentTerms ?? null,
      description: input.description ?? "",
      overallRisk,
      keyTerms: {
        paymentTerms: input.paymentTerms ?? null,
        jurisdiction: extraction?.contractDetails?.jurisdiction ?? null,
        // the engine's reason holds only for the rating it gave, not for one the user chose instead
        ...(overallRisk === readRisk && extraction?.contractDetails?.riskReason
          ? { riskReason: extraction.contractDetails.riskReason, riskReasonFor: overallRisk }
          : {}),
      },
      fileId: upload?.fileId ?? null,
      fileName: upload?.fileName ?? input.fileName ?? null,
      extractedText: extraction?.text ?? "",
      createdAt: deps.clock(),
      updatedAt: deps.clock(),
    });
    // Reminders are on from the start (90, 30 and 7 days before); the editor can change or stop them.
    await insertReminderSettings(tx, {
      contractId: created.id,
      userId: user.id,
      reminderDays: DEFAULT_REMINDER_DAYS,
    });
    return created;
  });
  deps.log.info({ executedContractId: row.id }, "signed contract saved");
  return presentExecutedContract(row);
}

const isRiskLevel = (v: string | undefined): v is "Low" | "Medium" | "High" =>
  v === "Low" || v === "Medium" || v === "High";

/** What both the manual entry and the edit form say about a contract, as it is stored. */
function describingFields(input: {
  contractTitle: string;
  vendorName: string;
  contractValue: number;
  currency: string;
  department: string;
  contractType: string;
  startDate: string | null;
  endDate: string | null;
}) {
  const { contractTitle, vendorName, contractValue, currency, department, contractType, startDate, endDate } =
    input;
  return { contractTitle, vendorName, contractValue, currency, department, contractType, startDate, endDate };
}

export async function listExecutedContracts(options: { db: DbOrTx; userId: string; search?: string }) {
  const rows = await listSigned(options.db, options.userId);
  const needle = options.search?.trim().toLowerCase();
  const matching = needle
    ? rows.filter((r) =>
        [r.contractTitle, r.vendorName, r.description, r.extractedText].some((f) =>
          f.toLowerCase().includes(needle),
        ),
      )
    : rows;
  return matching.map(presentExecutedContract);
}

export async function updateExecutedContract(options: {
  deps: AppDeps;
  userId: string;
  id: string;
  input: ExecutedContractUpdate;
}) {
  const { input } = options;
  const row = await updateOwnedSigned(options.deps.db, options.userId, options.id, {
    ...describingFields(input),
    renewalDate: input.renewalDate,
    isAutoRenewal: input.isAutoRenewal,
    overallRisk: input.overallRisk,
    // a notice sent in days alone replaces one stated in months
    ...(input.renewalNoticeDays !== undefined
      ? { renewalNoticeDays: input.renewalNoticeDays, renewalNoticeMonths: input.renewalNoticeMonths ?? null }
      : {}),
    ...(input.termMonths !== undefined ? { termMonths: input.termMonths } : {}),
    ...(input.renewalPeriodMonths !== undefined ? { renewalPeriodMonths: input.renewalPeriodMonths } : {}),
    ...(input.paymentTerms !== undefined ? { paymentTerms: input.paymentTerms } : {}),
    ...(input.businessCritical !== undefined ? { businessCritical: input.businessCritical } : {}),
    ...(input.spendLevel !== undefined ? { spendLevel: input.spendLevel } : {}),
    updatedAt: options.deps.clock(),
  });
  return presentExecutedContract(row);
}

export async function deleteExecutedContract(options: {
  deps: AppDeps;
  files: FileStore;
  userId: string;
  id: string;
}) {
  await options.deps.db.transaction(async (tx) => {
    const removed = await deleteOwnedSigned(tx, options.userId, options.id);
    if (removed.fileId) await options.files.remove(tx, { userId: options.userId, id: removed.fileId });
  });
  return { ok: true, message: "Contract deleted" };
}
