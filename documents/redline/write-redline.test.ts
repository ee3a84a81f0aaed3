import { describe, expect, it } from "vitest";
import { readDocx } from "../read-docx";
import {
  commentAnchors,
  commentsOf,
  deletedMarks,
  markupText,
  readPart,
  revisionsOf,
} from "../test-support/inspect-docx";
import { makeDocx, p, r, table, W_NS } from "../test-support/make-docx";
import { occurrenceAt } from "./normalise";
import type { RedlineChange } from "./types";
import { writeRedline } from "./write-redline";

const DATE = new Date("2025-03-14T09:30:00.000Z");

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

async function redline(
  body: string,
  changes: RedlineChange[],
  options: Parameters<typeof import("../test-support/make-docx").makeDocx>[1] = {},
) {
  const original = await makeDocx(body, options);
  const result = await writeRedline(original, changes, { date: DATE });
  const xml = (await readPart(result.bytes, "word/document.xml")) ?? "";
  return { original, result, xml, markup: markupText(xml) };
}

/** What Word shows after "Accept all changes", read by mammoth (which skips deletions). */
async function acceptedText(bytes: Uint8Array): Promise<string> {
  return squash((await readDocx(bytes)).text);
}

function expectWellStamped(xml: string): void {
  const revisions = revisionsOf(xml).filter((rev) => rev.author === "Clausewise");
  expect(revisions.length).toBeGreaterThan(0);
  for (const rev of revisions) {
    expect(rev.date).toBe("2025-03-14T09:30:00Z");
    expect(rev.id).toMatch(/^\d+$/);
  }
  const ids = [...xml.matchAll(/<w:(?:ins|del)\b[^>]*w:id="(\d+)"/g)].map((m) => m[1]);
  expect(new Set(ids).size).toBe(ids.length);
}

describe("writeRedline: proposals as word-level revisions", () => {
  it("insert only: adds the new words and touches nothing else", async () => {
    const body = p("The Customer shall pay each invoice within thirty days of receipt.");
    const { result, xml, markup } = await redline(body, [
      {
        id: "payment",
        action: "propose",
        originalText: "The Customer shall pay each invoice within thirty days of receipt.",
        proposedText: "The Customer shall pay each undisputed invoice within thirty days of receipt.",
        comment: "Only undisputed amounts should fall due.",
      },
    ]);
    expect(result.applied).toEqual(["payment"]);
    expect(result.notApplied).toEqual([]);
    const revisions = revisionsOf(xml);
    expect(revisions.map((rev) => [rev.type, rev.text])).toEqual([["ins", "undisputed "]]);
    expect(markup).toContain("each {+undisputed +}invoice");
    expectWellStamped(xml);
    expect(await acceptedText(result.bytes)).toBe(
      "The Customer shall pay each undisputed invoice within thirty days of receipt.",
    );
  });

  it("delete only: wraps the removed words in w:del with w:delText", async () => {
    const body = p("The Supplier may, at its sole discretion, suspend the Services on notice.");
    const { result, xml, markup } = await redline(body, [
      {
        id: "suspension",
        action: "propose",
        originalText: "The Supplier may, at its sole discretion, suspend the Services on notice.",
        proposedText: "The Supplier may suspend the Services on notice.",
        comment: "Suspension must not be at the Supplier's sole discretion.",
      },
    ]);
    const revisions = revisionsOf(xml);
    expect(revisions.every((rev) => rev.type === "del")).toBe(true);
    expect(revisions.map((rev) => rev.text).join("")).toBe(", at its sole discretion,");
    expect(xml).toContain("<w:delText");
    expect(markup).toContain("may[-, at its sole discretion,-] suspend");
    expect(await acceptedText(result.bytes)).toBe("The Supplier may suspend the Services on notice.");
  });

  it("replace inside a sentence: only the changed words become revisions", async () => {
    const body = p("The Customer shall pay each invoice within sixty (60) days of the invoice date.");
    const { result, xml, markup } = await redline(body, [
      {
        id: "payment",
        action: "propose",
        originalText: "The Customer shall pay each invoice within sixty (60) days of the invoice date.",
        proposedText: "The Customer shall pay each invoice within thirty (30) days of the invoice date.",
        comment: "Our standard payment terms are 30 days.",
      },
    ]);
    expect(markup).toContain("within [-sixty-]{+thirty+} ([-60-]{+30+}) days");
    // Unchanged words keep their original run and text node.
    expect(xml).toContain("The Customer shall pay each invoice within ");
    expectWellStamped(xml);
    expect(await acceptedText(result.bytes)).toBe(
      "The Customer shall pay each invoice within thirty (30) days of the invoice date.",
    );
  });

  it("writes a rewrite as one deletion and one insertion, not a patchwork of word changes", async () => {
    const original =
      "11.1 The Supplier shall indemnify and keep indemnified the Customer, its group companies and their officers and employees against all losses, liabilities, damages, costs (including legal fees on a full indemnity basis) and expenses arising out of or in connection with the Supplier's performance or non-performance of this Agreement, any breach of this Agreement by the Supplier, or any claim that the Services infringe the rights of a third party.";
    const rewritten =
      "Each party (the \"Indemnifying Party\") shall indemnify the other against losses, damages, costs and reasonable legal expenses arising from any third-party claim to the extent caused by the Indemnifying Party's breach of this Agreement, negligence or wilful misconduct. Each party's total liability under this clause is subject to the limitations of liability in this Agreement.";
    const { result, xml, markup } = await redline(p(original), [
      {
        id: "indemnity",
        action: "propose",
        originalText: original.slice(5),
        proposedText: rewritten,
        comment: "We propose a mutual indemnity.",
      },
    ]);
    expect(revisionsOf(xml).map((rev) => rev.type)).toEqual(["del", "ins"]);
    expect(markup).toContain(`11.1 [-${original.slice(5, -1)}-]{+${rewritten.slice(0, -1)}+}.`);
    expect(await acceptedText(result.bytes)).toBe(`11.1 ${rewritten}`);
  });

  it("joins neighbouring word changes separated only by a space", async () => {
    const body = p("The Supplier shall indemnify the Customer against all losses.");
    const { markup } = await redline(body, [
      {
        id: "indemnity",
        action: "propose",
        originalText: "The Supplier shall indemnify the Customer against all losses.",
        proposedText: "Each party may indemnify the Customer against all losses.",
        comment: "Make it mutual.",
      },
    ]);
    expect(markup).toContain("[-The Supplier shall-]{+Each party may+} indemnify");
  });

  it("handles a clause across two runs with different formatting and copies run properties", async () => {
    const body = p([
      r("The Supplier's total liability "),
      r("shall not exceed the fees paid", '<w:b/><w:color w:val="C00000"/>'),
      r(" in the twelve months before the claim."),
    ]);
    const originalText =
      "The Supplier’s total liability shall not exceed the fees paid in the twelve months before the claim.";
    const { result, xml, markup } = await redline(body, [
      {
        id: "cap",
        action: "propose",
        originalText,
        proposedText:
          "The Supplier's total liability shall not exceed 150% of the fees paid in the twelve months before the claim.",
        comment: "A cap at the fees paid is too low for this service.",
      },
    ]);
    expect(result.applied).toEqual(["cap"]);
    expect(markup).toContain("exceed {+150% of +}the fees paid");
    const [insertion] = revisionsOf(xml).filter((rev) => rev.type === "ins");
    expect(insertion.rPr).toContain("<w:b/>");
    expect(insertion.rPr).toContain('w:val="C00000"');
    // The bold run still carries its formatting around the unchanged words.
    expect(xml).toMatch(
      /<w:r><w:rPr><w:b\/><w:color w:val="C00000"\/><\/w:rPr><w:t xml:space="preserve">shall not exceed <\/w:t><\/w:r>/,
    );
    expect(await acceptedText(result.bytes)).toBe(
      "The Supplier's total liability shall not exceed 150% of the fees paid in the twelve months before the claim.",
    );
  });

  it("changes a clause that spans two paragraphs, keeping both paragraphs", async () => {
    const body =
      p("8. Termination") +
      p("Either party may terminate this Agreement on ninety days' written notice.") +
      p("Termination does not affect accrued rights.") +
      p("9. Governing law");
    const originalText =
      "Either party may terminate this Agreement on ninety days' written notice.\n\nTermination does not affect accrued rights.";
    const { result, xml, markup } = await redline(body, [
      {
        id: "termination",
        action: "propose",
        originalText,
        proposedText:
          "Either party may terminate this Agreement on thirty days' written notice.\n\nTermination does not affect any accrued rights or remedies.",
        comment: "Ninety days is longer than we can accept.",
      },
    ]);
    expect(result.applied).toEqual(["termination"]);
    expect(markup).toContain("on [-ninety-]{+thirty+} days'");
    expect(markup).toContain("affect {+any +}accrued rights{+ or remedies+}.");
    expect(deletedMarks(xml)).toBe(0);
    const { text } = await readDocx(result.bytes);
    expect(text).toContain(
      "Either party may terminate this Agreement on thirty days' written notice.\n\nTermination does not affect any accrued rights or remedies.",
    );
  });

  it("changes a clause inside a table cell", async () => {
    const body =
      p("Schedule 1: Fees") +
      table([
        [p("Service"), p("Fee")],
        [p("Support is provided from 9am to 5pm on Business Days."), p("£5,000 per year")],
      ]) +
      p("End of schedule.");
    const { result, xml, markup } = await redline(body, [
      {
        id: "support",
        action: "propose",
        originalText: "Support is provided from 9am to 5pm on Business Days.",
        proposedText: "Support is provided from 8am to 8pm on Business Days.",
        comment: "We need extended support hours.",
      },
    ]);
    expect(result.applied).toEqual(["support"]);
    expect(markup).toContain("from [-9am-]{+8am+} to [-5pm-]{+8pm+} on");
    expect(xml.indexOf("<w:ins")).toBeGreaterThan(xml.indexOf("<w:tc>"));
    expect(xml).toContain("<w:tbl>");
    const { text } = await readDocx(result.bytes);
    expect(text).toContain("Support is provided from 8am to 8pm on Business Days.\t£5,000 per year");
  });

  it("works in a file that already has tracked changes and keeps them", async () => {
    const body =
      `<w:p>${r("The Customer may terminate for convenience on ")}` +
      `<w:del w:id="7" w:author="Other Firm" w:date="2024-05-01T10:00:00Z"><w:r><w:delText>one hundred and eighty</w:delText></w:r></w:del>` +
      `<w:ins w:id="8" w:author="Other Firm" w:date="2024-05-01T10:00:00Z"><w:r><w:t>ninety</w:t></w:r></w:ins>` +
      `${r(" days' notice to the Supplier.")}</w:p>`;
    const originalText = "The Customer may terminate for convenience on ninety days' notice to the Supplier.";
    const { result, xml } = await redline(body, [
      {
        id: "convenience",
        action: "propose",
        originalText,
        proposedText: "The Customer may terminate for convenience on thirty days' notice to the Supplier.",
        comment: "Thirty days is our standard.",
      },
    ]);
    expect(result.applied).toEqual(["convenience"]);
    const revisions = revisionsOf(xml);
    const theirs = revisions.filter((rev) => rev.author === "Other Firm");
    expect(theirs.map((rev) => [rev.type, rev.id, rev.text])).toEqual([
      ["del", "7", "one hundred and eighty"],
      ["ins", "8", ""],
    ]);
    const ours = revisions.filter((rev) => rev.author === "Clausewise");
    expect(ours.map((rev) => [rev.type, rev.text])).toEqual([
      ["del", "ninety"],
      ["ins", "thirty"],
    ]);
    // Our deletion of their inserted word sits inside their w:ins, as Word writes it.
    expect(xml).toMatch(/<w:ins w:id="8" w:author="Other Firm"[^>]*><w:del w:id="\d+" w:author="Clausewise"/);
    // Our insertion is not nested inside theirs.
    expect(xml).not.toMatch(/<w:ins w:id="8"[^>]*>(?:(?!<\/w:ins>).)*<w:ins /s);
    expectWellStamped(xml);
    expect(await acceptedText(result.bytes)).toBe(
      "The Customer may terminate for convenience on thirty days' notice to the Supplier.",
    );
  });

  it("inserts inside another author's insertion by splitting it", async () => {
    const body = `<w:p>${r("Fees are payable ")}<w:ins w:id="3" w:author="Other Firm" w:date="2024-05-01T10:00:00Z"><w:r><w:t>monthly in arrears</w:t></w:r></w:ins>${r(".")}</w:p>`;
    const { result, xml, markup } = await redline(body, [
      {
        id: "fees",
        action: "propose",
        originalText: "Fees are payable monthly in arrears.",
        proposedText: "Fees are payable monthly and quarterly in arrears.",
        comment: "Allow either.",
      },
    ]);
    expect(result.applied).toEqual(["fees"]);
    expect(markup).toContain("Fees are payable {+monthly and quarterly in arrears+}.");
    expect(xml).toMatch(
      /<w:ins w:id="3" w:author="Other Firm"[^>]*><w:r><w:t[^>]*>monthly <\/w:t><\/w:r><\/w:ins><w:ins w:id="\d+" w:author="Clausewise"[^>]*><w:r><w:t[^>]*>and quarterly <\/w:t><\/w:r><\/w:ins><w:ins w:id="(\d+)" w:author="Other Firm"/,
    );
    expect(xml).not.toMatch(/<w:ins w:id="3"[^>]*>(?:(?!<\/w:ins>).)*<w:ins /s);
    expect(await acceptedText(result.bytes)).toBe("Fees are payable monthly and quarterly in arrears.");
  });
});

describe("writeRedline: documents made by the docx package", () => {
  it("keeps numbering and paragraph properties on a generated contract", async () => {
    const { AlignmentType, Document, LevelFormat, Packer, Paragraph, TextRun } = await import("docx");
    const doc = new Document({
      numbering: {
        config: [
          {
            reference: "clauses",
            levels: [{ level: 0, format: LevelFormat.DECIMAL, text: "%1.", alignment: AlignmentType.START }],
          },
        ],
      },
      sections: [
        {
          children: [
            new Paragraph({
              numbering: { reference: "clauses", level: 0 },
              children: [
                new TextRun("The Supplier warrants the Services for "),
                new TextRun({ text: "ninety days", underline: {} }),
              ],
            }),
            new Paragraph({
              numbering: { reference: "clauses", level: 0 },
              text: "This clause stays as it is.",
            }),
          ],
        },
      ],
    });
    const original = new Uint8Array(await Packer.toBuffer(doc));
    const { text } = await readDocx(original);
    // the review reads Word's own clause numbers, which are not text in the file
    expect(text).toBe(
      "1. The Supplier warrants the Services for ninety days\n\n2. This clause stays as it is.",
    );
    const result = await writeRedline(
      original,
      [
        {
          id: "warranty",
          action: "propose",
          originalText: "1. The Supplier warrants the Services for ninety days",
          proposedText: "The Supplier warrants the Services for twelve months",
          comment: "A longer warranty period.",
        },
      ],
      { date: DATE },
    );
    const xml = (await readPart(result.bytes, "word/document.xml")) ?? "";
    expect(markupText(xml)).toContain("for [-ninety days-]{+twelve months+}");
    expect(xml.match(/<w:numPr>/g)).toHaveLength(2);
    expect(revisionsOf(xml).find((rev) => rev.type === "ins")?.rPr).toContain("<w:u ");
    expect(await readPart(result.bytes, "word/numbering.xml")).toBe(
      await readPart(original, "word/numbering.xml"),
    );
    expect((await readDocx(result.bytes)).text).toBe(
      "1. The Supplier warrants the Services for twelve months\n\n2. This clause stays as it is.",
    );
  });
});

describe("writeRedline: rejections", () => {
  it("marks a whole clause deleted, including its paragraph marks", async () => {
    const body =
      p("10. Exclusivity") +
      p("The Customer shall buy all its requirements from the Supplier.") +
      p("This obligation survives termination for two years.") +
      p("11. Notices");
    const originalText =
      "The Customer shall buy all its requirements from the Supplier.\n\nThis obligation survives termination for two years.";
    const { result, xml, markup } = await redline(body, [
      { id: "exclusivity", action: "reject", originalText, comment: "We cannot accept exclusivity." },
    ]);
    expect(result.applied).toEqual(["exclusivity"]);
    expect(markup).toContain("[-The Customer shall buy all its requirements from the Supplier.-]");
    expect(markup).toContain("[-This obligation survives termination for two years.-]");
    expect(revisionsOf(xml).some((rev) => rev.type === "ins")).toBe(false);
    expect(deletedMarks(xml)).toBe(2);
    expectWellStamped(xml);
    const accepted = (await readDocx(result.bytes)).text;
    expect(accepted).toBe("10. Exclusivity\n\n11. Notices");
  });

  it("deletes part of a paragraph without touching the rest", async () => {
    const body = p("Payment is due in 30 days. Late payment bears interest at 8% above base rate.");
    const { result, markup, xml } = await redline(body, [
      {
        id: "interest",
        action: "reject",
        originalText: "Late payment bears interest at 8% above base rate.",
        comment: "Interest should follow the statutory rate.",
      },
    ]);
    expect(markup).toContain(
      "Payment is due in 30 days. [-Late payment bears interest at 8% above base rate.-]",
    );
    expect(deletedMarks(xml)).toBe(0);
    expect(await acceptedText(result.bytes)).toBe("Payment is due in 30 days.");
  });
});

describe("writeRedline: comments", () => {
  it("anchors a comment on every change and adds the comments part", async () => {
    const body = p("Clause one text here.") + p("Clause two text here.");
    const { result, xml } = await redline(body, [
      {
        id: "a",
        action: "reject",
        originalText: "Clause one text here.",
        comment: "Remove clause one.\nIt is unfair.",
      },
      {
        id: "b",
        action: "propose",
        originalText: "Clause two text here.",
        proposedText: "Clause two wording here.",
        comment: "Better wording & clearer.",
      },
    ]);
    expect(result.applied).toEqual(["a", "b"]);
    const comments = commentsOf((await readPart(result.bytes, "word/comments.xml")) ?? "");
    expect(comments.map((c) => [c.author, c.text])).toEqual([
      ["Clausewise", "Remove clause one.\nIt is unfair."],
      ["Clausewise", "Better wording & clearer."],
    ]);
    const anchors = commentAnchors(xml);
    const ids = comments.map((c) => c.id);
    expect(anchors.starts).toEqual(ids);
    expect(anchors.ends).toEqual(ids);
    expect(anchors.references).toEqual(ids);
    const rels = (await readPart(result.bytes, "word/_rels/document.xml.rels")) ?? "";
    expect(rels).toMatch(
      /Type="http:\/\/schemas\.openxmlformats\.org\/officeDocument\/2006\/relationships\/comments" Target="comments\.xml"/,
    );
    const types = (await readPart(result.bytes, "[Content_Types].xml")) ?? "";
    expect(types).toContain('PartName="/word/comments.xml"');
  });

  it("keeps existing comments and gives new ones fresh ids", async () => {
    const existing =
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:comments xmlns:w="${W_NS}">` +
      `<w:comment w:id="4" w:author="Their Lawyer" w:date="2024-01-01T00:00:00Z"><w:p><w:r><w:t>Please confirm.</w:t></w:r></w:p></w:comment></w:comments>`;
    const body = `<w:p><w:commentRangeStart w:id="4"/>${r("The term is five years.")}<w:commentRangeEnd w:id="4"/><w:r><w:commentReference w:id="4"/></w:r></w:p>`;
    const { result } = await redline(
      body,
      [
        {
          id: "term",
          action: "propose",
          originalText: "The term is five years.",
          proposedText: "The term is two years.",
          comment: "Shorter initial term.",
        },
      ],
      { commentsXml: existing },
    );
    const comments = commentsOf((await readPart(result.bytes, "word/comments.xml")) ?? "");
    expect(comments.map((c) => c.author)).toEqual(["Their Lawyer", "Clausewise"]);
    expect(comments[1].id).not.toBe("4");
    const rels = (await readPart(result.bytes, "word/_rels/document.xml.rels")) ?? "";
    expect(rels.match(/relationships\/comments"/g)).toHaveLength(1);
  });
});

describe("writeRedline: safety", () => {
  it("reports text it cannot find or cannot place with certainty, and applies nothing there", async () => {
    const body =
      p("The Supplier shall deliver the Goods.") +
      p("The Supplier shall deliver the Goods.") +
      p("Other text.");
    const { original, result } = await redline(body, [
      {
        id: "missing",
        action: "reject",
        originalText: "This sentence is not in the contract.",
        comment: "x",
      },
      { id: "twice", action: "reject", originalText: "The Supplier shall deliver the Goods.", comment: "x" },
      { id: "partial-word", action: "reject", originalText: "her text.", comment: "x" },
    ]);
    expect(result.applied).toEqual([]);
    expect(result.notApplied.map((n) => n.id)).toEqual(["missing", "twice", "partial-word"]);
    expect(result.notApplied[1].reason).toContain("appears 2 times");
    expect(result.bytes).toEqual(original);
  });

  it("uses the occurrence to pick the right copy of repeated text", async () => {
    const body =
      p("The Supplier shall deliver the Goods.") + p("Then:") + p("The Supplier shall deliver the Goods.");
    const original = await makeDocx(body);
    const { text } = await readDocx(original);
    const clause = "The Supplier shall deliver the Goods.";
    const occurrence = occurrenceAt(text, clause, text.lastIndexOf(clause));
    expect(occurrence).toBe(1);
    const result = await writeRedline(
      original,
      [{ id: "second", action: "reject", originalText: clause, comment: "x", occurrence }],
      {
        date: DATE,
      },
    );
    const markup = markupText((await readPart(result.bytes, "word/document.xml")) ?? "");
    expect(markup).toBe(
      "The Supplier shall deliver the Goods. ¶ Then: ¶ [-The Supplier shall deliver the Goods.-] ¶ ",
    );
  });

  it("matches across smart quotes, dashes and odd whitespace", async () => {
    const body = p([r("The “Services” – as defined\u00a0in "), r("Schedule\t1", ""), r(" – are provided.")]);
    const { result, markup } = await redline(body, [
      {
        id: "services",
        action: "propose",
        originalText: 'The "Services" - as defined in Schedule 1 - are provided.',
        proposedText: 'The "Services" - as defined in Schedule 2 - are provided.',
        comment: "Wrong schedule.",
      },
    ]);
    expect(result.applied).toEqual(["services"]);
    expect(markup).toContain("Schedule\t[-1-]{+2+}");
    // Unchanged words keep the document's own curly quotes.
    expect(markup).toContain("The “Services” –");
  });

  it("refuses a second change that overlaps the first", async () => {
    const body = p("Liability is capped at the fees paid in the previous year.");
    const { result } = await redline(body, [
      {
        id: "first",
        action: "propose",
        originalText: "Liability is capped at the fees paid in the previous year.",
        proposedText: "Liability is capped at twice the fees paid in the previous year.",
        comment: "x",
      },
      { id: "second", action: "reject", originalText: "the fees paid", comment: "y" },
    ]);
    expect(result.applied).toEqual(["first"]);
    expect(result.notApplied).toEqual([
      { id: "second", reason: "This clause overlaps another change that was already applied." },
    ]);
  });

  it("keeps headers, footers and untouched parts byte for byte, and is deterministic", async () => {
    const body = p("Clause to change here.") + p("Clause to keep.");
    const original = await makeDocx(body, { headerText: "CONFIDENTIAL", footerText: "Page footer" });
    const changes: RedlineChange[] = [
      {
        id: "x",
        action: "propose",
        originalText: "Clause to change here.",
        proposedText: "Clause changed here.",
        comment: "c",
      },
    ];
    const first = await writeRedline(original, changes, { date: DATE, author: "Jane Smith" });
    const second = await writeRedline(original, changes, { date: DATE, author: "Jane Smith" });
    expect(first.bytes).toEqual(second.bytes);
    for (const part of ["word/header1.xml", "word/footer1.xml", "word/styles.xml"]) {
      expect(await readPart(first.bytes, part)).toBe(await readPart(original, part));
    }
    const xml = (await readPart(first.bytes, "word/document.xml")) ?? "";
    expect(revisionsOf(xml).every((rev) => rev.author === "Jane Smith")).toBe(true);
    expect(xml).toContain("<w:headerReference");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>')).toBe(true);
  });

  it("leaves the original file unchanged when nothing applies", async () => {
    const original = await makeDocx(p("Nothing to do."));
    const result = await writeRedline(original, [], { date: DATE });
    expect(result.bytes).toEqual(original);
  });
});

describe("writeRedline: a comment without a change", () => {
  it("anchors the comment on the clause and leaves its text untouched", async () => {
    const text = "This Agreement is governed by the law of England and Wales.";
    const { result, xml } = await redline(p(text), [
      {
        id: "jurisdiction",
        action: "comment",
        originalText: text,
        comment:
          "Clause 12 is not acceptable to us as drafted, and we would like to agree alternative wording.",
      },
    ]);
    expect(result.applied).toEqual(["jurisdiction"]);
    expect(revisionsOf(xml)).toEqual([]);
    expect(await acceptedText(result.bytes)).toContain(text);
    const comments = commentsOf((await readPart(result.bytes, "word/comments.xml")) ?? "");
    expect(comments.map((c) => c.text)).toEqual([
      "Clause 12 is not acceptable to us as drafted, and we would like to agree alternative wording.",
    ]);
    expect(xml).toMatch(/<w:commentRangeStart [^>]*\/>.*England and Wales.*<w:commentRangeEnd /s);
  });
});

describe("writeRedline: a clause the contract lacks", () => {
  it("adds it as tracked paragraphs after the anchor, without the anchor's numbering, with a comment", async () => {
    const numbered = '<w:pStyle w:val="Normal"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="3"/></w:numPr>';
    const body =
      p("1. Services") +
      p("1.1 The Supplier shall deliver the hampers each Friday.", numbered) +
      p("Signed for and on behalf of the Customer");
    const { result, xml, markup } = await redline(body, [
      {
        id: "jurisdiction",
        action: "insert",
        originalText: "1.1 The Supplier shall deliver the hampers each Friday.",
        proposedText:
          "Governing law\nThis Agreement is governed by the law of Scotland, and the Scottish courts have exclusive jurisdiction.",
        comment: "The contract does not say which law governs it; we propose the law of Scotland.",
      },
    ]);
    expect(result.applied).toEqual(["jurisdiction"]);
    expect(result.notApplied).toEqual([]);
    expect(markup).toBe(
      "1. Services ¶ 1.1 The Supplier shall deliver the hampers each Friday. ¶ {+Governing law+} ¶ {+This Agreement is governed by the law of Scotland, and the Scottish courts have exclusive jurisdiction.+} ¶ Signed for and on behalf of the Customer ¶ ",
    );
    // both new paragraph marks are tracked, so rejecting the change leaves no empty paragraph
    const markIns = [...xml.matchAll(/<w:pPr>(?:(?!<\/w:pPr>).)*<w:rPr><w:ins\b/gs)];
    expect(markIns).toHaveLength(2);
    expect(xml.match(/<w:numPr>/g)).toHaveLength(1);
    expectWellStamped(xml);
    const comments = commentsOf((await readPart(result.bytes, "word/comments.xml")) ?? "");
    expect(comments.map((c) => c.text)).toEqual([
      "The contract does not say which law governs it; we propose the law of Scotland.",
    ]);
    const anchors = commentAnchors(xml);
    expect(anchors.starts).toEqual([comments[0].id]);
    expect(anchors.references).toEqual([comments[0].id]);
    expect(await acceptedText(result.bytes)).toBe(
      "1. Services 1.1 The Supplier shall deliver the hampers each Friday. Governing law This Agreement is governed by the law of Scotland, and the Scottish courts have exclusive jurisdiction. Signed for and on behalf of the Customer",
    );
  });

  it("refuses an insertion with no wording or an anchor it cannot find", async () => {
    const { result } = await redline(p("Only clause."), [
      { id: "a", action: "insert", originalText: "Only clause.", proposedText: " ", comment: "" },
      { id: "b", action: "insert", originalText: "Missing anchor.", proposedText: "New text.", comment: "" },
    ]);
    expect(result.applied).toEqual([]);
    expect(result.notApplied.map((n) => n.id)).toEqual(["a", "b"]);
  });
});
