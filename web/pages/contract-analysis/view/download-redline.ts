import { apiRequest } from "../../../api/client";
import type { Decision } from "../../../api/contracts";

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

const pad2 = (n: number) => String(n).padStart(2, "0");

/**
 * '{original name without extension}_Redlined_{YYYY-MM-DD}.docx'. The date is the user's own calendar
 * date (not UTC): it names the day they downloaded the file.
 */
export function redlineFileName(originalName: string, now = new Date()): string {
  const base = originalName.replace(/\.[^./\\]*$/, "").trim() || "contract";
  const date = `${now.getFullYear()}-${pad2(now.getMonth() + 1)}-${pad2(now.getDate())}`;
  return `${base}_Redlined_${date}.docx`;
}

export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Asks the server for the original Word file with the decisions as tracked changes, and saves it. */
export async function downloadRedlinedDocument(options: {
  contractId: string;
  originalName: string;
  decisions: readonly Decision[];
}) {
  const response = await apiRequest(
    `/api/contracts/${encodeURIComponent(options.contractId)}/generate-redlined-document`,
    { method: "POST", body: { decisions: redlineDecisions(options.decisions) } },
  );
  const blob = await response.blob();
  saveBlob(blob, redlineFileName(options.originalName));
}
