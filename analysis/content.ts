/**
 * Is there anything to analyse? A blank Word file, a document of headings only, or a few words would
 * otherwise be "analysed" into a made-up rating and use one of the month's analyses.
 *
 * A line counts as body text when it has at least MIN_LINE_WORDS words and is not written all in
 * capitals (titles and headings are); the document needs MIN_BODY_WORDS words of body text, which
 * is about two short clauses.
 */

const MIN_LINE_WORDS = 6;
export const MIN_BODY_WORDS = 25;

export type ContentProblem = "empty" | "headings_only" | "too_short";

export interface ContentCheck {
  /** null when there is enough text to analyse */
  problem: ContentProblem | null;
  /** words of body text found */
  bodyWords: number;
  /** what is wrong and what to do next; null when there is no problem */
  message: string | null;
}

const WORD_RE = /[\p{L}\p{N}][\p{L}\p{N}'’.,£$€%-]*/gu;

function words(line: string): string[] {
  return line.match(WORD_RE) ?? [];
}

function isBody(line: string, lineWords: string[]): boolean {
  if (lineWords.length < MIN_LINE_WORDS) return false;
  const letters = line.replace(/[^\p{L}]/gu, "");
  return letters !== letters.toUpperCase();
}

const ADVICE =
  "Upload the Word file that holds the contract's clauses as text (not a picture or scan of the pages).";

export function checkContent(text: string): ContentCheck {
  let total = 0;
  let body = 0;
  for (const line of text.split(/\n+/)) {
    const lineWords = words(line);
    total += lineWords.length;
    if (isBody(line, lineWords)) body += lineWords.length;
  }
  if (body >= MIN_BODY_WORDS) return { problem: null, bodyWords: body, message: null };
  if (total === 0) {
    return {
      problem: "empty",
      bodyWords: 0,
      message: `This document has no text to analyse. ${ADVICE}`,
    };
  }
  if (body === 0) {
    return {
      problem: "headings_only",
      bodyWords: 0,
      message: `This document has only headings and no clauses to analyse. ${ADVICE}`,
    };
  }
  return {
    problem: "too_short",
    bodyWords: body,
    message: `This document has only ${body} words of clause text, too little to review as a contract. ${ADVICE}`,
  };
}
