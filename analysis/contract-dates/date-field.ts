import type { FoundDate } from "../dates";
import type { Doc } from "../doc";
import type { DateField } from "../types";

/** the dates written in a piece of the contract's text, read in the contract's own numeric date order */
export type DatesIn = (text: string, offset?: number) => FoundDate[];

export type Span = { start: number; end: number };

/** a date the contract states and the words that state it */
export interface StatedDate {
  date: DateField;
  span: Span;
}

/** a found date as the contract writes it */
export function field(doc: Doc, d: FoundDate): DateField {
  return { value: d.value, text: doc.text.slice(d.start, d.end), start: d.start, end: d.end };
}
