/**
 * Redline benchmark: a ~30-page contract made with the docx package, 10 proposals and 5
 * rejections written as tracked changes. Run: npx tsx bench/redline.ts
 */
import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from "docx";
import { readDocx } from "../documents/read-docx";
import type { RedlineChange } from "../documents/redline/types";
import { writeRedline } from "../documents/redline/write-redline";

const SENTENCES = [
  "The Supplier shall provide the Services with reasonable skill and care and in accordance with Good Industry Practice",
  "the Customer shall pay each valid invoice within thirty (30) days of the date of receipt",
  "either party may terminate this Agreement by giving not less than ninety (90) days' written notice to the other",
  "the Supplier's total liability arising under or in connection with this Agreement shall not exceed the Charges paid",
  "each party shall keep the other party's Confidential Information secret and shall not disclose it to any third party",
  "the Supplier shall maintain insurance with a reputable insurer against all risks that a prudent supplier would insure",
];

function clauseText(n: number): string {
  const parts: string[] = [];
  for (let s = 0; s < 4; s++) parts.push(SENTENCES[(n + s) % SENTENCES.length]);
  return `${n}.1 In respect of clause ${n}, ${parts.join("; and ")}.`;
}

async function makeContract(): Promise<Uint8Array> {
  const children: Array<Paragraph | Table> = [
    new Paragraph({ text: "MASTER SERVICES AGREEMENT", heading: HeadingLevel.TITLE }),
  ];
  for (let n = 1; n <= 150; n++) {
    children.push(new Paragraph({ text: `${n}. Clause heading ${n}`, heading: HeadingLevel.HEADING_2 }));
    const text = clauseText(n);
    const cut = text.indexOf(" shall ");
    children.push(
      new Paragraph({
        children: [
          new TextRun(text.slice(0, cut)),
          new TextRun({ text: text.slice(cut, cut + 40), bold: n % 2 === 0 }),
          new TextRun({ text: text.slice(cut + 40), italics: n % 5 === 0 }),
        ],
      }),
    );
    children.push(
      new Paragraph(
        `${n}.2 Clause ${n} continues to apply after termination of this Agreement for any reason.`,
      ),
    );
    if (n % 20 === 0) {
      children.push(
        new Table({
          rows: [1, 2, 3].map(
            (row) =>
              new TableRow({
                children: [
                  new TableCell({ children: [new Paragraph(`Item ${n}-${row}`)] }),
                  new TableCell({ children: [new Paragraph(`£${row * 1000 + n} per month`)] }),
                ],
              }),
          ),
        }),
      );
    }
  }
  return new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children }] })));
}

function changesFor(text: string): RedlineChange[] {
  const paragraphs = text.split("\n\n");
  const changes: RedlineChange[] = [];
  for (let i = 0; i < 10; i++) {
    const n = 5 + i * 10;
    const original = paragraphs.find((para) => para.startsWith(`${n}.1 `)) ?? "";
    changes.push({
      id: `propose-${n}`,
      action: "propose",
      originalText: original,
      proposedText: original
        .replace("thirty (30) days", "fourteen (14) days")
        .replace("reasonable skill and care", "all reasonable skill, care and diligence")
        .replace("ninety (90)", "thirty (30)")
        .replace("secret", "strictly confidential"),
      comment: `Proposed amendment to clause ${n}.`,
    });
  }
  for (let i = 0; i < 5; i++) {
    const n = 8 + i * 20;
    const first = paragraphs.find((para) => para.startsWith(`${n}.1 `)) ?? "";
    const second = paragraphs.find((para) => para.startsWith(`${n}.2 `)) ?? "";
    changes.push({
      id: `reject-${n}`,
      action: "reject",
      originalText: `${first}\n\n${second}`,
      comment: `We ask that clause ${n} is deleted.`,
    });
  }
  return changes;
}

const docx = await makeContract();
const { text } = await readDocx(docx);
const pages = Math.round(text.split(/\s+/).length / 500);
const changes = changesFor(text);

const times: number[] = [];
let applied = 0;
let output = 0;
for (let i = 0; i < 12; i++) {
  const started = performance.now();
  const result = await writeRedline(docx, changes, { date: new Date("2025-01-01T00:00:00Z") });
  times.push(performance.now() - started);
  applied = result.applied.length;
  output = result.bytes.length;
  if (result.notApplied.length > 0) throw new Error(`not applied: ${JSON.stringify(result.notApplied)}`);
}
// The output must still read as the accepted contract: proposals in, rejected clauses out.
const finalResult = await writeRedline(docx, changes, { date: new Date("2025-01-01T00:00:00Z") });
const accepted = (await readDocx(finalResult.bytes)).text;
if (!accepted.includes("fourteen (14) days") || accepted.includes("8.1 In respect of clause 8,")) {
  throw new Error("redlined output does not read as the accepted contract");
}
const first = times[0];
const warm = times.slice(2).sort((a, b) => a - b);
const median = warm[Math.floor(warm.length / 2)];
console.log(`redline: ~${pages} pages (${text.length} chars, ${(docx.length / 1024).toFixed(0)} KB docx)`);
console.log(
  `changes applied: ${applied} (10 proposals + 5 rejections), output ${(output / 1024).toFixed(0)} KB`,
);
console.log(`first run: ${first.toFixed(1)} ms`);
console.log(
  `warm: median ${median.toFixed(1)} ms, min ${warm[0].toFixed(1)} ms, max ${warm[warm.length - 1].toFixed(1)} ms`,
);
console.log(`target < 200 ms: ${median < 200 ? "met" : "NOT met"}`);
