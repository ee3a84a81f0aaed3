import type { EditPlan } from "./edit-plan";
import { isSpace, normaliseChars } from "./normalise";
import { isParagraphEnd } from "./text-stream";
import { asOneChange, diffTokens, REWRITE_BELOW, tokenise, wordsInCommon } from "./word-diff";

/** Atoms a change will touch, before it is claimed. */
export interface ChangeSpan {
  first: number;
  last: number;
}

/**
 * The span a rejection deletes: the clause, widened to whole paragraphs when it fills them (apart
 * from whitespace), including the last paragraph's mark so accepting the deletion leaves no empty
 * paragraph behind.
 */
export function rejectionSpan(plan: EditPlan, first: number, last: number): ChangeSpan {
  const { stream } = plan;
  const { text } = stream;
  const firstPara = stream.para(first);
  const lastPara = stream.para(last);
  const isBlank = (atom: number, para: number) =>
    stream.para(atom) === para && !isParagraphEnd(stream.kind(atom)) && isSpace(text[atom]);
  let before = first - 1;
  while (before >= 0 && isBlank(before, firstPara)) before--;
  let after = last + 1;
  while (after < text.length && isBlank(after, lastPara)) after++;
  const fillsParagraphs =
    (before < 0 || stream.para(before) !== firstPara) &&
    after < text.length &&
    stream.para(after) === lastPara &&
    isParagraphEnd(stream.kind(after));
  if (!fillsParagraphs) return { first, last };
  return { first: before + 1, last: after };
}

function lastRunAtom(plan: EditPlan, from: number, to: number): number {
  for (let i = to; i >= from; i--) if (plan.stream.run(i) !== null) return i;
  return -1;
}

/** Records a rejection: the whole span as a tracked deletion, with the comment around it. */
export function planRejection(plan: EditPlan, span: ChangeSpan, commentId: number): void {
  for (let i = span.first; i <= span.last; i++) plan.deleteAtom(i);
  plan.addBefore(span.first, { kind: "commentStart", id: commentId });
  plan.addAfter(lastRunAtom(plan, span.first, span.last), { kind: "commentEnd", id: commentId });
}

/** Records a comment on the span, leaving its text as it is. */
export function planComment(plan: EditPlan, span: ChangeSpan, commentId: number): void {
  plan.addBefore(span.first, { kind: "commentStart", id: commentId });
  plan.addAfter(lastRunAtom(plan, span.first, span.last), { kind: "commentEnd", id: commentId });
}

function insertedText(text: string): string {
  // A run holds one line of text: line breaks and tabs in the proposal become spaces.
  return text.replace(/[\t\n\r\f\v]+/g, " ").replace(/ {2,}/g, " ");
}

/**
 * Records a proposal as the smallest word-level change: unchanged words stay where they are,
 * removed words become deletions, added words insertions next to them. A rewrite that keeps less
 * than half the words becomes one deletion and one insertion instead. Returns false when the
 * proposal does not differ from the document.
 */
export function planProposal(
  plan: EditPlan,
  span: ChangeSpan,
  proposedText: string,
  commentId: number,
): boolean {
  const { stream } = plan;
  const base = span.first;
  const original = stream.text.slice(span.first, span.last + 1);
  const proposed = proposedText.trim();
  const tokensA = tokenise(original, normaliseChars, (start, end) => {
    for (let i = start; i < end; i++) if (isParagraphEnd(stream.kind(base + i))) return "¶";
    return " ";
  });
  const tokensB = tokenise(proposed, normaliseChars, (start, end) =>
    /[\n\r\t]/.test(proposed.slice(start, end)) ? "¶" : " ",
  );
  let ops = diffTokens(tokensA, tokensB);
  if (!ops.some((op) => op.type === "change")) return false;
  if (wordsInCommon(tokensA, tokensB, ops) < REWRITE_BELOW) ops = asOneChange(ops);

  plan.addBefore(span.first, { kind: "commentStart", id: commentId });
  for (const op of ops) {
    if (op.type !== "change") continue;
    const hasDeletion = op.aTo > op.aFrom;
    const delFirst = hasDeletion ? base + tokensA[op.aFrom].start : -1;
    const delLast = hasDeletion ? base + tokensA[op.aTo - 1].end - 1 : -1;
    for (let i = delFirst; hasDeletion && i <= delLast; i++) plan.deleteAtom(i);
    if (op.bTo === op.bFrom) continue;

    const text = insertedText(proposed.slice(tokensB[op.bFrom].start, tokensB[op.bTo - 1].end));
    const deletedRunAtom = hasDeletion ? lastRunAtom(plan, delFirst, delLast) : -1;
    if (deletedRunAtom !== -1) {
      let firstDeleted = delFirst;
      while (stream.run(firstDeleted) === null) firstDeleted++;
      plan.addAfter(deletedRunAtom, { kind: "insert", text, formatFrom: stream.run(firstDeleted) });
      continue;
    }
    // Pure insertion (or one that replaces only a paragraph break): after the atom before it when
    // that sits in the same paragraph, otherwise before the atom after it.
    const prev = hasDeletion ? delFirst - 1 : op.aFrom > 0 ? base + tokensA[op.aFrom - 1].end - 1 : base - 1;
    const next = hasDeletion ? delLast + 1 : prev + 1;
    if (prev >= span.first && stream.run(prev) !== null) {
      plan.addAfter(prev, { kind: "insert", text, formatFrom: stream.run(prev) });
    } else {
      let at = next;
      while (at < span.last && stream.run(at) === null) at++;
      plan.addBefore(at, { kind: "insert", text, formatFrom: stream.run(at) });
    }
  }
  plan.addAfter(span.last, { kind: "commentEnd", id: commentId });
  return true;
}
