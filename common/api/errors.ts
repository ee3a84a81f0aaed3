import { z } from "zod";

/**
 * The body of every failed request: the error handler sends `{ message }` plus what the error adds
 * (the invalid field, why a plan limit stopped the request). Extra keys pass through untouched.
 */
export const apiErrorSchema = z.looseObject({
  message: z.string(),
  field: z.string().optional(),
  reason: z.string().optional(),
  upgradeRequired: z.boolean().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** `{ ok: true }` and friends: an action that has nothing more to say. */
export const okSchema = z.object({ ok: z.boolean() });
export const okMessageSchema = z.object({ ok: z.boolean(), message: z.string() });
export const messageSchema = z.object({ message: z.string() });
