import { describe, expect, it } from "vitest";
import { analyseContract } from "../analysis/index";
import type { TermValueSource } from "./term-values";
import { termValueLines } from "./term-values";

const NDA = `CONFIDENTIALITY AGREEMENT

PARTIES
1. HARDRAW FORGE LIMITED (the "Discloser").
2. STAINFORTH EQUITY LLP (the "Recipient").

1. INDEMNITY
1.1 The Recipient shall indemnify the Discloser against all losses arising from any breach of this Agreement by the Recipient.
`;

describe("term values where the contract names no customer or supplier", () => {
  it("calls the other party 'the other party', not 'the supplier'", () => {
    const a = analyseContract(NDA, { ownCompanyName: "Hardraw Forge Ltd" }) as unknown as TermValueSource;
    expect(termValueLines(a, "indemnity")).toContain("Indemnity: one-sided, given by the other party");
  });
});
