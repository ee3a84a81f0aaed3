export type UpgradeReason =
  | "analysis_limit"
  | "storage_limit"
  | "email_feature"
  | "analytics_feature"
  | "general";

/** The spec's window-level event; any screen opens the upgrade dialog by raising it. */
export const UPGRADE_EVENT = "storageUpgradeRequired";

export function openUpgradeDialog(reason: UpgradeReason = "general") {
  window.dispatchEvent(new CustomEvent(UPGRADE_EVENT, { detail: { reason } }));
}

/** The spec's event for opening a contract's full-screen analysis (carries contractId). */
export const OPEN_ANALYSIS_EVENT = "openFullScreenAnalysis";
export function openFullScreenAnalysis(contractId: string) {
  window.dispatchEvent(new CustomEvent(OPEN_ANALYSIS_EVENT, { detail: { contractId } }));
}
