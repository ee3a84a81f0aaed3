import { analyseContract } from "../../analysis/index";
import { departmentOf } from "../../analysis/keydata";

export type ExtractionMethod = "pdf-text" | "docx" | "ocr" | "none";

const RISK_BY_RATING = { red: "High", amber: "Medium", green: "Low" } as const;

/** Key data for the manual-entry form, read by the analysis engine (one engine for drafts and signed contracts). */
export function extractContractDetails(
  text: string,
  options: {
    ownCompanyName?: string;
    method: ExtractionMethod;
    fileName: string;
    /** why the file's text could not be read ("This PDF is damaged ..."), when the reader said */
    unreadable?: string | null;
  },
) {
  const hasText = text.trim().length > 0;
  const analysis = hasText ? analyseContract(text, { ownCompanyName: options.ownCompanyName }) : null;
  const key = analysis?.keyData;
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
      termMonths: key?.termMonths ?? null,
      renewalPeriodMonths: key?.renewalPeriodMonths ?? null,
      contractType: key?.contractType ?? "Other",
      department: hasText ? departmentOf(key?.title ?? null, text) : null,
      jurisdiction: analysis?.jurisdiction.governingLaw ?? null,
      overallRisk: analysis ? RISK_BY_RATING[analysis.overallRisk] : "Low",
      riskReason: analysis?.riskExplanation.level ?? null,
      description: analysis ? analysis.paymentTerms.summary : "",
    },
  };
}

export type ExtractedData = ReturnType<typeof extractContractDetails>;
