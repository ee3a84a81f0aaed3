import { z } from "zod";

/** POST /api/generate-alternative: wording drafted by the clause library, or the language model when set up */
export const alternativeSchema = z.object({
  success: z.boolean(),
  alternativeClause: z.string(),
  rationale: z.string(),
  source: z.enum(["library", "llm"]),
});
export type Alternative = z.infer<typeof alternativeSchema>;

/** POST /api/contracts/:id/messages/:kind */
export const generatedTextSchema = z.object({
  title: z.string(),
  subject: z.string(),
  text: z.string(),
  fileName: z.string(),
});
export type GeneratedText = z.infer<typeof generatedTextSchema>;
