import { z } from "zod";

/** GET /api/health */
export const healthSchema = z.object({ status: z.literal("ok") });
export const healthUnavailableSchema = z.object({ status: z.literal("unavailable"), message: z.string() });

/** POST /api/contact */
export const contactReceiptSchema = z.object({ ok: z.boolean(), id: z.string(), message: z.string() });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;
