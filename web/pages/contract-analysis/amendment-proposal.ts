import { datedFileName } from "../../../common/format";
import { apiRequest } from "../../api/client";
import { saveBlob } from "../../api/save-blob";

/** '{original name without extension}_Amendment_Proposal_{YYYY-MM-DD}.docx' (spec 01 section 7). */
export const amendmentProposalFileName = (originalName: string, now = new Date()) =>
  datedFileName(originalName, "Amendment_Proposal", now);

/** POST generate-vendor-document and save the Word file; rejects with the server's error. */
export async function downloadAmendmentProposal(contractId: string, originalName: string) {
  const response = await apiRequest(`/api/contracts/${contractId}/generate-vendor-document`, {
    method: "POST",
  });
  const blob = await response.blob();
  saveBlob(blob, amendmentProposalFileName(originalName));
}
