import { wholeWordsWithin } from "../../../../common/format";

/** Spec 01 sections 2.9 and 9: a term's excerpt shows up to 100 characters, other previews 200. */
export const EXCERPT_LIMIT = 100;
export const PREVIEW_LIMIT = 200;

/** Collapses whitespace and cuts within `limit` characters at a word boundary, ending with an ellipsis when cut. */
export function preview(text: string | null | undefined, limit = PREVIEW_LIMIT): string {
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  if (flat.length <= limit) return flat;
  return `${wholeWordsWithin(flat, limit - 1).text}…`;
}
