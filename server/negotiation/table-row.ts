import { clauseRefIn } from "../../analysis/advice/index";
import type { Clause } from "../../analysis/types";

/**
 * A row of a key-terms table as the engine reads it: "Payment Terms\tNet 30 from the invoice date.".
 * In the text the engine sees, a tab only ever separates the cells of one table row (readDocx turns
 * a tab inside a paragraph into a space), so a quoted span whose first cell is a short label is that
 * label and its value. Only the value is the other party's wording to change or quote.
 */
export interface TableRow {
  /** the label cell, as the contract writes it ("Payment Terms") */
  label: string;
  /** where the value begins in the quoted text */
  valueAt: number;
}

const FIRST_CELL_RE = /^[ ]*([^\t\n]{1,80}?)[ ]*\t[\t ]*(?=\S)/;
/** a first cell that is only a clause number ("1.1", "(a)") numbers the row: it names nothing */
const NUMBER_ONLY_RE = /^(?:\d+(?:\.\d+)*\.?|\([a-z0-9]{1,4}\))$/i;

export function tableRow(quoted: string): TableRow | null {
  const match = FIRST_CELL_RE.exec(quoted);
  if (!match) return null;
  const label = match[1].trim().replace(/\s*:$/, "");
  if (!/\p{L}/u.test(label) || NUMBER_ONLY_RE.test(label) || label.split(/\s+/).length > 8) return null;
  return { label, valueAt: match[0].length };
}

/** The wording of a quoted span as the other party reads it: a table row's value, without its label or tabs. */
export function rowValue(quoted: string): string {
  const row = tableRow(quoted);
  const value = row ? quoted.slice(row.valueAt) : quoted;
  return value.replace(/[ ]*\t[\t ]*/g, " ");
}

/**
 * New wording for a table row's value: a draft made from the whole row ("Renewal\tThe Subscription
 * Term renews ...") or a user's edit of it starts with the label, which stays in its own cell.
 */
export function withoutRowLabel(wording: string, label: string): string {
  const trimmed = wording.trimStart();
  if (!trimmed.toLowerCase().startsWith(label.toLowerCase())) return rowValue(wording);
  const rest = trimmed.slice(label.length);
  return /^\s*:?[ ]*\t|^\s*:\s/.test(rest) ? rest.replace(/^\s*:?\s*/, "") : rowValue(wording);
}

const titleCase = (text: string) =>
  text === text.toUpperCase()
    ? text
        .toLowerCase()
        .replace(/(^|\s)(\p{L})/gu, (_, space: string, ch: string) => space + ch.toUpperCase())
    : text;

/**
 * How a table row is named to the other party, where a clause would be named by its number: "the Order
 * Form's Payment Terms" (the heading the table sits under), "the Payment Terms in clause 5", or "the
 * Payment Terms entry" when nothing heads it.
 */
export function rowRef(clauses: readonly Clause[], start: number, label: string): string {
  const name = titleCase(label);
  const section = [...clauses]
    .reverse()
    .find(
      (c) => c.start <= start && (c.number !== null || (c.heading !== null && !c.heading.includes("\t"))),
    );
  if (section?.number)
    return /^(?:section|article|clause|schedule)/i.test(section.number)
      ? `the ${name} in ${section.number}`
      : `the ${name} in clause ${section.number}`;
  const heading = section?.heading ? titleCase(section.heading.trim()) : "";
  if (!heading || heading.split(/\s+/).length > 5) return `the ${name} entry`;
  const owner = heading.replace(/^the\s+/i, "");
  return `the ${owner}${/s$/i.test(owner) ? "'" : "'s"} ${name}`;
}

/** How the clause at `start` is named to the other party: its number, or the table row it is. */
export function clauseRefFor(clauses: readonly Clause[], start: number, quoted?: string): string {
  const row = quoted && start >= 0 ? tableRow(quoted) : null;
  return row ? rowRef(clauses, start, row.label) : clauseRefIn(clauses, start, quoted);
}
