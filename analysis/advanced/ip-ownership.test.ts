import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";
import { contract } from "../test-helpers";
import type { Side } from "../types";
import { movesOwnership } from "./ip";

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

  it("reads 'Customer shall be the sole owner of all Work Product' as the customer owning the work", () => {
    const body =
      "Customer shall be the sole owner of all Work Product, and Vendor shall not use the Work Product for any other client.";
    const { found, created } = ipOf(body);
    expect(created?.subcategory).toBe("created_ip_yours");
    expect(found.some((c) => c.subcategory === "missing")).toBe(false);
    expect(ipOf(body, "supplier").created?.subcategory).toBe("created_ip_theirs");
  });

  it("explains an assignment of feedback as feedback, not as what a side brings to the contract", () => {
    const body =
      "If Customer provides suggestions or feedback about the Software, Customer hereby assigns to Vendor all rights in that feedback.";
    const mine = ipOf(body).found.find((c) => c.excerpt.includes("feedback"));
    expect(mine?.risk_level).toBe("low");
    expect(mine?.whyItMatters).toMatch(/^Suggestions and feedback you give/);
    const theirs = ipOf(body, "supplier").found.find((c) => c.excerpt.includes("feedback"));
    expect(theirs?.whyItMatters).toMatch(/^Suggestions and feedback the other side gives/);
  });

  it("leaves 'retains ownership ... and shall be the sole owner' to the retention it states", () => {
    const body =
      "The Sponsor shall at all times retain full ownership of all information about its business, and shall be the sole owner of all materials created for it hereunder.";
    expect(ipOf(body).created).toBeUndefined();
  });

  it("sees that the supplier keeps 'its own templates, working files and know-how', and does not ask for it again", () => {
    const body =
      "4.1 Once the Customer has paid for it, the Customer will own the copyright in all final artwork the Vendor creates for the Customer.\n4.2 The Vendor keeps ownership of its own templates, working files and know-how.";
    const f = ipOf(body, "supplier").created;
    expect(f?.askFor).toMatch(/the contract already keeps your existing materials yours/);
    // keeping something is not owning it: "keep the Vendor's tools insured" says nothing of ownership
    const insured =
      "4.1 Once the Customer has paid for it, the Customer will own the copyright in all final artwork the Vendor creates for the Customer.\n4.2 The Vendor shall keep its tools fully insured.";
    expect(ipOf(insured, "supplier").created?.askFor).toMatch(
      /^The customer will own what you create\. Make sure/,
    );
  });

  it("reads work named for how it was made ('the Developed Technology', 'Project IP') as work created", () => {
    const developed =
      "8.1 Any and all right, title and interest in and to the Developed Technology shall belong exclusively to Customer.";
    expect(ipOf(developed).created?.subcategory).toBe("created_ip_yours");
    expect(ipOf(developed, "supplier").created?.subcategory).toBe("created_ip_theirs");
    expect(ipOf("8.1 All Project IP shall be owned by Vendor.").created?.subcategory).toBe(
      "created_ip_theirs",
    );
  });

  it("reads 'will be the owner of all reports ... produced by the Vendor under this Agreement'", () => {
    const body =
      "8.1 Customer will be the owner of all reports, drawings and other documents produced by Vendor under this Agreement.";
    const { found, created } = ipOf(body);
    expect(created?.subcategory).toBe("created_ip_yours");
    expect(found.some((c) => c.subcategory === "missing")).toBe(false);
  });

  it("reads 'shall be the sole and exclusive property of' as the owner of inventions made under the contract", () => {
    const body =
      "8.1 Vendor shall promptly disclose all Inventions to Customer.\n8.2 Vendor agrees that all Inventions shall be the sole and exclusive property of Customer.";
    const { text, created } = ipOf(body);
    expect(created?.subcategory).toBe("created_ip_yours");
    expect(created?.start).toBe(text.indexOf("8.2"));
  });

  it("reads a party's own assignment beside the assignments it must obtain from its subcontractors", () => {
    const body =
      "8.1 Vendor shall assign, and shall procure that its subcontractors assign, to Customer all Intellectual Property Rights in the Deliverables.";
    expect(ipOf(body).created?.subcategory).toBe("created_ip_yours");
    // obtaining assignments from staff, with no transfer of its own, still says nothing of who owns the work
    const flowDownOnly =
      "8.1 Vendor shall procure that its subcontractors assign to Vendor all Intellectual Property Rights in the Deliverables.";
    expect(ipOf(flowDownOnly).created).toBeUndefined();
  });

  it("reads 'the property of the party which generated them' as each side owning what it makes", () => {
    const body =
      "8.1 Each party remains the owner of its intellectual property existing before the date of this Agreement.\n8.2 Results shall be the property of the party which generated them.";
    const { text, found, created } = ipOf(body);
    expect(created?.subcategory).toBe("created_ip_each_own");
    expect(created?.start).toBe(text.indexOf("8.2"));
    expect(found.some((c) => c.subcategory === "missing")).toBe(false);
  });

  it("reads an assignment of 'Foreground IP' as work created, beside a sentence that keeps background IP", () => {
    const body =
      "8.1 Nothing in this Agreement shall operate to transfer any Background IP.\n8.2 Vendor assigns to Customer absolutely all Foreground IP with effect from its creation.";
    const { text, created } = ipOf(body);
    expect(created?.subcategory).toBe("created_ip_yours");
    expect(created?.start).toBe(text.indexOf("8.2"));
    expect(ipOf(body, "supplier").created?.subcategory).toBe("created_ip_theirs");
  });

  it("reads developments made at the customer's request and paid for by it, but kept by the supplier, as work created", () => {
    const body =
      "8.1 Vendor retains all rights in the Platform.\n8.2 Any developments to the Platform made at Customer's request and paid for by Customer shall nevertheless belong to Vendor.";
    const { text, created } = ipOf(body);
    expect(created?.subcategory).toBe("created_ip_theirs");
    expect(created?.start).toBe(text.indexOf("8.2"));
    expect(ipOf(body, "supplier").created?.risk_level).toBe("low");
  });

  it("reads data collected by the supplier in providing the services as work created", () => {
    const body =
      "8.1 All data collected by Vendor in providing the Services shall be the property of Customer.";
    expect(ipOf(body).created?.subcategory).toBe("created_ip_yours");
    expect(ipOf(body, "supplier").created?.subcategory).toBe("created_ip_theirs");
  });

  it("treats rights a licensee gains in the licensor's trademarks through using them as going back to their owner", () => {
    const body =
      "8.1 Customer acknowledges that Vendor owns the Trademarks.\n8.2 Customer hereby assigns to Vendor any rights it may acquire in the Trademarks through its use of them.";
    const mine = ipOf(body).found.find((c) => c.subcategory === "ip_transferred_from_you");
    expect(mine).toMatchObject({ risk_level: "low", proposal: null });
    expect(mine?.whyItMatters).toBe(
      "Any rights you gain in the supplier's marks or materials by using them pass to the supplier, which is usual.",
    );
    // an outright transfer of what the customer already holds is still medium, with a licence back asked for
    const outright = "8.1 Customer hereby assigns to Vendor all of its existing patents and copyrights.";
    const given = ipOf(outright).found.find((c) => c.subcategory === "ip_transferred_from_you");
    expect(given?.risk_level).toBe("medium");
    expect(given?.proposal).toMatch(/licence/);
  });
});

describe("work created beside improvements, and things that are not intellectual property", () => {
  it("reads inventions, improvements or works the supplier develops in providing the services as work created, not its own product", () => {
    const body =
      "Any inventions, improvements or works developed by the Supplier in the course of providing the Services shall be the exclusive property of the Supplier.";
    const { created } = ipOf(body);
    expect(created?.subcategory).toBe("created_ip_theirs");
    expect(created?.whyItMatters).toMatch(/created under it belongs to the supplier/);
    expect(ipOf(body, "supplier").created?.subcategory).toBe("created_ip_yours");
  });

  it("reads improvements made by either party and owned by the licensor as the customer's improvements going to the supplier", () => {
    const body =
      "All improvements to the Licensed Technology made by either party shall be owned by the Supplier.";
    const { created } = ipOf(body);
    expect(created?.subcategory).toBe("created_ip_grant_back");
    expect(created?.risk_level).toBe("medium");
    expect(ipOf(body, "supplier").created?.risk_level).toBe("low");
  });

  it("reads changes one side makes to the other's systems, owned by the other, as work created for that side", () => {
    const body =
      "Any modifications to the Customer's systems made by the Supplier shall belong to the Customer.";
    expect(ipOf(body).created).toMatchObject({ subcategory: "created_ip_yours", risk_level: "low" });
    expect(ipOf(body, "supplier").created?.subcategory).toBe("created_ip_theirs");
    // the supplier's own changes to its own product stay its existing IP
    expect(
      ipOf("All improvements to the Software made by the Supplier shall be owned by the Supplier.").created,
    ).toBeUndefined();
  });

  it("does not read samples or tooling that become the customer's property as intellectual property", () => {
    expect(
      ipOf(
        "All samples produced by the Supplier for the Customer shall become the property of the Customer on payment.",
      ).created,
    ).toBeUndefined();
    expect(
      ipOf("All tooling made by the Supplier for the Customer shall be the property of the Customer.")
        .created,
    ).toBeUndefined();
  });
});

describe("more ways of saying who owns the work created", () => {
  it.each([
    "All patents arising from the Research shall be filed in the name of the Customer and owned by the Customer.",
    "The Customer shall be entitled to all intellectual property rights in the results of the Services.",
    "Everything the Supplier creates for the Customer under this Agreement shall be the property of the Customer once paid for.",
    "Intellectual property rights in the Deliverables shall be held by the Customer.",
    "The Supplier waives all moral rights in the Deliverables and assigns the copyright in them to the Customer.",
    "The Supplier hereby assigns to the Customer all copyright in the work it creates under this Agreement.",
    "The Supplier assigns to the Customer the copyright in all work which it performs for the Customer.",
  ])("reads '%s' as work created that the customer owns", (body) => {
    expect(ipOf(body).created?.subcategory).toBe("created_ip_yours");
    expect(ipOf(body, "supplier").created?.subcategory).toBe("created_ip_theirs");
  });

  it("reads ownership 'retained by' the supplier as the supplier keeping the work it creates", () => {
    const body =
      "Ownership of all software developed under this Agreement shall be retained by the Supplier.";
    expect(ipOf(body).created).toMatchObject({ subcategory: "created_ip_theirs", risk_level: "high" });
    expect(ipOf(body, "supplier").created?.subcategory).toBe("created_ip_yours");
  });
});

describe("which ownership findings count as an IP assignment", () => {
  const assigned = (body: string, side: Side = "customer") => {
    const { a, found } = ipOf(body, side);
    return {
      found,
      spans: a.cuadSpans["Ip Ownership Assignment"] ?? [],
      moves: found.filter((c) => movesOwnership(c, side)),
    };
  };

  it("counts work created that passes to the customer, from either side", () => {
    const body =
      "All Deliverables and all intellectual property rights in them shall vest in the Customer on creation.";
    for (const side of ["customer", "supplier"] as const) {
      const r = assigned(body, side);
      expect(r.moves).toHaveLength(1);
      expect(r.spans).toEqual([{ start: r.moves[0].start, end: r.moves[0].end }]);
    }
  });

  it("does not count joint ownership, which is a kind of its own", () => {
    const body =
      "All inventions made jointly by the parties in the course of the Project shall be jointly owned by the Supplier and the Customer.";
    const r = assigned(body);
    expect(r.found.some((c) => c.subcategory === "created_ip_joint")).toBe(true);
    expect(r.moves).toEqual([]);
  });
});

describe("an aside naming what the rights include", () => {
  const body =
    "6.1 All intellectual property rights in the Deliverables, including any materials owned by the Vendor before this Agreement that are built into them, shall vest in and belong to the Customer on creation.";

  it("reads the owner after 'vest in and belong to', not the party the aside names", () => {
    expect(ipOf(body, "customer").created?.subcategory).toBe("created_ip_yours");
    const supplier = ipOf(body, "supplier").created;
    expect(supplier?.subcategory).toBe("created_ip_theirs");
    expect(supplier?.proposal).toMatch(
      /gives the Customer ownership of the work created; we propose that (?:the )?Vendor keeps its pre-existing materials/,
    );
  });

  it("still reads a sentence whose owner is named in brackets after 'including'", () => {
    const owned =
      "6.1 The Deliverables (including any software written by the Customer's staff) shall be owned by the Vendor.";
    expect(ipOf(owned, "customer").created?.subcategory).toBe("created_ip_theirs");
  });
});
