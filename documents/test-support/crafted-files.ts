import { createDeflate } from "node:zlib";
import { inflateEntry, listZipEntries } from "../zip-entries";
import { makeDocx, p, W_NS } from "./make-docx";
import { layoutColumn, makePdf } from "./make-pdf";
import { writeZip } from "./zip-writer";

/**
 * Hostile files from the robustness attack (issue 9), rebuilt from scratch so tests and the
 * bench replay can use them without storing large binaries.
 */

const CLAUSES = [
  "1. Services. The Supplier shall provide the Services described in Schedule 1 with reasonable skill and care.",
  "2. Fees. The Customer shall pay the Fees within thirty (30) days of receiving a valid invoice.",
  "3. Term. This Agreement starts on the Effective Date and continues for two years.",
  "4. Termination. Either party may terminate this Agreement on ninety (90) days' written notice.",
  "5. Law. This Agreement is governed by the laws of England and Wales.",
];

/** A valid two-page text PDF. */
export function twoPagePdf(): Uint8Array {
  return makePdf([
    { kind: "text", lines: layoutColumn(CLAUSES.slice(0, 3), { x: 50, top: 780, maxChars: 80 }) },
    { kind: "text", lines: layoutColumn(CLAUSES.slice(3), { x: 50, top: 780, maxChars: 80 }) },
  ]);
}

/** A valid DOCX of a few clauses. */
export function smallDocx(): Promise<Uint8Array> {
  return makeDocx(CLAUSES.map((clause) => p(clause)).join(""));
}

/** The PDF that ended the process: bytes from its 5th object up to `xref` overwritten by NUL. */
export function nulOverwrittenPdf(pdf: Uint8Array = twoPagePdf()): Uint8Array {
  const text = Buffer.from(pdf).toString("latin1");
  const start = text.indexOf("\n5 0 obj") + 1;
  const end = text.indexOf("xref", start);
  if (start <= 0 || end <= start) throw new Error("the PDF has no 5th object before its xref");
  const out = new Uint8Array(pdf);
  out.fill(0, start, end);
  return out;
}

/** A small DOCX whose word/document.xml unpacks to about `xmlBytes` of repeated paragraphs. */
export async function hugeDocumentXmlDocx(xmlBytes: number): Promise<Uint8Array> {
  const paragraph = p(CLAUSES[1]);
  const body = paragraph.repeat(Math.ceil(xmlBytes / paragraph.length));
  // The other parts from a normal file; the main part deflated natively (JSZip is slow at 95 MB).
  const template = await makeDocx("");
  const parts = listZipEntries(template)
    .filter((entry) => entry.name !== "word/document.xml")
    .map((entry) => ({ name: entry.name, data: inflateEntry(template, entry) }));
  const documentXml = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W_NS}"><w:body>${body}</w:body></w:document>`;
  return writeZip([...parts, { name: "word/document.xml", data: documentXml }]);
}

/** A one-page PDF whose content stream inflates to `decodedBytes` (a compression bomb). */
export async function hugeStreamPdf(decodedBytes: number): Promise<Uint8Array> {
  const compressed = await deflateRepeated(Buffer.alloc(1 << 20, " "), decodedBytes);
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n")];
  const offsets: number[] = [];
  const length = () => parts.reduce((n, part) => n + part.length, 0);
  const object = (n: number, body: Buffer | string) => {
    offsets[n] = length();
    parts.push(Buffer.from(`${n} 0 obj\n`), Buffer.from(body), Buffer.from("\nendobj\n"));
  };
  object(1, "<< /Type /Catalog /Pages 2 0 R >>");
  object(2, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>");
  object(3, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>");
  object(
    4,
    Buffer.concat([
      Buffer.from(`<< /Length ${compressed.length} /Filter /FlateDecode >>\nstream\n`),
      compressed,
      Buffer.from("\nendstream"),
    ]),
  );
  const xrefAt = length();
  const xref = ["xref\n0 5\n0000000000 65535 f \n"];
  for (let n = 1; n <= 4; n++) xref.push(`${String(offsets[n]).padStart(10, "0")} 00000 n \n`);
  xref.push(`trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`);
  parts.push(Buffer.from(xref.join("")));
  return new Uint8Array(Buffer.concat(parts));
}

function deflateRepeated(chunk: Buffer, total: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const deflate = createDeflate({ level: 9 });
    const out: Buffer[] = [];
    deflate.on("data", (data: Buffer) => out.push(data));
    deflate.on("end", () => resolve(Buffer.concat(out)));
    deflate.on("error", reject);
    let written = 0;
    const write = () => {
      while (written < total) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - written));
        written += piece.length;
        if (!deflate.write(piece)) {
          deflate.once("drain", write);
          return;
        }
      }
      deflate.end();
    };
    write();
  });
}

/** A deterministic pseudo-random generator, so a mutation run can be repeated. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}

/** A copy of `bytes` with 1 to 8 random bytes (or a short run) changed. */
export function mutateBytes(bytes: Uint8Array, random: () => number): Uint8Array {
  const out = new Uint8Array(bytes);
  const edits = 1 + Math.floor(random() * 8);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(random() * out.length);
    if (random() < 0.2) {
      const run = Math.min(out.length - at, 1 + Math.floor(random() * 64));
      out.fill(random() < 0.5 ? 0 : Math.floor(random() * 256), at, at + run);
    } else {
      out[at] = Math.floor(random() * 256);
    }
  }
  return out;
}
