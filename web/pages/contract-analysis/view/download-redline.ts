import { datedFileName } from "../../../../common/format";
import { apiRequest } from "../../../api/client";
import type { Decision } from "../../../api/contracts";
import { saveBlob } from "../../../api/save-blob";

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

/** 'Payment Terms — the clause text could not be found exactly in the document' */
export function notAppliedLine(item: NotApplied, titleOf: (id: string) => string | undefined): string {
  const title = titleOf(item.id) ?? item.id;
  const reason = item.reason.trim().replace(/\.$/, "");
  if (!reason) return title;
  // Lower-case the sentence's first word, not an acronym such as 'SLA'.
  const first = /^[A-Z][a-z]/.test(reason) ? reason.charAt(0).toLowerCase() : reason.charAt(0);
  return `${title} — ${first}${reason.slice(1)}`;
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
