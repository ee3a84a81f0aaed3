import { DOMParser, XMLSerializer } from "@xmldom/xmldom";
import JSZip from "jszip";
import { checkDocxContent } from "../docx-check";
import { buildTextStream } from "../redline/text-stream";
import { ClauseLocator } from "../redline/locate";
import { Document, Packer, Paragraph, TextRun } from "docx";
const children = [];
for (let n = 1; n <= 450; n++) children.push(new Paragraph({ children: [new TextRun(`${n}.1 In respect of clause ${n}, the Supplier shall provide the Services with reasonable skill and care and in accordance with Good `), new TextRun({ text: "Industry Practice and the customer shall pay", bold: true }), new TextRun(" each valid invoice within thirty (30) days of the date of receipt.")] }));
const docx = new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children }] })));
for (let k = 0; k < 6; k++) {
  let t = performance.now(); const lap = (n: string) => { const x = performance.now(); process.stdout.write(`${n} ${(x - t).toFixed(1)}  `); t = x; };
  checkDocxContent(docx); lap("check");
  const zip = await JSZip.loadAsync(docx); const xml = await zip.file("word/document.xml")!.async("string"); lap("unzip");
  const doc = new DOMParser().parseFromString(xml, "text/xml"); lap("parse");
  const s = buildTextStream(doc); lap("stream");
  const loc = new ClauseLocator(s); lap("normalise");
  loc.locate("450.1 In respect of clause 450"); lap("locate");
  const out = new XMLSerializer().serializeToString(doc); lap("serialise");
  zip.file("word/document.xml", out); await zip.generateAsync({ type: "uint8array", compression: "DEFLATE" }); lap("zip");
  console.log(xml.length);
}
