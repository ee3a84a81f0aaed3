import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";

const PARTIES =
  'This Agreement is made between Ravensworth Print Limited (the "Supplier") and Kestrel Lane Interiors Ltd (the "Customer").';
const CUSTOMER_INDEMNITY =
  "7.1 The Customer shall indemnify the Supplier against all losses arising from any claim that artwork the Customer provides infringes a third party's rights.";
const CAP = "8.1 Each party's total liability under this Agreement shall not exceed £40,000.";

describe("an indemnity the contract takes out of its liability cap", () => {
  const text = `${PARTIES}\n\n7. Indemnity\n\n${CUSTOMER_INDEMNITY}\n\n8. Liability\n\n${CAP}\n\n8.2 The limit in clause 8.1 does not apply to the Customer's obligations under clause 7.`;

  it("asks for the exception to go, not for a cap the contract says already applies", () => {
    const i = analyseContract(text).indemnity;
    expect(i).toMatchObject({ indemnifyingParty: "customer", capped: false });
    expect(i.recommendation).toContain("does not apply to indemnities; ask for that exception to go");
    expect(i.proposal).toContain("which should no longer exclude indemnities");
    expect(i.proposal).not.toMatch(/\byou\b|\byour\b/i);
  });

  it("is silent about the exception when the cap covers the indemnity", () => {
    const covered = `${PARTIES}\n\n7. Indemnity\n\n${CUSTOMER_INDEMNITY}\n\n8. Liability\n\n${CAP}`;
    const i = analyseContract(covered).indemnity;
    expect(i.capped).toBe(true);
    expect(`${i.recommendation} ${i.proposal ?? ""}`).not.toContain("exclude indemnities");
  });

  it("when both sides' indemnities are left out of the cap, asks to bring the user's back under it", () => {
    const mutual = `${PARTIES}\n\n7. Indemnity\n\n${CUSTOMER_INDEMNITY}\n\n7.2 The Supplier shall indemnify the Customer against all losses arising from any claim that the printed goods infringe a third party's rights.\n\n8. Liability\n\n${CAP}\n\n8.2 The limit in clause 8.1 does not apply to either party's indemnities.`;
    const i = analyseContract(mutual).indemnity;
    expect(i).toMatchObject({ type: "mutual", capped: false });
    expect(i.recommendation).toContain("ask for that exception to go");
    expect(i.proposal).toContain("which should no longer exclude indemnities");
  });
});

describe("an indemnity the user gives where the contract caps only the other side", () => {
  it("names a cap for the user's indemnity and says why, instead of pointing at a cap that is not the user's", () => {
    const text = `${PARTIES}\n\n7. Indemnity\n\n${CUSTOMER_INDEMNITY}\n\n8. Liability\n\n8.1 The Supplier's total liability under this Agreement shall not exceed £40,000.`;
    const i = analyseContract(text).indemnity;
    expect(i).toMatchObject({ indemnifyingParty: "customer", capped: false });
    expect(i.recommendation).toContain("(the contract's liability cap covers only the supplier)");
    expect(i.proposal).toContain("capped at the charges paid in the 12 months before the claim");
    expect(i.proposal).not.toContain("subject to the limitation of liability in the contract");
  });
});
