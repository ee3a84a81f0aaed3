import { analyseDraftContract } from "../analysis/service";
import type { SessionUser } from "../auth/sessions";
import type { AppDeps } from "../deps";
import { AppError } from "../http/app-error";
import type { UploadedFile } from "../http/multipart";
import type { FileStore } from "../storage/file-store";
import { createDraftContract } from "./service";

/**
 * Stores a draft and analyses it in the same request, so the review opens from one response. The
 * storage allowance is checked by the upload and the monthly allowance by the analysis, each once, on
 * the server. When the analysis is refused the contract stays stored (listed as not analysed) and the
 * error carries its id.
 */
export async function uploadAndAnalyseDraft(options: {
  deps: AppDeps;
  files: FileStore;
  user: SessionUser;
  file: UploadedFile;
}) {
  const contract = await createDraftContract(options);
  try {
    const analysis = await analyseDraftContract({
      deps: options.deps,
      user: options.user,
      contractId: contract.id,
      contract,
    });
    // the first reading may have taken the supplier's side from the user's company name
    const side = (analysis.result as { side?: typeof contract.side }).side ?? contract.side;
    return { contract: { ...contract, status: "analyzed" as const, side }, analysis };
  } catch (error) {
    if (error instanceof AppError) {
      throw new AppError(error.code, error.message, { ...error.extra, contractId: contract.id });
    }
    throw error;
  }
}
