import { apiRequest } from "../../api/client";
import { saveBlob } from "../../api/save-blob";

const pad2 = (n: number) => String(n).padStart(2, "0");

/** Today in the person's own time zone: the date they would write on the file themselves. */
function localIsoDate(now: Date) {
  return `${now.getFullYear()}-${pad2(now.getMonth() + 1)}-${pad2(now.getDate())}`;
}

/** '{original name without extension}_Amendment_Proposal_{YYYY-MM-DD}.docx' (spec 01 section 7). */
export function amendmentProposalFileName(originalName: string, now = new Date()) {
  const base = originalName.replace(/\.[^./\\]+$/, "") || "contract";
  return `${base}_Amendment_Proposal_${localIsoDate(now)}.docx`;
}

/** POST generate-vendor-document and save the Word file; rejects with the server's error. */
export async function downloadAmendmentProposal(contractId: string, originalName: string) {
  const response = await apiRequest(`/api/contracts/${contractId}/generate-vendor-document`, {
    method: "POST",
  });
  const blob = await response.blob();
  saveBlob(blob, amendmentProposalFileName(originalName));
}
