import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";
import { contract } from "../test-helpers";
import type { Side } from "../types";

const ipOf = (body: string, side: Side = "customer") => {
  const text = contract(body, { us: true });
  const a = analyseContract(text, { side });
  const found = a.advancedClauses.filter((c) => c.category === "ip_ownership");
  return { text, a, found, created: found.find((c) => c.subcategory.startsWith("created_ip")) };
};

describe("ownership of work created", () => {
  it("reads 'therein' as the deliverables the sentence names, not the background IP of the sentence before", () => {
    const body =
      "8.1 Each party shall retain all right, title and interest in its Background Technology.\n8.2 All Deliverables, and all Intellectual Property Rights therein, shall be the sole and exclusive property of Customer upon creation.";
    const { text, found, created } = ipOf(body);
    expect(created?.subcategory).toBe("created_ip_yours");
    expect(created?.excerpt).toBe(text.slice(text.indexOf("8.2"), text.indexOf("creation.") + 9));
    // the contract says who owns the work, so it is not silent about it
    expect(found.some((c) => c.subcategory === "missing")).toBe(false);
    const supplier = ipOf(body, "supplier");
    expect(supplier.created?.subcategory).toBe("created_ip_theirs");
  });

  it("treats inventions made 'in the course of the Services' as work created, not improvements to the services", () => {
    const body =
      "Vendor agrees that all inventions, discoveries and improvements which Vendor conceives in the course of the Services shall belong to Customer, and Vendor agrees to assign the same to Customer upon request.";
    expect(ipOf(body).created?.subcategory).toBe("created_ip_yours");
    expect(ipOf(body).created?.whyItMatters).not.toMatch(/what you bring/);
    expect(ipOf(body, "supplier").created?.risk_level).toBe("medium");
  });

  it("still keeps improvements to the supplier's own software as the supplier's existing IP", () => {
    const body = "All improvements to the Software made by Vendor shall be owned by Vendor.";
    expect(ipOf(body).created).toBeUndefined();
  });

  it("scores the same sentence as an IP assignment from either side", () => {
    const body =
      "Title to all reports, data and other materials produced by Vendor in performing the Services shall vest in Customer upon payment of the fees.";
    const c = ipOf(body).a.cuadSpans["Ip Ownership Assignment"];
    const s = ipOf(body, "supplier").a.cuadSpans["Ip Ownership Assignment"];
    expect(c).toHaveLength(1);
    expect(s).toEqual(c);
  });
});
