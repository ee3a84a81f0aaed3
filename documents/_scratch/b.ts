import { Document, Packer, Paragraph, TextRun, HeadingLevel } from "docx";
import JSZip from "jszip";
import { DOMParser, XMLSerializer } from "@xmldom/xmldom";
import mammoth from "mammoth";
const words = "the supplier shall provide the services with reasonable skill and care in accordance with good industry practice and the customer shall pay each invoice within thirty days".split(" ");
const paras: Paragraph[] = [];
for (let i = 0; i < 300; i++) {
  const text = Array.from({ length: 50 }, (_, j) => words[(i * 7 + j) % words.length]).join(" ") + ".";
  if (i % 10 === 0) paras.push(new Paragraph({ text: `Clause ${i / 10 + 1}`, heading: HeadingLevel.HEADING_2 }));
  paras.push(new Paragraph({ children: [new TextRun({ text: text.slice(0, 100) }), new TextRun({ text: text.slice(100), bold: i % 3 === 0 })] }));
}
const doc = new Document({ sections: [{ children: paras }] });
const buf = await Packer.toBuffer(doc);
console.log("docx bytes", buf.length);
let t = performance.now();
const zip = await JSZip.loadAsync(buf);
const xml = await zip.file("word/document.xml")!.async("string");
console.log("unzip", performance.now() - t, xml.length); t = performance.now();
const d = new DOMParser().parseFromString(xml, "text/xml");
console.log("parse", performance.now() - t); t = performance.now();
const out = new XMLSerializer().serializeToString(d);
console.log("serialize", performance.now() - t, out.length); t = performance.now();
zip.file("word/document.xml", out);
const gen = await zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
console.log("zip", performance.now() - t, gen.length); t = performance.now();
const r = await mammoth.convertToHtml({ buffer: Buffer.from(gen) });
console.log("mammoth", performance.now() - t, r.value.length);
console.log(xml.slice(0, 1500));
for (let k = 0; k < 3; k++) {
  let t2 = performance.now();
  const d2 = new DOMParser().parseFromString(xml, "text/xml");
  const p = performance.now() - t2; t2 = performance.now();
  new XMLSerializer().serializeToString(d2);
  const s = performance.now() - t2; t2 = performance.now();
  const z = await JSZip.loadAsync(gen); z.file("word/document.xml", out);
  await z.generateAsync({ type: "uint8array", compression: "DEFLATE" });
  const zz = performance.now() - t2; t2 = performance.now();
  await mammoth.convertToHtml({ buffer: Buffer.from(gen) });
  console.log("warm parse", p.toFixed(1), "ser", s.toFixed(1), "zip", zz.toFixed(1), "mammoth", (performance.now() - t2).toFixed(1));
}
