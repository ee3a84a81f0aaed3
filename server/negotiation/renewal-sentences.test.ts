import { describe, expect, it } from "vitest";
import { analyseContract } from "../../analysis/index";
import { readDocx } from "../../documents/read-docx";
import { writeRedline } from "../../documents/redline/index";
import { commentsOf, markupText, readPart } from "../../documents/test-support/inspect-docx";
import { makeDocx, p } from "../../documents/test-support/make-docx";
import { amendmentItems } from "./amendment-items";
import { conflictDeletions } from "./conflicts";
import { negotiationEmail } from "./messages/templates";
import { redlineChanges } from "./redline-changes";

const user = { riskThresholds: {}, enhancedRiskSettings: {} };
const SUPPLIER_NOTICE =
  "The Supplier may only prevent a renewal by giving not less than twelve (12) months' notice.";
const PROPOSED =
  "This Agreement renews automatically for successive 12-month periods unless either party gives at least ninety (90) days' written notice before the end of the then-current term.";

/** A managed services agreement reviewed as the supplier, whose clause 2.2 is `renewal`. */
async function agreement(renewal: string) {
  const bytes = await makeDocx(
    [
      "MANAGED SERVICES AGREEMENT",
      'This Agreement is made on 2 March 2026 between Brightline IT Support Limited (the "Supplier") and Harrowgate Logistics Group plc (the "Customer").',
      "1. SERVICES",
      "1.1 The Supplier shall provide the managed IT services for £4,000 per month.",
      "2. TERM",
      "2.1 This Agreement starts on 1 April 2026 and continues for an initial term of 12 months.",
      renewal,
      "3. PAYMENT",
      "3.1 The Customer shall pay each invoice within 30 days of the invoice date.",
    ]
      .map((line) => p(line))
      .join(""),
  );
  const { text } = await readDocx(bytes);
  const analysis = analyseContract(text, { side: "supplier" });
  const decisions = [
    { termType: "renewal", decision: "propose" as const, proposedText: PROPOSED, reasoning: null },
  ];
  const { changes } = redlineChanges({ analysis, text, decisions, user });
  const redline = await writeRedline(bytes, changes, { date: new Date("2026-03-04T09:00:00Z") });
  const xml = (await readPart(redline.bytes, "word/document.xml")) ?? "";
  const comments = commentsOf((await readPart(redline.bytes, "word/comments.xml")) ?? "");
  return { text, analysis, decisions, redline, markup: markupText(xml), comments };
}

describe("a renewal term whose notice is in another sentence of the same clause", () => {
  it("replaces both sentences in the redline and the amendment proposal, not just the first", async () => {
    const { text, analysis, decisions, redline, markup } = await agreement(
      `2.2 This Agreement renews automatically for successive 12-month periods unless the Customer gives at least 30 days' notice. ${SUPPLIER_NOTICE}`,
    );
    expect(analysis.renewalTerms.excerpt).not.toContain("twelve (12) months");
    expect(redline.notApplied).toEqual([]);
    // the supplier's twelve months' notice is struck out with the rest of the old wording
    const clause = markup.slice(markup.indexOf("2.2 "), markup.indexOf("3. PAYMENT"));
    const kept = clause.replace(/\[-[\s\S]*?-\]/g, "").replace(/\{\+|\+\}/g, "");
    expect(kept).not.toContain("twelve (12) months");
    expect(kept).toContain("ninety (90) days' written notice");
    expect(kept.trim()).toBe(`2.2 ${PROPOSED} ¶`);

    const items = amendmentItems({ analysis, text, decisions, user });
    expect(items).toHaveLength(1);
    expect(items[0].currentWording).toBe(
      `This Agreement renews automatically for successive 12-month periods unless the Customer gives at least 30 days' notice. ${SUPPLIER_NOTICE}`,
    );
    const email = negotiationEmail({
      contractName: "Managed Services.docx",
      analysis,
      text,
      decisions,
      sender: { name: "Sam Hale", jobTitle: "", company: "Brightline IT Support Limited", email: "" },
    }).text;
    expect(email).toContain(SUPPLIER_NOTICE);
  });

  it("deletes a sentence stating the term that other words separate from the one replaced, in all three", async () => {
    const between =
      "Any such notice must be sent by recorded delivery to the registered office of the other party.";
    const { text, analysis, decisions, markup, comments } = await agreement(
      `2.2 This Agreement renews automatically for successive 12-month periods unless the Customer gives at least 30 days' notice. ${between} ${SUPPLIER_NOTICE}`,
    );
    expect(markup).toContain(`[-${SUPPLIER_NOTICE}-]`);
    expect(markup).toContain(` ${between} `);
    expect(comments.map((c) => c.text)).toContain(
      "We propose deleting this sentence, as our proposed wording for clause 2.2 replaces it.",
    );
    const items = amendmentItems({ analysis, text, decisions, user });
    expect(items.find((i) => i.deletion)).toMatchObject({
      clauseRef: "clause 2.2",
      currentWording: SUPPLIER_NOTICE,
    });
    const deletions = conflictDeletions({ analysis, text, decisions, user });
    expect(deletions.map((d) => d.text)).toEqual([SUPPLIER_NOTICE]);
  });
});
