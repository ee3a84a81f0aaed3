const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * Accepts a model's draft only when it is plain clause text: not empty, not a copy of the original,
 * no chatter ("Here is..."), no markdown. Returns the cleaned clause or null.
 */
export function cleanDraftedClause(draft: string, original: string): string | null {
  let text = draft.trim();
  text = text.replace(/^```[a-z]*\s*|\s*```$/g, "").trim();
  text = text
    .replace(
      /^(?:here(?:'s| is)[^:\n]*:|proposed (?:clause|alternative|wording)\s*:|alternative clause\s*:)\s*/i,
      "",
    )
    .trim();
  text = text.replace(/^["“]|["”]$/g, "").trim();
  if (text.length < 30 || text.length > 4000) return null;
  if (/^#|\*\*|^\s*[-*]\s/m.test(text)) return null;
  if (/\b(as an ai|i cannot|i can't|language model)\b/i.test(text)) return null;
  if (normalise(text) === normalise(original)) return null;
  return text;
}
