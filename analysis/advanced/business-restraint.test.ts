import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";

/** a café franchise: the franchisee is the customer, the franchisor the supplier */
const FRANCHISE = `FRANCHISE AGREEMENT

This Agreement is dated 4 March 2027 and is made between Bramble Coffee Systems Limited, a company incorporated in England and Wales (the "Franchisor"), and Kestrel Cafés Ltd, a company incorporated in England and Wales (the "Franchisee").`;

const DISTRIBUTION = `DISTRIBUTION AGREEMENT

This Agreement is dated 4 March 2027 and is made between Orrin Valves Limited, a company incorporated in England and Wales (the "Supplier"), and Tollgate Fluid Supplies Ltd, a company incorporated in England and Wales (the "Distributor").`;

const withClause = (preamble: string, clause: string) => `${preamble}\n\n9. Restrictions\n\n${clause}\n`;
const nonCompete = (text: string, side: "customer" | "supplier" = "customer") =>
  analyseContract(text, { side }).advancedClauses.find((c) => c.category === "non_compete");

describe("a covenant not to carry on a business in an area", () => {
  const radius =
    "9.1 For a period of eighteen months following the termination or expiry of this Agreement, the Franchisee shall not operate, or be concerned or interested in, any coffee shop or café business within three (3) miles of the Outlet or of any other outlet of the Franchisor's network.";

  it("is a non-compete binding the franchisee, with advice to shorten it, narrow the area and limit it to the same business", () => {
    const text = withClause(FRANCHISE, radius);
    const f = nonCompete(text);
    expect(f).toBeDefined();
    expect(f).toMatchObject({ subcategory: "business_binding_you", risk_level: "high" });
    expect(text.slice(f?.start, f?.end)).toBe(radius);
    expect(f?.whyItMatters).toContain("within three (3) miles");
    expect(f?.whyItMatters).toContain("eighteen months after the contract ends");
    expect(f?.askFor).toMatch(/no more than 6 months after the contract/);
    expect(f?.askFor).toMatch(/within 2 miles of the premises you trade from/);
    expect(f?.askFor).toMatch(/only a business the same as the one run under this contract/);
    expect(f?.proposal).toMatch(
      /restricts the Franchisee from carrying on a business within three \(3\) miles for eighteen months after the contract; we propose/,
    );
    expect(f?.proposal).not.toMatch(/\byou(?:r)?\b/i);
  });

  it("protects the franchisor, who keeps it", () => {
    const f = nonCompete(withClause(FRANCHISE, radius), "supplier");
    expect(f).toMatchObject({ subcategory: "binding_them", risk_level: "low", proposal: null });
    expect(f?.askFor).toMatch(/^Keep it/);
  });

  it("reads a restraint during the term in the territory, worded as being engaged in a similar business", () => {
    const clause =
      "9.1 During the term of this Agreement the Distributor shall not, directly or indirectly, be engaged or interested in any business selling valves similar to the Products in the Territory.";
    const f = nonCompete(withClause(DISTRIBUTION, clause));
    expect(f).toMatchObject({ subcategory: "business_binding_you", risk_level: "medium" });
    expect(f?.whyItMatters).toMatch(/That limits what other business you can run/);
  });

  it("is not found in a confidentiality, non-solicitation, user or carve-out clause", () => {
    const none = (clause: string, preamble = FRANCHISE) => nonCompete(withClause(preamble, clause));
    expect(
      none(
        "9.1 For two years after termination the Franchisee shall not disclose to any third party any information about the business of the Franchisor.",
      ),
    ).toBeUndefined();
    expect(
      none(
        "9.1 For twelve months after termination the Franchisee shall not solicit or entice away any customer of the Franchisor within five miles of the Outlet.",
      ),
    ).toBeUndefined();
    expect(
      none(
        "9.1 The Franchisee shall not carry on any business at the Outlet other than the franchised café.",
      ),
    ).toBeUndefined();
    expect(
      none(
        "9.1 This clause shall not prevent the Franchisee from holding up to 3% of the shares in a listed company carrying on any business within ten miles of the Outlet.",
      ),
    ).toBeUndefined();
  });
});
