import { z } from "zod";

/** GET /api/dashboard/stats */
export const dashboardStatsSchema = z.object({
  totalContracts: z.number(),
  draftContracts: z.number(),
  signedContracts: z.number(),
  highRisk: z.number(),
  approved: z.number(),
  pendingReview: z.number(),
  isPremium: z.boolean(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
