import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import { analyseContract } from "../../analysis/index";
import { createAmendmentProposal } from "../../documents/amendment-proposal";
import { readDocx } from "../../documents/read-docx";
import { writeRedline } from "../../documents/redline/index";
import { markupText, readPart, revisionsOf } from "../../documents/test-support/inspect-docx";
import { amendmentItems } from "./amendment-items";
import { negotiationEmail } from "./messages/templates";
import { redlineChanges } from "./redline-changes";
import { ORDER_FORM_ROWS, orderFormDocx } from "./test-order-form";

const user = { riskThresholds: {}, enhancedRiskSettings: {} };

async function orderForm(rows = ORDER_FORM_ROWS) {
  const bytes = await orderFormDocx(rows);
  const { text } = await readDocx(bytes);
  return { bytes, text, analysis: analyseContract(text, { side: "customer" }) };
}

describe("an order form whose key terms are a two-column table", () => {
  it("changes only the value cell in the redline, in the value cell's formatting", async () => {
    const { bytes, text, analysis } = await orderForm();
    // the engine quotes the whole row: the label, a tab, the value
    expect(analysis.paymentTerms.excerpt).toBe("Payment Terms\tNet 30 from the invoice date.");
    const { changes } = redlineChanges({
      analysis,
      text,
      decisions: [
        {
          termType: "payment",
          decision: "propose",
          proposedText: "Net 45 from receipt of a valid invoice.",
          reasoning: null,
        },
        // a rejection carries the clause library's wording, drafted from the row
        { termType: "renewal", decision: "reject", proposedText: null, reasoning: null },
      ],
      user,
    });
    const result = await writeRedline(bytes, changes, { date: new Date("2027-01-04T09:00:00Z") });
    expect(result.notApplied).toEqual([]);
    const xml = (await readPart(result.bytes, "word/document.xml")) ?? "";
    const revisions = revisionsOf(xml);
    expect(revisions.some((r) => r.type === "ins" && r.text.includes("45"))).toBe(true);
    expect(revisions.filter((r) => /Payment Terms|Renewal/.test(r.text))).toEqual([]);
    // the label cells are untouched and the inserted words are not bold like the labels
    const markup = markupText(xml);
    expect(markup).toContain(" ¶ Payment Terms ¶ Net ");
    expect(markup).toContain(" ¶ Renewal ¶ The Subscription Term ");
    expect(revisions.filter((r) => r.type === "ins" && r.rPr.includes("<w:b")).map((r) => r.text)).toEqual(
      [],
    );
  });

  it("quotes only a row's value in the email and the amendment proposal, with no label or tab", async () => {
    const { text, analysis } = await orderForm();
    const decisions = [
      // wording edited from the row as the screen showed it, label and all
      {
        termType: "payment",
        decision: "propose" as const,
        proposedText: "Payment Terms\tNet 45 from receipt of a valid invoice.",
        reasoning: null,
      },
      { termType: "renewal", decision: "reject" as const, proposedText: null, reasoning: null },
    ];
    const email = negotiationEmail({
      contractName: "Order Form.docx",
      analysis,
      decisions,
      sender: { name: "Priya Shah", jobTitle: "", company: "Harrow & Finch Ltd", email: "" },
    }).text;
    expect(email).not.toContain("\t");
    expect(email).toContain('Current wording: "Net 30 from the invoice date."');
    expect(email).toContain('Proposed wording: "Net 45 from receipt of a valid invoice."');
    expect(email).toContain('Current wording: "The Subscription Term renews automatically');

    const items = amendmentItems({ analysis, text, decisions, user });
    const wordings = items.flatMap((i) => [i.currentWording, i.proposedWording ?? ""]);
    expect(wordings.filter((w) => /\t|^(?:Payment Terms|Renewal)\b/.test(w))).toEqual([]);
    expect(items.find((i) => i.termTitle === "Payment Terms")).toMatchObject({
      currentWording: "Net 30 from the invoice date.",
      proposedWording: "Net 45 from receipt of a valid invoice.",
    });
    expect(items.find((i) => i.termTitle === "Renewal Terms")?.proposedWording).toMatch(
      /^The Subscription Term renews automatically .* at least 30 days before/,
    );
    const bytes = await createAmendmentProposal({
      contractTitle: "Order Form",
      parties: { ours: "Harrow & Finch Ltd", theirs: "Larkspur Analytics, Inc." },
      date: new Date("2027-01-04T09:00:00Z"),
      items,
    });
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    expect(value).not.toContain("\t");
  });

  it("names a row by the table's heading and its label where a clause number would be, never 'the contract'", async () => {
    const { text, analysis } = await orderForm();
    const decisions = [
      { termType: "payment", decision: "propose" as const, proposedText: "Net 45 days.", reasoning: null },
      { termType: "renewal", decision: "reject" as const, proposedText: null, reasoning: null },
    ];
    const email = negotiationEmail({
      contractName: "Order Form.docx",
      analysis,
      decisions,
      sender: { name: "Priya Shah", jobTitle: "", company: "Harrow & Finch Ltd", email: "" },
    }).text;
    expect(email).toContain("1. Payment Terms (the Order Form's Payment Terms)");
    expect(email).toContain("2. Renewal Terms (the Order Form's Renewal)");
    expect(email).not.toContain("(the contract)");
    const items = amendmentItems({ analysis, text, decisions, user });
    expect(items.slice(0, 2).map((i) => i.clauseRef)).toEqual([
      "the Order Form's Payment Terms",
      "the Order Form's Renewal",
    ]);
    // the reason is ours, from the analysis, naming the row as the letter does
    expect(items[0].reason).toBe(
      "The Order Form's Payment Terms requires payment within 30 days; we propose the wording above.",
    );
    const { changes } = redlineChanges({ analysis, text, decisions, user });
    expect(changes[0].comment).toBe(
      "The Order Form's Payment Terms requires payment within 30 days; we propose the wording shown in its place.",
    );
  });

  it("deletes only the value of a row that contradicts the new wording, leaving its label", async () => {
    const venue =
      "The state and federal courts located in New Castle County, Delaware have exclusive jurisdiction over any dispute arising out of this Agreement.";
    const { bytes, text, analysis } = await orderForm([...ORDER_FORM_ROWS, ["Venue", venue]]);
    const { changes } = redlineChanges({
      analysis,
      text,
      decisions: [
        {
          termType: "jurisdiction",
          decision: "propose",
          proposedText:
            "This Agreement is governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction.",
          reasoning: null,
        },
      ],
      user,
    });
    const result = await writeRedline(bytes, changes, { date: new Date("2027-01-04T09:00:00Z") });
    expect(result.applied).toEqual(["jurisdiction", "jurisdiction-conflict-1"]);
    const markup = markupText((await readPart(result.bytes, "word/document.xml")) ?? "");
    expect(markup).toContain(` ¶ Venue ¶ [-${venue}-] ¶ `);
  });
});
