import { AlignmentType, Document, FootnoteReferenceRun, LevelFormat, Packer, Paragraph, TextRun } from "docx";
import { describe, expect, it } from "vitest";
import { numberParagraphs } from "./docx-numbering";
import { readDocx } from "./read-docx";

const level = (lvl: number, format: (typeof LevelFormat)[keyof typeof LevelFormat], text: string) => ({
  level: lvl,
  format,
  text,
  alignment: AlignmentType.LEFT,
});

/** A contract whose clause numbers come from Word's list numbering, as law firms send them. */
async function autoNumbered(): Promise<Uint8Array> {
  const clause = (lvl: number, text: string, children?: Array<TextRun | FootnoteReferenceRun>) =>
    new Paragraph({
      numbering: { reference: "clauses", level: lvl },
      children: children ?? [new TextRun(text)],
    });
  const doc = new Document({
    numbering: {
      config: [
        {
          reference: "clauses",
          levels: [
            level(0, LevelFormat.DECIMAL, "%1."),
            level(1, LevelFormat.DECIMAL, "%1.%2"),
            level(2, LevelFormat.LOWER_LETTER, "(%3)"),
          ],
        },
        { reference: "recitals", levels: [level(0, LevelFormat.UPPER_LETTER, "(%1)")] },
      ],
    },
    footnotes: { 1: { children: [new Paragraph("As amended from time to time.")] } },
    sections: [
      {
        children: [
          new Paragraph("SERVICES AGREEMENT"),
          new Paragraph({
            numbering: { reference: "recitals", level: 0 },
            text: "The Customer runs dental clinics.",
          }),
          new Paragraph({
            numbering: { reference: "recitals", level: 0 },
            text: "The Supplier cleans buildings.",
          }),
          clause(0, "Services"),
          clause(1, "The Supplier shall clean the Premises."),
          clause(0, "Liability"),
          clause(1, "Nothing limits liability for death or personal injury."),
          clause(1, "", [
            new TextRun("The Supplier's total liability shall not exceed £250,000"),
            new FootnoteReferenceRun(1),
            new TextRun(" in aggregate."),
          ]),
          new Paragraph("This paragraph continues clause 2.2 without a number."),
          clause(1, "Either party may terminate this Agreement if the other:"),
          clause(2, "commits a material breach; or"),
          clause(2, "becomes insolvent."),
          clause(1, "Clause 2.3 survives termination."),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

describe("Word's automatic clause numbers", () => {
  it("are read as text, the way Word shows them, with no footnote marks", async () => {
    const { text, html } = await readDocx(await autoNumbered());
    const lines = text.split("\n").filter((l) => l.trim() !== "");
    expect(lines).toEqual([
      "SERVICES AGREEMENT",
      "(A) The Customer runs dental clinics.",
      "(B) The Supplier cleans buildings.",
      "1. Services",
      "1.1 The Supplier shall clean the Premises.",
      "2. Liability",
      "2.1 Nothing limits liability for death or personal injury.",
      "2.2 The Supplier's total liability shall not exceed £250,000 in aggregate.",
      "This paragraph continues clause 2.2 without a number.",
      "2.3 Either party may terminate this Agreement if the other:",
      "(a) commits a material breach; or",
      "(b) becomes insolvent.",
      "2.4 Clause 2.3 survives termination.",
    ]);
    // the pane shows Word's numbers, not list numbers the browser would count again
    expect(html).not.toMatch(/<ol|<li/);
  });

  it("restarts a list where Word restarts it, and leaves bullets and unnumbered documents alone", () => {
    const w = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
    const numbering = `<w:numbering ${w}><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="lowerRoman"/><w:lvlText w:val="(%1)"/></w:lvl></w:abstractNum><w:abstractNum w:abstractNumId="1"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num><w:num w:numId="2"><w:abstractNumId w:val="0"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num><w:num w:numId="3"><w:abstractNumId w:val="1"/></w:num></w:numbering>`;
    const para = (numId: string, text: string) =>
      `<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="${numId}"/></w:numPr></w:pPr><w:r><w:t>${text}</w:t></w:r></w:p>`;
    const document = `<w:document ${w}><w:body>${para("1", "one")}${para("1", "two")}${para("2", "again")}${para("3", "dot")}</w:body></w:document>`;
    const out = numberParagraphs(document, numbering, null) ?? "";
    expect([...out.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1])).toEqual([
      "(i) ",
      "one",
      "(ii) ",
      "two",
      "(i) ",
      "again",
      "dot",
    ]);
    expect(
      numberParagraphs(`<w:document ${w}><w:body><w:p/></w:body></w:document>`, numbering, null),
    ).toBeNull();
  });
});
