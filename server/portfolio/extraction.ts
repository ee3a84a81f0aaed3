import {
  type AnalysisOptions,
  analyseContract,
  type ContractAnalysis,
  sideOfCompany,
} from "../../analysis/index";
import { departmentOf } from "../../analysis/keydata";

export type ExtractionMethod = "pdf-text" | "docx" | "ocr" | "none";

const RISK_BY_RATING = { red: "High", amber: "Medium", green: "Low" } as const;

/**
 * The engine's reading from the user's side, as the draft review takes it: a customer's reading first,
 * then the supplier's when the user's company is the supplier, with the user's own risk settings.
 */
function analyseFromOwnSide(
  text: string,
  options: Pick<AnalysisOptions, "ownCompanyName" | "thresholds" | "enhanced">,
): { analysis: ContractAnalysis; side: "customer" | "supplier" | null } {
  const first = analyseContract(text, options);
  const side = sideOfCompany(first.parties, options.ownCompanyName);
  if (!side || side === first.side) return { analysis: first, side };
  return { analysis: analyseContract(text, { ...options, side }), side };
}

/** "3 months'" -> 3, "1 year's" -> 12; null for a notice the contract gives in days or weeks. */
export function noticeMonthsOf(words: string | null | undefined): number | null {
  const match = /^(\d+)\s+(month|year)s?['’]/.exec(words ?? "");
  if (!match) return null;
  return Number(match[1]) * (match[2] === "year" ? 12 : 1);
}

/** Key data for the manual-entry form, read by the analysis engine (one engine for drafts and signed contracts). */
export function extractContractDetails(
  text: string,
  options: {
    ownCompanyName?: string;
    thresholds?: AnalysisOptions["thresholds"];
    enhanced?: AnalysisOptions["enhanced"];
    method: ExtractionMethod;
    fileName: string;
    /** why the file's text could not be read ("This PDF is damaged ..."), when the reader said */
    unreadable?: string | null;
  },
) {
  const hasText = text.trim().length > 0;
  const read = hasText
    ? analyseFromOwnSide(text, {
        ownCompanyName: options.ownCompanyName,
        thresholds: options.thresholds,
        enhanced: options.enhanced,
      })
    : null;
  const analysis = read?.analysis ?? null;
  const key = analysis?.keyData;
  // the notice the key data's days come from (the renewal's, else the right to end), in months where it said months
  const noticeWords =
    analysis?.renewalTerms.noticePeriod != null
      ? analysis.renewalTerms.noticeWords
      : analysis?.cancellationTerms.noticePeriod != null
        ? analysis.cancellationTerms.noticeWords
        : null;
  return {
    success: hasText,
    extractionMethod: options.method,
    textLength: text.length,
    text: text.slice(0, 2000),
    needsReview: options.method === "ocr",
    note: hasText
      ? options.method === "ocr"
        ? "This file is a scan: the details below were read by text recognition. Please check each one."
        : null
      : options.unreadable
        ? `${options.unreadable.replace(/\s*$/, "")} Or fill in the details yourself: this copy is kept as it is.`
        : "We could not read any text from this file. It is stored; please fill in the details yourself.",
    contractDetails: {
      title: key?.title ?? options.fileName.replace(/\.[^.]+$/, ""),
      vendor: key?.vendor ?? null,
      value: key?.value ?? null,
      currency: key?.currency ?? "GBP",
      paymentTerms: key?.paymentTerms ?? null,
      paymentDays: key?.paymentDays ?? null,
      startDate: key?.startDate ?? null,
      endDate: key?.endDate ?? null,
      renewalDate: key?.renewalDate ?? null,
      autoRenewal: key?.autoRenewal ?? null,
      noticePeriodDays: key?.noticePeriodDays ?? null,
      noticePeriodMonths: key?.noticePeriodDays ? noticeMonthsOf(noticeWords) : null,
      termMonths: key?.termMonths ?? null,
      renewalPeriodMonths: key?.renewalPeriodMonths ?? null,
      contractType: key?.contractType ?? "Other",
      department: hasText ? departmentOf(key?.title ?? null, text) : null,
      jurisdiction: analysis?.jurisdiction.governingLaw ?? null,
      overallRisk: analysis ? RISK_BY_RATING[analysis.overallRisk] : "Low",
      riskReason: analysis?.riskExplanation.level ?? null,
      description: analysis ? analysis.paymentTerms.summary : "",
      /** the user's side in the contract, when their company is one of its parties */
      side: read?.side ?? null,
    },
  };
}

export type ExtractedData = ReturnType<typeof extractContractDetails>;
