import type { FoundDate } from "../dates";
import type { Doc } from "../doc";
import type { DatesIn } from "./date-field";

/**
 * The date a defined term is given: '"Commencement Date" means 16 October 2025', or defined where it
 * is first used: 'from 1 December 2025 (the "Start Date")'.
 */
export function definedDate(doc: Doc, name: string, datesIn: DatesIn): FoundDate | null {
  // both forms name it literally; most contracts never use the name, and a plain search is cheap
  if (!doc.text.includes(name)) return null;
  const def = new RegExp(`["“]${name}["”]\\s+(?:shall\\s+)?means?\\s+`).exec(doc.text);
  if (def) {
    const from = def.index + def[0].length;
    const d = datesIn(doc.text.slice(from, from + 40), from)[0];
    return d && d.start - from < 5 ? d : null;
  }
  const inline = new RegExp(`\\(\\s*(?:the\\s+)?["“]${name}["”]\\s*\\)`).exec(doc.text);
  if (!inline) return null;
  const from = Math.max(0, inline.index - 40);
  const d = datesIn(doc.text.slice(from, inline.index), from).pop();
  return d && inline.index - d.end < 3 ? d : null;
}
