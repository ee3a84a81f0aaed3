/**
 * "4.2 ", "12. ", "(b) " at the start of a quoted clause: the number the document keeps when the
 * words after it are replaced (the redline, edited drafts and comparisons all use this one rule).
 */
export const CLAUSE_NUMBER_RE = /^\s*(?:\d+(?:\.\d+)*\.?|\([a-z0-9]{1,4}\))\s+(?=\S)/i;

/** The clause's words without its leading number. */
export const withoutClauseNumber = (text: string) => text.replace(CLAUSE_NUMBER_RE, "");
