import { Cron } from "croner";
import { sendTrialEndingReminders } from "../billing/trial-reminders";
import type { AppDeps } from "../deps";
import { purgeUnsavedUploads } from "../portfolio/intake";
import { sweepOrphanedFiles } from "../storage/orphan-sweep";
import { sweepRenewalReminders } from "./reminder-sweep";

/** Hourly reminder sweep and trial-ending emails, plus one run at start so days missed while the server was down are caught up. */
export function startScheduler(deps: AppDeps) {
  const run = async () => {
    try {
      await sweepRenewalReminders({ deps });
      await purgeUnsavedUploads({ deps });
      await sweepOrphanedFiles({ db: deps.db, now: deps.clock() });
    } catch (error) {
      deps.log.error({ err: error }, "reminder sweep failed");
    }
    try {
      await sendTrialEndingReminders({ deps });
    } catch (error) {
      deps.log.error({ err: error }, "trial ending reminders failed");
    }
  };
  void run();
  const job = new Cron("7 * * * *", { protect: true }, run);
  return () => job.stop();
}
