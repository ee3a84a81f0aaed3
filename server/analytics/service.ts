import { portfolioAnalytics } from "../../common/analytics";
import type { SessionUser } from "../auth/sessions";
import { listDraftContracts } from "../contracts/service";
import type { AppDeps } from "../deps";
import { AppError } from "../http/app-error";
import { listExecutedContracts } from "../portfolio/contracts-service";

export const analyticsProMessage =
  "Predictive analytics is a Pro feature. Upgrade to Pro to see your portfolio's health, insights and budget forecast.";

/** Premium only (analytics_feature): the figures of the analytics page from the user's own contracts. */
export async function getPortfolioAnalytics(options: { deps: AppDeps; user: SessionUser }) {
  const { deps, user } = options;
  if (!user.hasPremiumAccess) {
    throw new AppError("PLAN_LIMIT", analyticsProMessage, {
      upgradeRequired: true,
      reason: "analytics_feature",
    });
  }
  const [contracts, drafts] = await Promise.all([
    listExecutedContracts({ db: deps.db, userId: user.id }),
    listDraftContracts({ db: deps.db, userId: user.id }),
  ]);
  return portfolioAnalytics({ contracts, drafts, today: deps.clock() });
}
