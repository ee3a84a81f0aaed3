import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";

const FRANCHISE = `FRANCHISE AGREEMENT

This Agreement is dated 2 February 2027 and is made between Larkspur Bakeries Franchising Limited, a company incorporated in England and Wales (the "Franchisor"), and Fenwick Foods Ltd, a company incorporated in England and Wales (the "Franchisee").`;

const DISTRIBUTION = `DISTRIBUTION AGREEMENT

This Agreement is dated 2 February 2027 and is made between Orrin Valves Limited, a company incorporated in England and Wales (the "Supplier"), and Tollgate Fluid Supplies Ltd, a company incorporated in England and Wales (the "Distributor").`;

const SERVICES = `SERVICES AGREEMENT

This Agreement is dated 2 February 2027 and is made between Northwind Cleaning Limited, a company incorporated in England and Wales (the "Supplier"), and Contoso Retail Ltd, a company incorporated in England and Wales (the "Customer").`;

const renewalOf = (preamble: string, clause: string, side: "customer" | "supplier" = "customer") =>
  analyseContract(
    `${preamble}\n\n3. Term\n\n3.1 This Agreement starts on 1 March 2027 and lasts for seven years.\n${clause}\n`,
    {
      side,
    },
  ).renewalTerms;

describe("renewal for a side that invests in the business", () => {
  it("a franchisee with no right to renew except on the franchisor's conditions is at medium risk, and asks for an option on the same terms", () => {
    const r = renewalOf(
      FRANCHISE,
      "3.2 The Franchisee shall have no right to renew this Agreement unless it has modernised the Bakery to the Franchisor's specification and enters into the Franchisor's standard form of franchise agreement then in use.",
    );
    expect(r.favorabilityScore).toBe("amber");
    expect(r.summary).toMatch(/^No secure right to renew/);
    expect(r.recommendation).toMatch(/option to renew for a further term on the same terms/);
    expect(r.recommendation).toMatch(/not then in material breach/);
    expect(r.proposal).toMatch(
      /does not give the Franchisee a right to renew this Agreement on its present terms; we propose that the Franchisee has the option to renew it/,
    );
    expect(r.proposal).not.toMatch(/\byou(?:r)?\b/i);
  });

  it("a renewal at the franchisor's sole discretion is the same risk", () => {
    const r = renewalOf(
      FRANCHISE,
      "3.2 The Franchisor may, at its sole discretion, renew this Agreement for a further term of five years.",
    );
    expect(r.favorabilityScore).toBe("amber");
    expect(r.proposal).toMatch(/for a further term of 5 years on the same terms/);
  });

  it("a franchisor, whose choice it is, keeps it", () => {
    const r = renewalOf(
      FRANCHISE,
      "3.2 The Franchisee shall have no right to renew this Agreement unless it signs the Franchisor's then-current form of franchise agreement.",
      "supplier",
    );
    expect(r.favorabilityScore).toBe("green");
    expect(r.proposal).toBeNull();
  });

  it("a distributor's mutual long notice to stop the renewal protects it rather than binding it", () => {
    const r = renewalOf(
      DISTRIBUTION,
      "3.2 This Agreement shall then renew automatically for further periods of one year unless either party gives the other at least six months' written notice to end it at the end of the current period.",
    );
    expect(r.favorabilityScore).toBe("green");
    expect(r.recommendation).toMatch(
      /^Keep it: the contract carries on unless either side gives 6 months' notice/,
    );
    expect(r.proposal).toBeNull();
  });

  it("a customer of an ordinary service contract that simply ends is still low risk", () => {
    const r = renewalOf(
      SERVICES,
      "3.2 The Customer has no right to renew this Agreement unless the Supplier agrees to a new contract on its then-current terms.",
    );
    expect(r.favorabilityScore).toBe("green");
    const ends = renewalOf(SERVICES, "3.2 This Agreement shall not be renewed.");
    expect(ends.favorabilityScore).toBe("green");
  });

  it("a franchisee's own option on the same terms, conditional only on not being in breach, is kept", () => {
    const r = renewalOf(
      FRANCHISE,
      "3.2 The Franchisee may renew this Agreement for a further term of five years by giving the Franchisor at least six months' written notice, provided that it is not then in material breach.",
    );
    expect(r.favorabilityScore).toBe("green");
    expect(r.proposal).toBeNull();
  });

  it("a franchisee's own right to renew on condition of a refit is its right, not the other side's choice", () => {
    const r = renewalOf(
      FRANCHISE,
      "3.2 If the Franchisee has refitted the Bakery to the Franchisor's specification, the Franchisee shall have the right to renew this Agreement for one further term of five years.",
    );
    expect(r.favorabilityScore).toBe("green");
  });

  it("a mention of the agreement ending without renewal does not deny a renewal", () => {
    const r = renewalOf(
      FRANCHISE,
      "3.2 If this Agreement expires without renewal, the Franchisee shall return the signage to the Franchisor.",
    );
    expect(r.favorabilityScore).toBe("green");
  });
});
