import type { NotApplied } from "../../../api/documents";

/** 'Payment Terms — the clause text could not be found exactly in the document' */
export function notAppliedLine(item: NotApplied, titleOf: (id: string) => string | undefined): string {
  const title = titleOf(item.id) ?? item.id;
  const reason = item.reason.trim().replace(/\.$/, "");
  if (!reason) return title;
  // Lower-case the sentence's first word, not an acronym such as 'SLA'.
  const first = /^[A-Z][a-z]/.test(reason) ? reason.charAt(0).toLowerCase() : reason.charAt(0);
  return `${title} — ${first}${reason.slice(1)}`;
}
