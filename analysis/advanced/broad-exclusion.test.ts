import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";
import { contract } from "../test-helpers";
import type { Side } from "../types";

const of = (body: string, side: Side = "customer") => {
  const a = analyseContract(contract(body), { side });
  return {
    broad: a.advancedClauses.find((c) => c.subcategory.startsWith("broad_exclusion")),
    cap: a.advancedClauses.find((c) => c.category === "liability_cap"),
  };
};

const STORAGE =
  "4.1 The Customer shall pay the storage charges monthly in advance.\n5.2 The Supplier shall not be liable for any loss, damage or expense arising from the storage of the Goods, except where caused by the Supplier's negligence.";

describe("a side that excludes its liability for any loss", () => {
  it("tells the customer the supplier answers only for its negligence, and asks to narrow it to indirect loss", () => {
    const { broad, cap } = of(STORAGE);
    expect(broad).toMatchObject({ subcategory: "broad_exclusion_theirs", risk_level: "medium" });
    expect(broad?.whyItMatters).toBe(
      "The supplier excludes liability for any loss, not only indirect loss, except for losses caused by its negligence, so you could recover little if things go wrong.",
    );
    expect(broad?.proposal).toBe(
      "Clause 5.2 excludes the Supplier's liability for any loss other than through its negligence; we propose that the exclusion applies only to indirect and consequential loss, and that the Supplier remains liable for direct loss caused by its breach of contract, subject to an overall cap.",
    );
    // the missing cap no longer says that nothing limits either side
    expect(cap?.whyItMatters).toBe(
      "No clause caps liability. The supplier excludes its own for any loss (clause 5.2), but your liability has no limit.",
    );
    expect(cap?.proposal).toMatch(/^The contract sets no overall cap on liability; we propose/);
  });

  it("tells the supplier to keep its own exclusion, and does not ask it for a cap", () => {
    const { broad, cap } = of(STORAGE, "supplier");
    expect(broad).toMatchObject({ subcategory: "broad_exclusion_yours", risk_level: "low", proposal: null });
    expect(cap?.risk_level).toBe("low");
    expect(cap?.proposal ?? null).toBeNull();
  });

  it("leaves the exclusion of indirect loss and events beyond control to their own findings", () => {
    for (const body of [
      "5.2 The Supplier shall not be liable for any indirect loss, loss of profit or consequential damage.",
      "5.2 The Supplier shall not be liable for any loss or damage caused by events beyond its reasonable control.",
    ])
      expect(of(body).broad).toBeUndefined();
  });

  it("reads 'In no event shall the Supplier be liable for any loss, damage or cost' the same way", () => {
    for (const body of [
      "5.2 In no event shall the Supplier be liable for any loss, damage or cost arising from the storage of the Goods.",
      "5.2 Under no circumstances will the Supplier be liable for any loss or damage to the Goods.",
    ])
      expect(of(body).broad?.subcategory).toBe("broad_exclusion_theirs");
  });
});

describe("force majeure from the side that performs", () => {
  it("tells the supplier an event beyond its control protects it, and asks the customer for a way out", () => {
    const body =
      "12.3 The Supplier shall not be liable for delays caused by events beyond its reasonable control.";
    const fm = (side: Side) =>
      analyseContract(contract(body), { side }).advancedClauses.find((c) => c.category === "force_majeure");
    expect(fm("supplier")).toMatchObject({ risk_level: "low", askFor: "Keep it.", proposal: null });
    expect(fm("supplier")?.whyItMatters).toMatch(/^Events outside your control excuse you from liability/);
    expect(fm("customer")?.risk_level).toBe("medium");
    expect(fm("customer")?.proposal).toMatch(/we propose that either party may terminate/);
  });

  it("reads 'Neither party shall be liable to the other for any loss' as both sides giving up their claims", () => {
    const body =
      "4.1 The Customer shall pay the fees monthly in arrears.\n9.1 Neither party shall be liable to the other for any loss, damage, cost or expense arising under this Agreement, except in the case of fraud.";
    const customer = of(body);
    expect(customer.broad).toMatchObject({ subcategory: "broad_exclusion_mutual", risk_level: "medium" });
    expect(customer.broad?.whyItMatters).toBe(
      "Neither side can claim any loss from the other, not only indirect loss, except for losses caused by fraud. If the supplier fails to deliver, you could recover little.",
    );
    expect(customer.broad?.proposal).toBe(
      "Clause 9.1 excludes each party's liability for any loss other than through fraud; we propose that the exclusion applies only to indirect and consequential loss, and that each party remains liable for direct loss caused by its breach of contract, subject to an overall cap.",
    );
    // no longer "nothing limits how much either side can claim"
    expect(customer.cap).toMatchObject({ risk_level: "low", proposal: null });
    expect(customer.cap?.whyItMatters).toBe(
      "No clause caps liability, but each side excludes its liability to the other for any loss (clause 9.1).",
    );
    const supplier = of(body, "supplier");
    expect(supplier.broad).toMatchObject({
      subcategory: "broad_exclusion_mutual",
      risk_level: "low",
      proposal: null,
    });
    expect(supplier.cap?.risk_level).toBe("low");
  });

  it("still leaves a mutual exclusion of indirect loss to the indirect-loss finding", () => {
    const body =
      "9.1 Neither party shall be liable to the other for any indirect or consequential loss, damage or expense.";
    expect(of(body).broad).toBeUndefined();
  });
});

describe("an exclusion whose list ends with every other loss", () => {
  it("is a broad exclusion, not only an exclusion of indirect loss", () => {
    const body =
      "9.1 The Supplier shall have no liability to the Customer for any loss of data, loss of profits or any other loss, however caused.";
    const a = analyseContract(contract(body));
    const broad = a.advancedClauses.find((c) => c.subcategory.startsWith("broad_exclusion"));
    expect(broad).toMatchObject({ subcategory: "broad_exclusion_theirs", risk_level: "medium" });
    expect(broad?.proposal).toMatch(
      /^Clause 9\.1 excludes the Supplier's liability for any loss; we propose/,
    );
    // the same sentence is not also called an exclusion of indirect loss to make mutual
    expect(
      a.advancedClauses.find((c) => c.subcategory === "indirect_and_consequential_loss"),
    ).toBeUndefined();
  });

  it.each([
    "9.1 Neither party shall be liable for any loss of profits or any other indirect loss.",
    "9.1 The Supplier shall not be liable for any loss of profits, or any other loss which is not reasonably foreseeable.",
  ])("leaves %s to the indirect-loss finding", (body) => {
    const a = analyseContract(contract(body));
    expect(a.advancedClauses.find((c) => c.subcategory.startsWith("broad_exclusion"))).toBeUndefined();
  });
});
