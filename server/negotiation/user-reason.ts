/**
 * The reason a user types with a decision goes to the other party in their letters, comments and
 * amendment proposal. It is free text from a browser: markup, control characters and runs of spaces
 * are taken out and its length is capped, so that nothing but the user's words is sent.
 */

/** longest reason sent, in characters: a sentence or two, not a pasted document */
export const MAX_REASON_LENGTH = 300;

/** The reason as plain text on one line, capped at a word boundary; null when nothing is left. */
function plainReason(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const text = raw
    // what a script or style element holds is never the user's reason
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/gi, " ")
    .replace(/[<>]/g, " ")
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!/[\p{L}\p{N}]/u.test(text)) return null;
  if (text.length <= MAX_REASON_LENGTH) return text;
  const cut = text.slice(0, MAX_REASON_LENGTH - 2);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(" "), 1)).replace(/[\s,;:.!?-]+$/, "");
  return `${atWord} …`;
}

/** "Northwind", "GDPR", "I": a first word whose capital belongs to it, not to the start of a sentence */
function keepsCapital(first: string, next: string | undefined): boolean {
  const word = first.replace(/[^\p{L}'’]/gu, "");
  if (/^I(?:['’](?:m|ve|d|ll))?$/.test(word)) return true;
  if ((word.match(/\p{Lu}/gu) ?? []).length >= 2) return true;
  if (/['’]s$/.test(word)) return true;
  return next !== undefined && /^\p{Lu}\p{Ll}/u.test(next) && /^\p{Lu}/u.test(word);
}

const lowerFirst = (text: string) => {
  const [first, next] = text.split(" ");
  if (!first || keepsCapital(first, next)) return text;
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
};

/** a reason that opens by describing the clause ("too short for us") */
const DESCRIBES_CLAUSE_RE =
  /^(?:too|far\s+too|very|overly|not|excessive(?:ly)?|unreasonabl[ey]|unfair|unbalanced|one[-\s]sided|unclear|vague|risky|expensive|costly|onerous|unworkable|unacceptable|impractical|inappropriate|unlimited|uncapped|longer|shorter|higher)\b/i;
/** a reason that opens with what we do or need ("need 60 days to pay") */
const OUR_VERB_RE =
  /^(?:need|want|require|must|cannot|can['’]?t|can|could|prefer|would|should|will|won['’]?t|do|don['’]?t|did|didn['’]?t|have|are|aren['’]?t|expect|never|always|already|pay|rely)\b/i;
/** a reason that opens with what the clause does ("leaves us exposed") */
const ITS_VERB_RE =
  /^(?:is|isn['’]?t|does|doesn['’]?t|needs|requires|leaves|exposes|gives|puts|makes|means|exceeds|goes|ties|locks|stops|prevents)\b/i;

/**
 * The reason as a clause that reads on after "because": "Our own customers pay us in 60 days." gives
 * "our own customers pay us in 60 days"; "Too short for our cash flow" gives "it is too short for our
 * cash flow". Several sentences are joined with semicolons. Null when the user gave none.
 */
export function reasonClause(raw: string | null | undefined): string | null {
  const plain = plainReason(raw);
  if (!plain) return null;
  let text = plain
    .replace(/^["'“‘(]+|["'”’)]+$/g, "")
    .replace(/[\s.!?;:,]+$/, "")
    .trim()
    // "because" is what the reason follows; "As a small business ..." is left as it is
    .replace(/^(?:because\s+of|due\s+to)\s+/i, "of ")
    .replace(/^(?:because|since)\s+/i, "");
  text = text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => lowerFirst(sentence.replace(/[.!?]+$/, "")))
    .join("; ");
  if (DESCRIBES_CLAUSE_RE.test(text)) return `it is ${text}`;
  if (OUR_VERB_RE.test(text)) return `we ${text}`;
  if (ITS_VERB_RE.test(text)) return `it ${text}`;
  return text;
}

/** The reason as a sentence of its own, as the user wrote it: "We need 60 days to pay." */
export function reasonSentence(raw: string | null | undefined): string | null {
  const plain = plainReason(raw);
  if (!plain) return null;
  const text = `${plain.charAt(0).toUpperCase()}${plain.slice(1)}`;
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

/** "We ask for this because <reason>.", to follow a position stated from the user's settings */
export const becauseSentence = (clause: string) => `We ask for this because ${clause}.`;
