import { DOMParser, XMLSerializer } from "@xmldom/xmldom";
import JSZip from "jszip";
import { DocumentError } from "../document-error";
import { checkDocxContent } from "../docx-check";
import { addComments, maxCommentId, maxNumericId, type NewComment } from "./comments-part";
import { EditPlan } from "./edit-plan";
import { ClauseLocator } from "./locate";
import { WordXml } from "./ooxml";
import { planComment, planProposal, planRejection, rejectionSpan } from "./plan-change";
import { RunRewriter } from "./rewrite-runs";
import { buildTextStream } from "./text-stream";
import type { RedlineChange, RedlineOptions, RedlineResult } from "./types";

export type { RedlineChange, RedlineOptions, RedlineResult } from "./types";

const DOCUMENT_PART = "word/document.xml";

/** Word writes revision dates to the second, in UTC. */
function wordDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

function invalidReason(change: RedlineChange): string | null {
  if (!["reject", "propose", "comment", "insert"].includes(change.action))
    return `Unknown action "${String(change.action)}".`;
  if (typeof change.originalText !== "string" || change.originalText.trim() === "")
    return "The clause text is empty.";
  if (change.action === "propose" && typeof change.proposedText !== "string")
    return "No proposed wording was given.";
  if (change.action === "insert" && (change.proposedText ?? "").trim() === "")
    return "No wording was given for the new clause.";
  return null;
}

function defaultComment(change: RedlineChange): string {
  if (change.action === "insert") return "We propose to add this clause.";
  return change.action === "reject"
    ? "We propose to delete this clause."
    : change.action === "comment"
      ? "We would like to discuss this clause."
      : "We propose to amend this clause.";
}

/**
 * Writes decisions into the user's original DOCX as real Word revisions: a proposal becomes the
 * smallest word-level set of w:del/w:ins, a rejection a tracked deletion of the clause, and each
 * carries a comment with the reason. Everything else in the file is left as it was. Text that
 * cannot be found exactly (or only ambiguously) is reported in `notApplied`, never guessed.
 */
export async function writeRedline(
  docx: Uint8Array,
  changes: RedlineChange[],
  opts: RedlineOptions = {},
): Promise<RedlineResult> {
  checkDocxContent(docx);
  const author = opts.author?.trim() || "Clausewise";
  const fileDate = opts.date ?? new Date();
  const date = wordDate(fileDate);

  let zip: JSZip;
  let xml: string;
  try {
    zip = await JSZip.loadAsync(docx);
    xml = (await zip.file(DOCUMENT_PART)?.async("string")) ?? "";
  } catch (error) {
    throw new DocumentError("CORRUPT", undefined, { cause: error });
  }
  let parseError: string | null = null;
  const doc = new DOMParser({
    onError: (level, message) => {
      if (level !== "warning") parseError ??= message;
    },
  }).parseFromString(xml, "text/xml");
  if (parseError !== null || !doc.documentElement) {
    throw new DocumentError("CORRUPT", undefined, { cause: new Error(parseError ?? "no root element") });
  }

  const stream = buildTextStream(doc);
  const locator = new ClauseLocator(stream);
  const plan = new EditPlan(stream);
  let nextId = Math.max(maxNumericId(xml), await maxCommentId(zip)) + 1;
  const takeId = () => nextId++;

  const applied: string[] = [];
  const notApplied: Array<{ id: string; reason: string }> = [];
  const comments: NewComment[] = [];
  for (const change of changes) {
    const invalid = invalidReason(change);
    if (invalid) {
      notApplied.push({ id: change.id, reason: invalid });
      continue;
    }
    const found = locator.locate(change.originalText, change.occurrence);
    if (!found.ok) {
      notApplied.push({ id: change.id, reason: found.reason });
      continue;
    }
    if (change.action === "insert") {
      const commentId = takeId();
      const lines = (change.proposedText ?? "")
        .split(/\n+/)
        .map((line) => line.replace(/\s+/g, " ").trim())
        .filter((line) => line !== "");
      // the first line is the new clause's heading when it is given one: it looks like the contract's
      const heading = change.headingLike
        ? locator.locate(change.headingLike.text, change.headingLike.occurrence)
        : null;
      plan.newParagraphs.push({
        afterPara: stream.para(found.last),
        lines,
        commentId,
        ...(heading?.ok ? { headingPara: stream.para(heading.first) } : {}),
      });
      comments.push({ id: commentId, text: change.comment?.trim() || defaultComment(change) });
      applied.push(change.id);
      continue;
    }
    const isComment = change.action === "comment";
    const isDeletion =
      !isComment && (change.action === "reject" || (change.proposedText ?? "").trim() === "");
    const span = isDeletion
      ? rejectionSpan(plan, found.first, found.last)
      : { first: found.first, last: found.last };
    if (!plan.claim(span.first, span.last)) {
      notApplied.push({
        id: change.id,
        reason: "This clause overlaps another change that was already applied.",
      });
      continue;
    }
    const commentId = takeId();
    if (isComment) {
      planComment(plan, span, commentId);
    } else if (isDeletion) {
      planRejection(plan, span, commentId);
    } else if (!planProposal(plan, span, change.proposedText ?? "", commentId)) {
      notApplied.push({ id: change.id, reason: "The proposed wording is the same as the current wording." });
      continue;
    }
    comments.push({ id: commentId, text: change.comment?.trim() || defaultComment(change) });
    applied.push(change.id);
  }

  if (applied.length === 0) return { bytes: docx.slice(), applied, notApplied };

  const styles = (await zip.file("word/styles.xml")?.async("string")) ?? "";
  new RunRewriter(plan, new WordXml(doc), {
    author,
    date,
    nextId: takeId,
    hasCommentReferenceStyle: /styleId="CommentReference"/.test(styles),
  }).apply();

  zip.file(DOCUMENT_PART, new XMLSerializer().serializeToString(doc), { date: fileDate });
  await addComments(zip, comments, { author, date, fileDate });
  const bytes = await zip.generateAsync({
    type: "uint8array",
    compression: "DEFLATE",
    compressionOptions: { level: 6 },
  });
  return { bytes, applied, notApplied };
}
