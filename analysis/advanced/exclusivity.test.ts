import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";
import type { Side } from "../types";

const PARTIES =
  'This Agreement is made between Kelda Water Filters Limited (the "Supplier") and Ribble Home Supplies Ltd (the "Distributor").';

const exclusivity = (body: string, side: Side = "customer") =>
  analyseContract(`${PARTIES}\n\n${body}`, { side }).advancedClauses.find(
    (c) => c.category === "exclusivity",
  );

describe("exclusive rights and exclusive purchasing", () => {
  const appointment =
    "2.1 The Supplier appoints the Distributor as its exclusive distributor of the Products in the Territory.";

  it("is the distributor's to keep, and names where it applies", () => {
    const f = exclusivity(appointment);
    expect(f).toMatchObject({
      subcategory: "exclusive_to_you",
      risk_level: "low",
      excerpt: appointment,
      proposal: null,
    });
    expect(f?.whyItMatters).toBe(
      "You hold exclusive rights in the Territory: the other side may not give the same rights to anyone else there.",
    );
  });

  it("asks the supplier to tie an unconditional exclusivity to minimum sales", () => {
    const f = exclusivity(appointment, "supplier");
    expect(f).toMatchObject({ subcategory: "exclusive_to_them", risk_level: "medium" });
    expect(f?.whyItMatters).toContain("whatever its sales");
    expect(f?.proposal).toContain(
      "we propose that the exclusivity depends on the Distributor meeting agreed minimum sales",
    );
    expect(f?.proposal).not.toMatch(/\byou\b/i);
  });

  it("keeps an exclusivity that already depends on minimum purchases", () => {
    const f = exclusivity(
      `${appointment}\n\n3.1 The Distributor shall purchase Products worth at least £60,000 in each Contract Year.`,
      "supplier",
    );
    expect(f).toMatchObject({ risk_level: "low", proposal: null });
  });

  it.each([
    "2.1 The Distributor shall purchase all of its requirements of water filters exclusively from the Supplier.",
    "2.1 During the Term the Supplier shall be the Distributor's sole and exclusive supplier of water filters.",
  ])("reads a duty to buy only from the supplier: %s", (body) => {
    const f = exclusivity(body);
    expect(f).toMatchObject({ subcategory: "you_buy_only_from_them", risk_level: "medium" });
    expect(f?.proposal).toContain("may buy elsewhere any products the Supplier cannot supply");
    expect(exclusivity(body, "supplier")).toMatchObject({
      subcategory: "they_buy_only_from_you",
      risk_level: "low",
    });
  });

  it.each([
    "2.1 The Supplier appoints the Distributor as a non-exclusive distributor of the Products in the Territory.",
    "2.1 The courts of England shall have exclusive jurisdiction over any dispute.",
    "2.1 Repair or replacement is the Distributor's sole and exclusive remedy for defective Products.",
    "2.1 All prices are exclusive of VAT.",
    "WHEREAS the Supplier wishes to grant the Distributor exclusive rights to sell the Products in the Territory.",
  ])("is not an exclusive appointment: %s", (body) => {
    expect(exclusivity(body)).toBeUndefined();
  });
});
