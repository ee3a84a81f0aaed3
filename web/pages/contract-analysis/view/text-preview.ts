/** Spec 01 sections 2.9 and 9: a term's excerpt shows up to 100 characters, other previews 200. */
export const EXCERPT_LIMIT = 100;
export const PREVIEW_LIMIT = 200;

/** Collapses whitespace and cuts within `limit` characters at a word boundary, ending with an ellipsis when cut. */
export function preview(text: string | null | undefined, limit = PREVIEW_LIMIT): string {
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(" ");
  const whole = lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut;
  return `${whole.replace(/[,;:]$/, "").trimEnd()}…`;
}
