/** Minimal PDF writer for tests: text pages in Helvetica and image-only (scanned) pages. */

export interface PdfTextLine {
  x: number;
  y: number;
  text: string;
  size?: number;
}

export type PdfPageSpec =
  | { kind: "text"; lines: PdfTextLine[] }
  | { kind: "image"; jpeg: Uint8Array; width: number; height: number };

const A4 = { width: 595, height: 842 };

function escapePdfString(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/\(/g, "\\(").replace(/\)/g, "\\)");
}

/** Builds a PDF whose pages are text lines or one full-page JPEG each. */
export function makePdf(pages: PdfPageSpec[]): Uint8Array {
  const objects: Array<Uint8Array | string> = [];
  const add = (body: Uint8Array | string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add("");
  const pagesObj = add("");
  const font = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const kids: number[] = [];
  const encoder = new TextEncoder();
  const stream = (dict: string, data: Uint8Array): Uint8Array => {
    const head = encoder.encode(`<< ${dict} /Length ${data.length} >>\nstream\n`);
    const tail = encoder.encode("\nendstream");
    const out = new Uint8Array(head.length + data.length + tail.length);
    out.set(head, 0);
    out.set(data, head.length);
    out.set(tail, head.length + data.length);
    return out;
  };
  for (const page of pages) {
    let resources: string;
    let content: string;
    if (page.kind === "text") {
      content = page.lines
        .map(
          (line) =>
            `BT /F1 ${line.size ?? 11} Tf ${line.x} ${line.y} Td (${escapePdfString(line.text)}) Tj ET`,
        )
        .join("\n");
      resources = `<< /Font << /F1 ${font} 0 R >> >>`;
    } else {
      const image = add(
        stream(
          `/Type /XObject /Subtype /Image /Width ${page.width} /Height ${page.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode`,
          page.jpeg,
        ),
      );
      content = `q ${A4.width} 0 0 ${A4.height} 0 0 cm /Im1 Do Q`;
      resources = `<< /XObject << /Im1 ${image} 0 R >> >>`;
    }
    const contents = add(stream("", encoder.encode(content)));
    kids.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources ${resources} /Contents ${contents} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R >>`;
  objects[pagesObj - 1] =
    `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(" ")}] /Count ${kids.length} >>`;

  const chunks: Uint8Array[] = [encoder.encode("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")];
  let length = chunks[0].length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const head = encoder.encode(`${index + 1} 0 obj\n`);
    const data = typeof body === "string" ? encoder.encode(body) : body;
    const tail = encoder.encode("\nendobj\n");
    chunks.push(head, data, tail);
    length += head.length + data.length + tail.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`];
  for (const offset of offsets) xref.push(`${String(offset).padStart(10, "0")} 00000 n \n`);
  xref.push(`trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${length}\n%%EOF\n`);
  chunks.push(encoder.encode(xref.join("")));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** Lays out paragraphs as lines of at most `maxChars` characters from (x, top) downwards. */
export function layoutColumn(
  paragraphs: string[],
  options: {
    x: number;
    top: number;
    maxChars: number;
    size?: number;
    leading?: number;
    paragraphGap?: number;
  },
): PdfTextLine[] {
  const size = options.size ?? 11;
  const leading = options.leading ?? 14;
  const gap = options.paragraphGap ?? 10;
  const lines: PdfTextLine[] = [];
  let y = options.top;
  for (const paragraph of paragraphs) {
    let line = "";
    for (const word of paragraph.split(" ")) {
      if (line && `${line} ${word}`.length > options.maxChars) {
        lines.push({ x: options.x, y, text: line, size });
        y -= leading;
        line = word;
      } else {
        line = line ? `${line} ${word}` : word;
      }
    }
    if (line) {
      lines.push({ x: options.x, y, text: line, size });
      y -= leading;
    }
    y -= gap;
  }
  return lines;
}
