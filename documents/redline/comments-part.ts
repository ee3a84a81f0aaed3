import type JSZip from "jszip";
import { W_NS } from "./ooxml";

const COMMENTS_TYPE = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments";
const COMMENTS_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml";
const DOCUMENT_RELS = "word/_rels/document.xml.rels";

export interface NewComment {
  id: number;
  text: string;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .split("")
    .filter((ch) => isXmlChar(ch.charCodeAt(0)))
    .join("");
}

/** XML 1.0 forbids most control characters, even escaped. */
function isXmlChar(code: number): boolean {
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);
}

function commentXml(comment: NewComment, author: string, date: string, initials: string): string {
  const lines = comment.text.split(/\r?\n/).filter((line, _i, all) => line.trim() !== "" || all.length === 1);
  const paragraphs = lines.map((line, i) => {
    const mark = i === 0 ? `<w:r><w:annotationRef/></w:r>` : "";
    return `<w:p>${mark}<w:r><w:t xml:space="preserve">${escapeXml(line)}</w:t></w:r></w:p>`;
  });
  return (
    `<w:comment xmlns:w="${W_NS}" w:id="${comment.id}" w:author="${escapeXml(author)}" ` +
    `w:date="${date}" w:initials="${escapeXml(initials)}">${paragraphs.join("")}</w:comment>`
  );
}

function initialsOf(author: string): string {
  const letters = author
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("");
  return letters.slice(0, 4) || "CW";
}

function resolveTarget(target: string): string {
  if (target.startsWith("/")) return target.slice(1);
  const parts = ["word"];
  for (const segment of target.split("/")) {
    if (segment === "..") parts.pop();
    else if (segment !== "." && segment !== "") parts.push(segment);
  }
  return parts.join("/");
}

/** Highest w:id in a comments part, so new comment ids can stay clear of existing ones. */
export async function maxCommentId(zip: JSZip): Promise<number> {
  const part = await findCommentsPart(zip);
  if (!part) return -1;
  const xml = (await zip.file(part)?.async("string")) ?? "";
  return maxNumericId(xml);
}

export function maxNumericId(xml: string): number {
  let max = -1;
  for (const match of xml.matchAll(/:id="(\d{1,9})"/g)) max = Math.max(max, Number(match[1]));
  return max;
}

async function findCommentsPart(zip: JSZip): Promise<string | null> {
  const rels = (await zip.file(DOCUMENT_RELS)?.async("string")) ?? "";
  for (const match of rels.matchAll(/<Relationship\b[^>]*>/g)) {
    const tag = match[0];
    if (!tag.includes(`Type="${COMMENTS_TYPE}"`)) continue;
    const target = /Target="([^"]+)"/.exec(tag)?.[1];
    if (target) return resolveTarget(target);
  }
  return null;
}

/**
 * Adds comments to word/comments.xml, creating the part, its relationship and its content type
 * when the document has none. Existing comments are kept as they are.
 */
export async function addComments(
  zip: JSZip,
  comments: NewComment[],
  meta: { author: string; date: string; fileDate: Date },
): Promise<void> {
  if (comments.length === 0) return;
  const initials = initialsOf(meta.author);
  const added = comments.map((c) => commentXml(c, meta.author, meta.date, initials)).join("");
  const existingPart = await findCommentsPart(zip);
  const part = existingPart ?? "word/comments.xml";
  const existing = existingPart ? await zip.file(existingPart)?.async("string") : undefined;

  let xml: string;
  if (existing !== undefined) {
    const close = /<\/([\w.-]+:)?comments>\s*$/.exec(existing);
    const selfClosed = /<([\w.-]+:)?comments\b([^>]*)\/>\s*$/.exec(existing);
    if (close) {
      xml = existing.slice(0, close.index) + added + existing.slice(close.index);
    } else if (selfClosed) {
      const prefix = selfClosed[1] ?? "";
      xml = `${existing.slice(0, selfClosed.index)}<${prefix}comments${selfClosed[2]}>${added}</${prefix}comments>`;
    } else {
      throw new Error("word/comments.xml has an unexpected shape");
    }
  } else {
    xml =
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n` +
      `<w:comments xmlns:w="${W_NS}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">${added}</w:comments>`;
  }
  zip.file(part, xml, { date: meta.fileDate });

  if (!existingPart) {
    const rels =
      (await zip.file(DOCUMENT_RELS)?.async("string")) ??
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>`;
    const used = new Set([...rels.matchAll(/\bId="([^"]+)"/g)].map((m) => m[1]));
    let n = used.size + 1;
    while (used.has(`rId${n}`)) n++;
    const relationship = `<Relationship Id="rId${n}" Type="${COMMENTS_TYPE}" Target="comments.xml"/>`;
    const withRel = rels.includes("</Relationships>")
      ? rels.replace("</Relationships>", `${relationship}</Relationships>`)
      : rels.replace(/<Relationships([^>]*)\/>/, `<Relationships$1>${relationship}</Relationships>`);
    zip.file(DOCUMENT_RELS, withRel, { date: meta.fileDate });
  }

  const typesPath = "[Content_Types].xml";
  const types = (await zip.file(typesPath)?.async("string")) ?? "";
  if (!types.includes(`PartName="/${part}"`)) {
    const override = `<Override PartName="/${part}" ContentType="${COMMENTS_CONTENT_TYPE}"/>`;
    zip.file(typesPath, types.replace("</Types>", `${override}</Types>`), { date: meta.fileDate });
  }
}
