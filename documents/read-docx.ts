import mammoth from "mammoth";
import { cleanText } from "../common/clean-text";
import { htmlToText } from "../common/html-text";
import { DocumentError } from "./document-error";
import { checkDocxContent } from "./docx-check";
import { withListLabels } from "./docx-numbering";
import { parseHtmlFragment } from "./html-dom";
import { DOCUMENT_LIMITS } from "./limits";
import { sanitiseDocumentHtml } from "./sanitise-html";

export interface DocxContent {
  /** Sanitised HTML for the document pane. */
  html: string;
  /** The text the analysis engine sees: exactly htmlToText of `html`, so offsets can be highlighted. */
  text: string;
}

// Images are dropped: the review needs the words, and not reading them keeps large files fast.
const skipImages = mammoth.images.imgElement(async () => ({ src: "" }));
// A footnote mark ("£250,000[3]") is not the contract's words: it would split a sentence the redline
// must find in the file again, and the notes themselves would land after the signatures.
type MammothRun = { children: Array<{ type: string }> };
// mammoth's own type declarations leave out its document transforms
const { transforms } = mammoth as unknown as {
  transforms: { run: (transform: (run: MammothRun) => MammothRun) => (document: unknown) => unknown };
};
const withoutNoteMarks = transforms.run((run) => {
  run.children = run.children.filter((c) => c.type !== "noteReference");
  return run;
});

const PARAGRAPH_OPEN = [Buffer.from("<w:p>"), Buffer.from("<w:p ")];

/** Counts paragraph elements without parsing, stopping once past `limit`. */
export function countDocxParagraphs(documentXml: Uint8Array, limit: number): number {
  const xml = Buffer.from(documentXml.buffer, documentXml.byteOffset, documentXml.byteLength);
  let total = 0;
  for (const needle of PARAGRAPH_OPEN) {
    for (let at = xml.indexOf(needle); at !== -1 && total <= limit; at = xml.indexOf(needle, at + 1)) total++;
  }
  return total;
}

/**
 * Reads a DOCX into sanitised HTML and the matching plain text, control characters removed.
 * Files over the paragraph or character limits are refused before or after mammoth parses them.
 * Throws DocumentError. Call it through the isolated reader on a server: mammoth is synchronous.
 */
export async function readDocx(bytes: Uint8Array): Promise<DocxContent> {
  const documentXml = checkDocxContent(bytes);
  if (countDocxParagraphs(documentXml, DOCUMENT_LIMITS.maxParagraphs) > DOCUMENT_LIMITS.maxParagraphs)
    throw new DocumentError("TOO_COMPLEX");
  let raw: string;
  try {
    const labelled = await withListLabels(bytes).catch(() => bytes);
    const buffer = Buffer.from(labelled.buffer, labelled.byteOffset, labelled.byteLength);
    const result = await mammoth.convertToHtml(
      { buffer },
      { convertImage: skipImages, transformDocument: withoutNoteMarks },
    );
    raw = result.value;
  } catch (error) {
    throw new DocumentError("CORRUPT", undefined, { cause: error });
  }
  const html = cleanText(sanitiseDocumentHtml(raw));
  const text = htmlToText(parseHtmlFragment(html));
  if (text.length > DOCUMENT_LIMITS.maxTextChars) throw new DocumentError("TOO_COMPLEX");
  return { html, text };
}
