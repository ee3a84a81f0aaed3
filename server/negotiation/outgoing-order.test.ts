import { describe, expect, it } from "vitest";
import { analyseContract } from "../../analysis/index";
import { sampleWithParagraph } from "../test/sample-contract";
import { amendmentItems } from "./amendment-items";
import { conflictDeletions } from "./conflicts";
import { negotiationEmail } from "./messages/templates";

const user = { riskThresholds: {}, enhancedRiskSettings: {} };

/** The sample SaaS agreement with a lock-in sentence as 3.2, and decisions in the order a user made them. */
function lockedIn() {
  const sections = sampleWithParagraph(
    "3. Termination",
    "3.2 The Customer may not terminate this Agreement before the end of the initial term.",
  );
  const text = sections.flatMap((s) => [s.heading, ...s.paragraphs]).join("\n\n");
  const analysis = analyseContract(text, { side: "customer" });
  const decisions = [
    {
      termType: "jurisdiction",
      decision: "propose" as const,
      proposedText: "This Agreement is governed by the law of England and Wales.",
      reasoning: null,
    },
    {
      termType: "cancellation",
      decision: "reject" as const,
      proposedText:
        "The Customer may terminate this Agreement for convenience on thirty (30) days' written notice.",
      reasoning: null,
    },
    {
      termType: "payment",
      decision: "propose" as const,
      proposedText:
        "The Supplier shall invoice the Customer monthly in advance and the Customer shall pay each invoice within thirty (30) days of receipt.",
      reasoning: null,
    },
  ];
  return { text, analysis, decisions };
}

describe("the order of the changes we send", () => {
  it("lists the amendment proposal's items in the contract's order, a new clause after the one it follows", () => {
    const { text, analysis, decisions } = lockedIn();
    expect(analysis.cancellationTerms.found).toBe(false);
    const items = amendmentItems({ analysis, text, decisions, user });
    expect(items.map((i) => `${i.clauseRef}${i.deletion ? " (deletion)" : ""}`)).toEqual([
      "clause 1.1",
      "clause 3.2 (deletion)",
      "new clause 3.3",
      "clause 7.1",
    ]);
  });

  it("lists the email's changes in the same order and names the new clause as the amendment proposal does", () => {
    const { text, analysis, decisions } = lockedIn();
    const email = negotiationEmail({
      contractName: "Cloudline SaaS Agreement.docx",
      analysis,
      text,
      decisions,
      deletions: conflictDeletions({ analysis, text, decisions, user }),
      sender: { name: "Priya Shah", jobTitle: "", company: "Northwind Trading Ltd", email: "" },
    }).text;
    const changes = email.split("Other points")[0];
    expect([...changes.matchAll(/^\d+\. (.+)$/gm)].map((m) => m[1])).toEqual([
      "Payment Terms (clause 1.1)",
      "Deletion (clause 3.2)",
      "Cancellation Terms (new clause 3.3)",
      "Jurisdiction (clause 7.1)",
    ]);
  });
});
