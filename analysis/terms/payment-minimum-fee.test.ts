import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";
import { contract } from "../test-helpers";

describe("a fee set as a share of pay, with a minimum", () => {
  const terms = (fee: string) =>
    `TERMS OF BUSINESS FOR PERMANENT PLACEMENTS\n\nThese terms are made on 4 May 2027 between Hollins Search Limited (the "Agency") and Brackenwood Engineering Ltd (the "Client").\n\n1. Fees\n\n${fee}\n\n1.2 The Agency shall invoice the Client when the Candidate starts work, and the Client shall pay each invoice within 21 days of its date.\n`;

  it("reports the percentage as the fee and the minimum as a floor", () => {
    const text = terms(
      "1.1 For each Candidate the Client takes on, the Client shall pay a placement fee of 22 per cent (22%) of the Candidate's first year's basic salary, and never less than £4,250.",
    );
    const a = analyseContract(text, { side: "customer" });
    const p = a.paymentTerms;
    expect(p.amount).toBeNull();
    expect(p.paymentDays).toBe(21);
    expect(p.summary).toContain("22% of the Candidate's first year's basic salary");
    expect(p.summary).toContain("£4,250");
    expect(a.keyData.value).toBeNull();
  });

  it("reads a minimum fee written as 'subject to a minimum fee of'", () => {
    const text = terms(
      "1.1 The Client shall pay the Agency a fee equal to 16% (sixteen per cent) of the Candidate's guaranteed annual pay, subject to a minimum fee of £2,800, plus VAT.",
    );
    const p = analyseContract(text, { side: "customer" }).paymentTerms;
    expect(p.amount).toBeNull();
    expect(p.summary).toContain("16% of the Candidate's guaranteed annual pay");
    expect(p.summary).toMatch(/at least £2,800|minimum £2,800/);
    expect(p.paymentDays).toBe(21);
  });

  it("keeps a fixed minimum charge as the amount when no share is the fee", () => {
    const text = contract(
      "1.1 The Customer shall pay a minimum monthly charge of £300, and £0.05 for each message sent above 10,000 messages in a month.",
    );
    expect(analyseContract(text).paymentTerms.amount).toBe(300);
  });
});
