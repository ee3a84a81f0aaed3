import { describe, expect, it } from "vitest";
import { antiAssignment } from "../cuad";
import { prepare } from "../doc";
import { analyseContract } from "../index";

const quoted = (text: string) =>
  analyseContract(text).advancedClauses.find((c) => c.category === "assignment" && !c.missing)?.excerpt ??
  null;

describe("the assignment restriction quotes a restriction on transferring the contract", () => {
  it("does not take a party called the Subcontractor for a ban on sub-contracting", () => {
    const text = [
      'This Agreement is made on 3 March 2026 between Hallam Tooling Limited ("Manufacturer") and Loxley Castings Limited ("Subcontractor").',
      "1. WORK",
      "1.1 Subcontractor shall make the Castings to the Specification under the Orders.",
      "9. OTHER SALES",
      "9.1 Right of Subcontractor to sell to others. Manufacturer agrees that Subcontractor may make and sell similar castings to third parties, provided that (a) Subcontractor does not use Manufacturer's Confidential Information under this Agreement and (b) Subcontractor does not infringe Manufacturer's patents.",
      "10. GENERAL",
      "10.1 Manufacturer may assign this Agreement to any member of its group without consent.",
      "10.2 Either party may not assign this Agreement to any other person without the prior written consent of the other.",
    ].join("\n\n");
    expect(quoted(text)).toMatch(/^10\.2 Either party may not assign this Agreement/);
  });

  it("still reads a ban on using sub-contractors as a restriction", () => {
    const text =
      "The Supplier shall not sub-contract any of its obligations under this Agreement without the Customer's written consent.";
    expect(antiAssignment(prepare(text))).toHaveLength(1);
  });

  it("does not read a duty to have staff assign their inventions as a restriction on assigning the contract", () => {
    const text =
      "7.1 Assignments. Each Party shall ensure that all persons working for it under this Agreement are obliged to assign to it (or, where the law does not permit such an assignment, to license to it) all their rights in inventions and patents arising from the Research.";
    expect(antiAssignment(prepare(text))).toEqual([]);
  });
});

describe("one side free to transfer the contract without the other's consent", () => {
  const contractWith = (clause: string) =>
    [
      'This Agreement is made on 12 January 2026 between Tamar Office Systems Limited (the "Provider") and Exe Valley Dental Practice Ltd (the "Client").',
      "1. SERVICES",
      "1.1 The Provider shall supply and maintain the Devices.",
      "7. GENERAL",
      `7.1 ${clause}`,
    ].join("\n\n");
  const finding = (clause: string, side: "customer" | "supplier") =>
    analyseContract(contractWith(clause), { side }).advancedClauses.find((c) => c.category === "assignment");

  it("warns the customer that the supplier may pass the contract on without its consent", () => {
    const f = finding(
      "The Provider may assign this Agreement to a finance company without the Client's consent.",
      "customer",
    );
    expect(f?.subcategory).toBe("they_may_transfer_freely");
    expect(f?.risk_level).toBe("medium");
    expect(f?.whyItMatters).toMatch(/^The supplier may transfer the contract without your consent/);
    expect(f?.whyItMatters).not.toMatch(/needs your consent/);
    expect(f?.proposal).toMatch(
      /^Clause 7\.1 lets the Provider transfer the contract without our consent; we propose/,
    );
  });

  it("tells the side that may transfer freely to keep it", () => {
    const f = finding(
      "The Provider may assign this Agreement to a finance company without the Client's consent.",
      "supplier",
    );
    expect(f?.subcategory).toBe("you_may_transfer_freely");
    expect(f?.risk_level).toBe("low");
    expect(f?.whyItMatters).toBe("You may transfer the contract without the other side's consent.");
    expect(f?.proposal ?? null).toBeNull();
  });
});
