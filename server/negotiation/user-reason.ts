/**
 * The concerns (reasoning) a user types with a decision are private: they shape the wording drafted for
 * them (a number of days, a cap they ask for) and are never quoted to the other party, whose letters,
 * comments and amendment proposal give our reason from the analysis instead. They are still free text
 * from a browser, and may reach a language model's prompt: markup, control characters and runs of
 * spaces are taken out and their length is capped before anything drafts from them.
 */

/** longest concerns drafted from, in characters (as the generate-alternative route accepts): not a pasted document */
export const MAX_CONCERNS_LENGTH = 2_000;

/** The concerns as plain text on one line, capped at a word boundary; null when nothing is left. */
export function plainConcerns(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const text = raw
    // what a script or style element holds is never the user's concern
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/gi, " ")
    .replace(/[<>]/g, " ")
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!/[\p{L}\p{N}]/u.test(text)) return null;
  if (text.length <= MAX_CONCERNS_LENGTH) return text;
  const cut = text.slice(0, MAX_CONCERNS_LENGTH - 2);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(" "), 1)).replace(/[\s,;:.!?-]+$/, "");
  return `${atWord} …`;
}
