import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import { secondPersonAdvice } from "../../analysis/advice/index";
import { UK_SAAS, US_SERVICES } from "../../analysis/fixtures";
import {
  CLEANING_CONTRACT,
  EQUIPMENT_HIRE,
  RECRUITMENT_TERMS,
  US_SOFTWARE_LICENCE,
} from "../../analysis/fixtures-more";
import { analyseContract } from "../../analysis/index";
import type { ContractAnalysis, Side } from "../../analysis/types";
import { draftAlternative, findingTermType } from "../../common/clause-library/index";
import { REVIEW_TERMS } from "../../common/review-terms";
import { DEFAULT_ENHANCED_RISK_SETTINGS, DEFAULT_RISK_THRESHOLDS } from "../../common/risk-settings";
import { createAmendmentProposal } from "../../documents/amendment-proposal";
import { sampleContractText } from "../test/sample-contract";
import { alternativeContext } from "./alternative";
import type { DecisionInput, MessageInput } from "./messages/context";
import { clauseRef, counterpartyName } from "./messages/context";
import {
  amendmentText,
  clauseEmail,
  issueSummaryEmail,
  legalReviewRequest,
  negotiationEmail,
} from "./messages/templates";
import { outgoingChange } from "./outgoing-change";

/** A contract written for the supplier: everything one-sided against the customer. */
const ONE_SIDED = `CONSULTING AGREEMENT

This Agreement is made on 1 May 2025 between Thistle Strategy Partners LLP ("Consultant") and Glen Rowan Distillers Limited ("Client").

1. Fees
1.1 The Client shall pay each invoice within 14 days of the invoice date.
2. Term
2.1 This Agreement shall renew automatically for successive periods of twelve months unless the Client gives at least 180 days' written notice of non-renewal before the end of the then-current term.
2.2 The Consultant may terminate this Agreement for convenience on 14 days' notice.
3. Liability
3.1 The Client shall indemnify the Consultant against all losses without limit.
3.2 The Consultant's total liability shall not exceed £5,000.
3.3 All intellectual property rights in the deliverables shall vest in the Consultant.
3.4 The Client shall keep the Consultant's information confidential.
3.5 The Consultant may audit the Client's records at any time.
4. Law
4.1 This Agreement is governed by the laws of the State of New York.
`;

/** Mutual indemnities capped on the supplier's side only, a delivery service level, a fixed end date. */
const PART_CAPPED = `SERVICES AGREEMENT

This Agreement is dated 2 March 2026.

PARTIES

(1) Harbour Analytics Limited, a company incorporated in England and Wales (company number 09876543) whose registered office is at 4 Quay Street, Bristol BS1 4DB (the "Supplier"); and

(2) Pennine Foods Ltd, a company incorporated in England and Wales (company number 01234567) whose registered office is at 7 Mill Road, Leeds LS2 7AB (the "Customer").

1. TERM
1.1 This Agreement starts on 1 April 2026 and shall expire automatically on 28 February 2027.

2. CHARGES AND PAYMENT
2.1 The Customer shall pay the Charges of £2,000 per month by monthly direct debit within 60 days of the date of each invoice.

3. SERVICE LEVELS
3.1 The Supplier shall achieve 98% on-time delivery of all orders in each calendar month.

4. TERMINATION
4.1 Either party may terminate this Agreement on 30 days' written notice to the other party.

5. INDEMNITIES
5.1 The Supplier shall indemnify the Customer against all losses arising from any claim that the Services infringe the intellectual property rights of a third party.
5.2 The Supplier's total liability under clause 5.1 shall not exceed £250,000.
5.3 The Customer shall indemnify the Supplier against all losses arising from the Customer's breach of clause 7.

6. LIABILITY
6.1 Each party's total liability under this Agreement shall not exceed the Charges paid in the 12 months before the claim.
6.2 The limits in clause 6.1 do not apply to the indemnities in clause 5.

7. CONFIDENTIALITY
7.1 Each party shall keep the other party's Confidential Information confidential and shall not disclose it except to its employees who need to know it.

8. GOVERNING LAW
8.1 This Agreement is governed by the law of England and Wales and the courts of England and Wales have exclusive jurisdiction.
`;

const CONTRACTS = {
  "UK SaaS": UK_SAAS,
  "US services": US_SERVICES,
  Cloudline: sampleContractText,
  "one-sided consulting": ONE_SIDED,
  "mutual indemnities capped on one side": PART_CAPPED,
  cleaning: CLEANING_CONTRACT,
  "recruitment terms": RECRUITMENT_TERMS,
  "US software licence": US_SOFTWARE_LICENCE,
  "equipment hire": EQUIPMENT_HIRE,
};
const SIDES: Side[] = ["customer", "supplier"];
const user = {
  riskThresholds: DEFAULT_RISK_THRESHOLDS,
  enhancedRiskSettings: DEFAULT_ENHANCED_RISK_SETTINGS,
};

function decisionSets(): Array<{ name: string; decisions: DecisionInput[] }> {
  const all = (decision: "reject" | "accept") =>
    REVIEW_TERMS.map((t) => ({ termType: t.id, decision, proposedText: null, reasoning: null }));
  return [
    { name: "no decisions", decisions: [] },
    { name: "everything rejected", decisions: all("reject") },
    {
      name: "a proposal with the user's reason, the rest rejected",
      decisions: [
        {
          termType: "payment",
          decision: "propose",
          proposedText: "The Client shall pay each valid invoice within sixty (60) days of receipt.",
          reasoning: "We need 60 days to pay.",
        },
        ...all("reject").slice(1),
      ],
    },
  ];
}

/** Every text the product sends to the other party (and to colleagues) for one analysis. */
async function outgoingTexts(analysis: ContractAnalysis, decisions: DecisionInput[]) {
  const input: MessageInput = {
    contractName: "Agreement.docx",
    analysis,
    decisions,
    sender: {
      name: "Priya Shah",
      jobTitle: "Operations Director",
      company: "Northwind Trading Ltd",
      email: "priya@example.com",
    },
  };
  const texts: Array<[string, string]> = [
    ["negotiation email", negotiationEmail(input).text],
    ["issue summary", issueSummaryEmail(input).text],
    ["legal review request", legalReviewRequest(input).text],
  ];
  for (const finding of analysis.advancedClauses) {
    const alternative = draftAlternative(
      findingTermType(finding),
      alternativeContext(analysis, user, finding.askFor),
    ).alternativeClause;
    texts.push([`amendment: ${finding.name}`, amendmentText(input, finding, alternative).text]);
    texts.push([
      `email solution: ${finding.name}`,
      clauseEmail(input, finding, alternative, "solution").text,
    ]);
    texts.push([`proposal: ${finding.name}`, clauseEmail(input, finding, alternative, "proposal").text]);
  }
  const items = [];
  for (const decision of decisions) {
    if (decision.decision === "accept") continue;
    const change = outgoingChange({ analysis, termType: decision.termType, decision, user });
    texts.push([`redline comment: ${decision.termType}`, change.comment]);
    const term = REVIEW_TERMS.find((t) => t.id === decision.termType);
    if (!term) continue;
    items.push({
      clauseRef: clauseRef(analysis, analysis[term.block].start),
      termTitle: term.title,
      currentWording: analysis[term.block].excerpt || "(not covered by the current draft)",
      proposedWording: change.action === "propose" ? (change.proposedText ?? null) : null,
      reason: change.comment,
    });
  }
  if (items.length > 0) {
    const bytes = await createAmendmentProposal({
      contractTitle: "Agreement",
      parties: { ours: "Northwind Trading Ltd", theirs: counterpartyName(analysis, "Northwind Trading Ltd") },
      date: new Date("2026-01-05T10:00:00Z"),
      items,
      senderName: "Priya Shah",
      companyName: "Northwind Trading Ltd",
    });
    texts.push(["amendment proposal", (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value]);
  }
  return texts;
}

describe("outgoing text speaks from the user's company, never as advice to the user", () => {
  for (const [name, text] of Object.entries(CONTRACTS))
    for (const side of SIDES)
      it(`${name}, as the ${side}`, async () => {
        const analysis = analyseContract(text, { side });
        for (const { name: set, decisions } of decisionSets()) {
          for (const [kind, out] of await outgoingTexts(analysis, decisions)) {
            const leaks = secondPersonAdvice(out);
            expect(leaks, `${set} / ${kind}:\n${out}`).toEqual([]);
          }
        }
      });

  it("a rejection carries the preferred position, not a deletion, and says what we propose", async () => {
    const analysis = analyseContract(ONE_SIDED);
    const reject = { decision: "reject" as const, proposedText: null, reasoning: null };
    const renewal = outgoingChange({ analysis, termType: "renewal", decision: reject, user });
    expect(renewal.action).toBe("propose");
    // the contract's own renewal sentence, with only the notice changed
    expect(renewal.proposedText).toMatch(
      /^This Agreement shall renew automatically .* at least 30 days' written notice of non-renewal/,
    );
    expect(renewal.comment).toBe(
      "Clause 2.1 requires 180 days' notice of non-renewal; we propose 30 days. The wording shown in its place gives effect to this.",
    );
    // a foreign law is replaced by England and Wales, never left with no governing law
    const law = outgoingChange({ analysis, termType: "jurisdiction", decision: reject, user });
    expect(law.action).toBe("propose");
    expect(law.proposedText).toContain("law of England and Wales");
  });

  it("a rejected convenience right: the comment and the wording in its place ask for the same notices", () => {
    const text = `SERVICES AGREEMENT\n\nThis Agreement is made on 2 March 2026 between Copperfield Hosting Limited (the "Supplier") and Larch Dental Ltd (the "Customer").\n\n1. Services\n\n1.1 The Supplier shall provide the Services.\n\n2. Term\n\n2.1 This Agreement shall commence on 1 April 2026 and continue for two years.\n\n2.2 The Supplier may terminate this Agreement at any time by giving the Customer 30 days' written notice.\n`;
    const analysis = analyseContract(text);
    const change = outgoingChange({
      analysis,
      termType: "cancellation",
      decision: { decision: "reject", proposedText: null, reasoning: null },
      user,
    });
    expect(change.comment).toMatch(
      /the Customer may also terminate on 30 days' written notice, and that the Supplier gives at least 90 days' notice/,
    );
    expect(change.proposedText).toContain(
      "The Customer may terminate this Agreement for convenience at any time by giving not less than thirty (30) days' written notice.",
    );
    expect(change.proposedText).toContain(
      "The Supplier may terminate this Agreement for convenience by giving not less than ninety (90) days' written notice.",
    );
  });

  it("a rejection of a clause that already meets the settings comments instead of deleting", () => {
    const analysis = analyseContract(UK_SAAS);
    expect(analysis.jurisdiction.favorabilityScore).toBe("green");
    const change = outgoingChange({
      analysis,
      termType: "jurisdiction",
      decision: { decision: "reject", proposedText: null, reasoning: null },
      user,
    });
    expect(change).toEqual({
      action: "comment",
      comment: expect.stringMatching(
        /is not acceptable to us as drafted, and we would like to agree alternative wording\.$/,
      ),
    });
  });

  it("the negotiation email states the position in the contract's own terms", () => {
    const analysis = analyseContract(ONE_SIDED);
    const text = negotiationEmail({
      contractName: "Agreement.docx",
      analysis,
      decisions: [],
      sender: { name: "A", jobTitle: "", company: "Glen Rowan Distillers Limited", email: "a@example.com" },
    }).text;
    expect(text).toContain("Dear Thistle Strategy Partners LLP,");
    expect(text).toContain(
      "Our position: Clause 2.1 requires 180 days' notice of non-renewal; we propose 30 days.",
    );
    expect(text).toContain(
      "Our position: Clause 1.1 requires payment within 14 days; we propose 90 days from receipt of a valid invoice.",
    );
    expect(text).toContain("we propose that the Client may also terminate on 30 days' written notice");
  });
});

describe("the other party's name in letters", () => {
  it("addresses a company named in capitals in ordinary case", () => {
    const analysis = analyseContract(CLEANING_CONTRACT, { side: "customer" });
    expect(analysis.parties.supplier?.name).toBe("BRIGHTSIDE CLEANING SERVICES LTD");
    expect(counterpartyName(analysis, "Oakleaf Dental Practice Limited")).toBe(
      "Brightside Cleaning Services Ltd",
    );
  });
});
