import mammoth from "mammoth";
import { htmlToText } from "../common/html-text";
import { DocumentError } from "./document-error";
import { checkDocxContent } from "./docx-check";
import { parseHtmlFragment } from "./html-dom";
import { sanitiseDocumentHtml } from "./sanitise-html";

export interface DocxContent {
  /** Sanitised HTML for the document pane. */
  html: string;
  /** The text the analysis engine sees: exactly htmlToText of `html`, so offsets can be highlighted. */
  text: string;
}

// Images are dropped: the review needs the words, and not reading them keeps large files fast.
const skipImages = mammoth.images.imgElement(async () => ({ src: "" }));

/** Reads a DOCX into sanitised HTML and the matching plain text. Throws DocumentError. */
export async function readDocx(bytes: Uint8Array): Promise<DocxContent> {
  checkDocxContent(bytes);
  let raw: string;
  try {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const result = await mammoth.convertToHtml({ buffer }, { convertImage: skipImages });
    raw = result.value;
  } catch (error) {
    throw new DocumentError("CORRUPT", undefined, { cause: error });
  }
  const html = sanitiseDocumentHtml(raw);
  return { html, text: htmlToText(parseHtmlFragment(html)) };
}
