import { Cron } from "croner";
import type { AppDeps } from "../deps";
import { purgeUnsavedUploads } from "../portfolio/intake";
import { sweepRenewalReminders } from "./reminder-sweep";

/** Hourly reminder sweep, plus one run at start so days missed while the server was down are caught up. */
export function startScheduler(deps: AppDeps) {
  const run = async () => {
    try {
      await sweepRenewalReminders({ deps });
      await purgeUnsavedUploads({ deps });
    } catch (error) {
      deps.log.error({ err: error }, "reminder sweep failed");
    }
  };
  void run();
  const job = new Cron("7 * * * *", { protect: true }, run);
  return () => job.stop();
}
