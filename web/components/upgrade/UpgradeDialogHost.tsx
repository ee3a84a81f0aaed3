import { useEffect, useState } from "react";
import { UpgradeDialog } from "./UpgradeDialog";
import { UPGRADE_EVENT } from "./upgrade-events";

/** Mounted once in AppLayout: any screen opens the dialog with openUpgradeDialog(reason). */
export function UpgradeDialogHost() {
  // The reason outlives `opened` so the title does not change during the closing animation.
  const [state, setState] = useState<{ opened: boolean; reason: string }>({
    opened: false,
    reason: "general",
  });

  useEffect(() => {
    const handleUpgrade = (event: Event) => {
      const detail = (event as CustomEvent<{ reason?: string } | undefined>).detail;
      setState({ opened: true, reason: detail?.reason || "general" });
    };
    window.addEventListener(UPGRADE_EVENT, handleUpgrade);
    return () => window.removeEventListener(UPGRADE_EVENT, handleUpgrade);
  }, []);

  return (
    <UpgradeDialog
      opened={state.opened}
      onClose={() => setState((current) => ({ ...current, opened: false }))}
      reason={state.reason}
    />
  );
}
