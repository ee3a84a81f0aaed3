import { findWholeMatches, normaliseForMatch, normaliseWithMap } from "./normalise";
import type { TextStream } from "./text-stream";

export type Located = { ok: true; first: number; last: number } | { ok: false; reason: string };

/** a list label at the start of a line: "12.1 ", "3. ", "(a) ", "(iv) ", "(B) " (see documents/docx-numbering.ts) */
const LIST_LABEL_RE =
  /(^|\n)[ \t]*(?:\d{1,3}(?:\.\d{1,3})*\.?|\((?:\d{1,3}|[a-z]{1,3}|[A-Z]{1,3}|[ivxlc]{1,6}|[IVXLC]{1,6})\)|[a-z]{1,2}[.)]|[A-Z][.)])[ \t]+/g;

/** Finds a clause's text in the document's text stream, exactly up to quotes, dashes and whitespace. */
export class ClauseLocator {
  private readonly normalised: string;
  private readonly map: Int32Array;

  constructor(stream: TextStream) {
    const { text, map } = normaliseWithMap(stream.text);
    this.normalised = text;
    this.map = map;
  }

  /** First and last atom of the clause (both inclusive, neither whitespace). */
  locate(originalText: string, occurrence?: number): Located {
    const exact = normaliseForMatch(originalText);
    if (exact === "") return { ok: false, reason: "The clause text is empty." };
    let needle = exact;
    let matches = findWholeMatches(this.normalised, needle);
    // a clause number Word draws from its list numbering is in the text read for review, not in the file
    if (matches.length === 0) {
      const unlabelled = normaliseForMatch(originalText.replace(LIST_LABEL_RE, "$1"));
      if (unlabelled !== exact && unlabelled !== "") {
        needle = unlabelled;
        matches = findWholeMatches(this.normalised, needle);
      }
    }
    if (matches.length === 0) {
      return { ok: false, reason: "The clause text could not be found exactly in the document." };
    }
    let at: number;
    if (occurrence !== undefined) {
      if (!Number.isInteger(occurrence) || occurrence < 0 || occurrence >= matches.length) {
        return {
          ok: false,
          reason: `The clause text appears ${matches.length} time(s); occurrence ${occurrence} does not exist.`,
        };
      }
      at = matches[occurrence];
    } else if (matches.length > 1) {
      return {
        ok: false,
        reason: `The clause text appears ${matches.length} times in the document, so the right place is not certain.`,
      };
    } else {
      at = matches[0];
    }
    return { ok: true, first: this.map[at], last: this.map[at + needle.length - 1] };
  }
}
