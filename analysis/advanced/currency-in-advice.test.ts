import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";
import { contract } from "../test-helpers";

describe("example figures in advice use the contract's currency", () => {
  it("asks a US supplier for cover in dollars and a UK one in pounds", () => {
    const body = "2.1 The Customer shall pay $4,000 per month within 30 days of invoice.";
    const us = analyseContract(contract(body, { us: true })).advancedClauses.find(
      (c) => c.category === "insurance" && c.missing,
    );
    expect(us?.askFor).toContain("(for example $1m each)");
    expect(us?.proposal).toContain("at least $1,000,000 each");
    const uk = analyseContract(
      contract("2.1 The Customer shall pay £4,000 per month within 30 days of invoice."),
    ).advancedClauses.find((c) => c.category === "insurance" && c.missing);
    expect(uk?.askFor).toContain("(for example £1m each)");
  });
});
