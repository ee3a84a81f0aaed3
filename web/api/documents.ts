import { useMutation } from "@tanstack/react-query";
import { datedFileName } from "../../common/format";
import { apiRequest } from "./client";
import type { Decision } from "./contracts";
import { fileNameFromResponse, saveBlob } from "./save-blob";

/** The Word files a review produces: the redline with the user's decisions and the amendment proposal. */

/** Spec 01 section 7: the decisions map of the redline request, keyed by term id. */
export type RedlineDecisions = Record<
  string,
  {
    action: Decision["decision"];
    alternativeText: string | null;
    reasoning: string | null;
    timestamp: string;
  }
>;

export function redlineDecisions(decisions: readonly Decision[]): RedlineDecisions {
  const map: RedlineDecisions = {};
  for (const d of decisions) {
    map[d.termType] = {
      action: d.decision,
      alternativeText: d.proposedText ?? d.proposedChange ?? null,
      reasoning: d.reasoning,
      timestamp: d.updatedAt,
    };
  }
  return map;
}

/**
 * '{original name without extension}_Redlined_{YYYY-MM-DD}.docx'. The date is the user's own calendar
 * date (not UTC): it names the day they downloaded the file.
 */
export const redlineFileName = (originalName: string, now = new Date()) =>
  datedFileName(originalName, "Redlined", now);

/** A decision the server could not write into the Word file, and why (a sentence for a person). */
export type NotApplied = { id: string; reason: string };

/** Reads `x-redline-not-applied` (URL-encoded JSON `[{ id, reason }]`); anything malformed reads as none. */
export function parseNotApplied(header: string | null): NotApplied[] {
  if (!header) return [];
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(header));
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry) =>
      entry && typeof entry.id === "string"
        ? [{ id: entry.id, reason: typeof entry.reason === "string" ? entry.reason : "" }]
        : [],
    );
  } catch {
    return [];
  }
}

/**
 * Asks the server for the original Word file with the decisions as tracked changes, saves it, and
 * returns the decisions it could not apply.
 */
export async function downloadRedlinedDocument(options: {
  contractId: string;
  originalName: string;
  decisions: readonly Decision[];
}): Promise<{ notApplied: NotApplied[] }> {
  const response = await apiRequest(
    `/api/contracts/${encodeURIComponent(options.contractId)}/generate-redlined-document`,
    { method: "POST", body: { decisions: redlineDecisions(options.decisions) } },
  );
  const blob = await response.blob();
  saveBlob(blob, redlineFileName(options.originalName));
  return { notApplied: parseNotApplied(response.headers.get("x-redline-not-applied")) };
}

export const useDownloadRedline = () => useMutation({ mutationFn: downloadRedlinedDocument });

/** '{original name without extension}_Amendment_Proposal_{YYYY-MM-DD}.docx' (spec 01 section 7). */
export const amendmentProposalFileName = (originalName: string, now = new Date()) =>
  datedFileName(originalName, "Amendment_Proposal", now);

/** POST generate-vendor-document and save the Word file; rejects with the server's error. */
export async function downloadAmendmentProposal(contract: { id: string; originalName: string }) {
  const response = await apiRequest(
    `/api/contracts/${encodeURIComponent(contract.id)}/generate-vendor-document`,
    {
      method: "POST",
    },
  );
  saveBlob(await response.blob(), amendmentProposalFileName(contract.originalName));
}

export const useDownloadAmendmentProposal = () => useMutation({ mutationFn: downloadAmendmentProposal });

/** The one-page PDF summary of a review, saved under the name the server gives it. */
export async function downloadReviewSummary(contractId: string, originalName: string) {
  const response = await apiRequest(`/api/contracts/${encodeURIComponent(contractId)}/summary.pdf`);
  const fallback = datedFileName(originalName, "Review_Summary", new Date(), "pdf");
  saveBlob(await response.blob(), fileNameFromResponse(response, fallback));
}

export const useDownloadReviewSummary = () =>
  useMutation({
    mutationFn: (contract: { id: string; originalName: string }) =>
      downloadReviewSummary(contract.id, contract.originalName),
  });
