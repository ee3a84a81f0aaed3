import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from "docx";
import { describe, expect, it } from "vitest";
import { htmlToText } from "../common/html-text";
import { DocumentError } from "./document-error";
import { parseHtmlFragment } from "./html-dom";
import { readDocx } from "./read-docx";
import { makeDocx, p, r } from "./test-support/make-docx";

async function contractDocx(): Promise<Uint8Array> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: "Master Services Agreement", heading: HeadingLevel.HEADING_1 }),
          new Paragraph({
            alignment: AlignmentType.JUSTIFIED,
            children: [
              new TextRun("The Customer shall pay each invoice within "),
              new TextRun({ text: "thirty (30) days", bold: true }),
              new TextRun(" of receipt."),
            ],
          }),
          new Table({
            rows: [
              new TableRow({
                children: [
                  new TableCell({ children: [new Paragraph("Service")] }),
                  new TableCell({ children: [new Paragraph("Annual fee")] }),
                ],
              }),
              new TableRow({
                children: [
                  new TableCell({ children: [new Paragraph("Hosting")] }),
                  new TableCell({ children: [new Paragraph("£12,000")] }),
                ],
              }),
            ],
          }),
          new Paragraph("This Agreement is governed by the laws of England and Wales."),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}

describe("readDocx", () => {
  it("returns sanitised HTML and the text the engine sees", async () => {
    const { html, text } = await readDocx(await contractDocx());
    expect(html).toContain("<h1>Master Services Agreement</h1>");
    expect(html).toContain("<strong>thirty (30) days</strong>");
    expect(html).toContain("<table>");
    expect(text).toBe(
      "Master Services Agreement\n\nThe Customer shall pay each invoice within thirty (30) days of receipt.\n\n" +
        "Service\tAnnual fee\nHosting\t£12,000\n\nThis Agreement is governed by the laws of England and Wales.",
    );
    expect(htmlToText(parseHtmlFragment(html))).toBe(text);
  });

  it("drops scripts, unsafe links and images", async () => {
    const body =
      `<w:p><w:hyperlink r:id="rIdBad"><w:r><w:t>click</w:t></w:r></w:hyperlink>${r(" and ")}` +
      `<w:hyperlink r:id="rIdGood"><w:r><w:t>site</w:t></w:r></w:hyperlink></w:p>` +
      p("<script>alert(1)</script> stays as text");
    const docx = await makeDocx(body);
    // Add the two hyperlink relationships.
    const JSZip = (await import("jszip")).default;
    const zip = await JSZip.loadAsync(docx);
    const rels = (await zip.file("word/_rels/document.xml.rels")?.async("string")) ?? "";
    zip.file(
      "word/_rels/document.xml.rels",
      rels.replace(
        "</Relationships>",
        `<Relationship Id="rIdBad" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="javascript:alert(1)" TargetMode="External"/>` +
          `<Relationship Id="rIdGood" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://example.com/" TargetMode="External"/></Relationships>`,
      ),
    );
    const { html, text } = await readDocx(await zip.generateAsync({ type: "uint8array" }));
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("<script");
    expect(html).toContain('<a href="https://example.com/">site</a>');
    expect(text).toBe("click and site\n\n<script>alert(1)</script> stays as text");
  });

  it("shows inserted text and hides deleted text of existing revisions", async () => {
    const body =
      `<w:p>${r("Payment is due in ")}<w:del w:id="1" w:author="A" w:date="2024-01-01T00:00:00Z"><w:r><w:delText>sixty</w:delText></w:r></w:del>` +
      `<w:ins w:id="2" w:author="A" w:date="2024-01-01T00:00:00Z"><w:r><w:t>thirty</w:t></w:r></w:ins>${r(" days.")}</w:p>`;
    const { text } = await readDocx(await makeDocx(body));
    expect(text).toBe("Payment is due in thirty days.");
  });

  it("refuses what is not a readable DOCX with a DocumentError", async () => {
    await expect(
      readDocx(new TextEncoder().encode("plain text, not a document at all")),
    ).rejects.toBeInstanceOf(DocumentError);
  });

  it("reads every paragraph of a 30-page contract (its speed is measured by npm run bench)", async () => {
    const paragraphs: Paragraph[] = [];
    for (let i = 0; i < 330; i++) {
      paragraphs.push(
        new Paragraph(
          `${i + 1}. The Supplier shall provide the Services with reasonable skill and care, in accordance with good industry practice and the Specification, and shall ensure that all personnel are suitably qualified.`,
        ),
      );
    }
    const bytes = new Uint8Array(
      await Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] })),
    );
    const { text } = await readDocx(bytes);
    const read = text.split("\n\n");
    expect(read).toHaveLength(330);
    expect(read[329]).toMatch(/^330\. The Supplier shall provide the Services/);
  });
});
