import { describe, expect, it } from "vitest";
import { analyseContract } from "../../../analysis/index";
import { sampleContractText } from "../../test/sample-contract";
import { amendmentItems } from "../amendment-items";
import { conflictDeletions } from "../conflicts";
import type { DecisionInput } from "./context";
import { negotiationEmail } from "./templates";

const user = { riskThresholds: {}, enhancedRiskSettings: {} };
const sender = { name: "Priya Shah", jobTitle: "", company: "Northwind Trading Ltd", email: "" };
const text = sampleContractText;
const analysis = analyseContract(text, { side: "customer" });

const email = (decisions: DecisionInput[]) =>
  negotiationEmail({
    contractName: "Cloudline SaaS Agreement.docx",
    analysis,
    text,
    decisions,
    deletions: conflictDeletions({ analysis, text, decisions, user }),
    sender,
  });

/** "Payment Terms (clause 1.1)" for each numbered point. */
const points = (letter: string) => [...letter.matchAll(/^\d+\. (.+)$/gm)].map((m) => m[1]);

describe("the negotiation email", () => {
  it("once terms are decided, sends the changes the amendment proposal holds and nothing the user has not decided", () => {
    const decisions: DecisionInput[] = [
      {
        termType: "payment",
        decision: "propose",
        proposedText:
          "The Supplier shall invoice the Customer monthly in advance and the Customer shall pay each invoice within thirty (30) days of receipt.",
        reasoning: null,
      },
      {
        termType: "renewal",
        decision: "reject",
        proposedText:
          "Thereafter it shall automatically renew for successive periods of twelve (12) months unless either party gives at least thirty (30) days' written notice of non-renewal before the end of the then-current term.",
        reasoning: null,
      },
      { termType: "jurisdiction", decision: "accept", proposedText: null, reasoning: null },
    ];
    const { text: letter } = email(decisions);
    const items = amendmentItems({ analysis, text, decisions, user });
    expect(points(letter)).toEqual(items.map((i) => `${i.termTitle} (${i.clauseRef})`));
    expect(points(letter)).toEqual(["Payment Terms (clause 1.1)", "Renewal Terms (clause 2.1)"]);
    // findings the user never decided on (the sample's low liability cap, its one-sided indemnity)
    expect(letter).not.toContain("Other points");
    expect(letter).not.toMatch(/Liability|Indemnity|Confidentiality|Warranty|Service Guarantees/);
    expect(letter).toContain("We have reviewed it and propose the following changes before we sign:");
  });

  it("with every term accepted says the other party's draft is acceptable, as there is nothing to amend", () => {
    const accepted = email(
      ["payment", "renewal", "cancellation", "indemnity", "jurisdiction", "service"].map((termType) => ({
        termType,
        decision: "accept" as const,
        proposedText: null,
        reasoning: null,
      })),
    );
    expect(points(accepted.text)).toEqual([]);
    expect(accepted.text).toContain(
      "Thank you for sending the draft Software as a Service Agreement. We have reviewed it, are content with its terms and are ready to proceed to signature.\n\nKind regards,",
    );
    expect(accepted.subject).toBe("Software as a Service Agreement: ready to sign");
  });

  it("before any decision raises the review's points for discussion", () => {
    const { text: letter } = email([]);
    expect(letter).toContain(
      "We have reviewed it and would like to discuss the following points before we sign:",
    );
    expect(points(letter)).toContain("Liability cap (clause 5.1)");
  });
});

describe("the negotiation email on the user's own first-person terms", () => {
  const own = [
    "BRIGHTWAVE MEDIA LIMITED – TERMS OF BUSINESS",
    'These terms are made between BrightWave Media Limited ("we", "us") and the client named in the Quote ("you").',
    "4. You will pay our invoices within fourteen (14) days of the invoice date.",
    "8.1 You may cancel the project at any time by telling us in writing.",
  ].join("\n");
  const ownAnalysis = analyseContract(own, { side: "supplier", ownCompanyName: "BrightWave Media Limited" });
  const letter = (decisions: DecisionInput[]) =>
    negotiationEmail({
      contractName: "BrightWave Terms of Business.txt",
      analysis: ownAnalysis,
      text: own,
      decisions,
      sender: { name: "Sam Lee", jobTitle: "", company: "BrightWave Media Limited", email: "" },
    });

  it("sends our terms rather than thanking the client for a draft before we sign", () => {
    const { text: body, subject } = letter([
      {
        termType: "cancellation",
        decision: "propose",
        proposedText: "You may cancel the project by giving us 30 days' written notice.",
        reasoning: null,
      },
    ]);
    expect(body).not.toContain("Thank you for sending");
    expect(body).not.toContain("before we sign");
    expect(body).toContain("Dear Sir or Madam,");
    expect(body).toContain(
      "We enclose the BrightWave Media Limited – Terms of Business with the following change to our usual wording:",
    );
    expect(subject).toBe("BrightWave Media Limited – Terms of Business: points to agree");
  });
});
