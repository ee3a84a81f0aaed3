import type { AppDeps } from "../deps";
import { applyBillingChange, lockBillingAccount, presentPlan } from "./billing-account";

/**
 * Premium given (or taken back) by an administrator, for self-hosted installs. It is kept apart from a
 * paid subscription: taking the grant back never ends a subscription the customer pays for.
 */
export async function setAdminGrant(options: {
  deps: AppDeps;
  actorId: string;
  userId: string;
  granted: boolean;
}) {
  const { deps, actorId, userId, granted } = options;
  const now = deps.clock();
  const result = await deps.db.transaction(async (tx) => {
    await lockBillingAccount(tx, userId);
    return applyBillingChange({
      tx,
      userId,
      change: granted
        ? { adminGrantedAt: now, adminGrantedBy: actorId }
        : { adminGrantedAt: null, adminGrantedBy: null },
      cause: { cause: "admin", adminId: actorId },
      now,
    });
  });
  return { hasPremiumAccess: result.nowPro, plan: presentPlan(result.after) };
}
