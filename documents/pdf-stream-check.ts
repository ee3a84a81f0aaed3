import { constants, inflateSync } from "node:zlib";
import { DocumentError } from "./document-error";

const STREAM = Buffer.from("stream");
const END_STREAM = Buffer.from("endstream");
const FLATE = Buffer.from("/FlateDecode");
const FLATE_SHORT = Buffer.from("/Fl");
/** How far back from `stream` to look for the stream's dictionary. */
const DICT_WINDOW = 1024;

function isFlate(dictionary: Buffer): boolean {
  if (dictionary.indexOf(FLATE) !== -1) return true;
  const at = dictionary.lastIndexOf(FLATE_SHORT);
  return at !== -1 && !/[A-Za-z]/.test(String.fromCharCode(dictionary[at + 3] ?? 32));
}

/**
 * Refuses a PDF in which any Flate-compressed stream unpacks to more than `maxBytes` (a compression
 * bomb: a few hundred KB that pdfjs would inflate to gigabytes). Each stream is inflated with a
 * hard output cap, so the check itself never holds more than `maxBytes`. Damaged streams are left
 * for pdfjs to judge.
 */
export function assertPdfStreamsWithin(bytes: Uint8Array, maxBytes: number): void {
  const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = pdf.indexOf(STREAM);
  while (at !== -1) {
    const isEnd = at >= 3 && pdf.toString("latin1", at - 3, at) === "end";
    let start = at + STREAM.length;
    if (pdf[start] === 0x0d) start++;
    if (!isEnd && pdf[start] === 0x0a) {
      start++;
      const end = pdf.indexOf(END_STREAM, start);
      const data = pdf.subarray(start, end === -1 ? pdf.length : end);
      if (isFlate(pdf.subarray(Math.max(0, at - DICT_WINDOW), at))) checkInflatedSize(data, maxBytes);
      if (end === -1) return;
      at = pdf.indexOf(STREAM, end + END_STREAM.length);
    } else {
      at = pdf.indexOf(STREAM, start);
    }
  }
}

function checkInflatedSize(data: Buffer, maxBytes: number): void {
  try {
    inflateSync(data, { maxOutputLength: maxBytes, finishFlush: constants.Z_SYNC_FLUSH });
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE")
      throw new DocumentError("TOO_COMPLEX", undefined, { cause: error });
  }
}
