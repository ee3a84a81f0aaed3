export function UpgradeDialogHost() {
  return null;
}
