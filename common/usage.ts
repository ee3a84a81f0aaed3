import type { z } from "zod";
import type { usageStatusSchema } from "./api/usage";

/** GET /api/usage-limits. Limits and remaining counts are null on the premium plan (unlimited). */
export type UsageStatus = z.infer<typeof usageStatusSchema>;
