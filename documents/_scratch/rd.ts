import { Document, Packer, Paragraph } from "docx";
import mammoth from "mammoth";
import { htmlToText } from "../../common/html-text";
import { checkDocxContent } from "../docx-check";
import { parseHtmlFragment } from "../html-dom";
import { sanitiseDocumentHtml } from "../sanitise-html";
const paragraphs: Paragraph[] = [];
for (let i = 0; i < 330; i++) paragraphs.push(new Paragraph(`${i + 1}. The Supplier shall provide the Services with reasonable skill and care, in accordance with good industry practice and the Specification, and shall ensure that all personnel are suitably qualified.`));
const bytes = new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] })));
for (let k = 0; k < 15; k++) {
  let t = performance.now(); const lap = (n: string) => { const x = performance.now(); process.stdout.write(`${n} ${(x - t).toFixed(1)}  `); t = x; };
  checkDocxContent(bytes); lap("check");
  const res = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) }); lap("mammoth");
  const html = sanitiseDocumentHtml(res.value); lap("sanitise");
  const root = parseHtmlFragment(html); lap("parse");
  htmlToText(root); lap("text"); console.log(html.length);
}
