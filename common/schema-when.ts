import type { z } from "zod";

/**
 * For a refinement that compares fields: run it once those fields have parsed, even while other fields
 * of the form still have problems, so every message shows at once.
 */
export const whenFieldsValid =
  (...fields: string[]) =>
  (payload: z.core.ParsePayload) =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));
