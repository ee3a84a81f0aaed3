import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";

const make = (what: string) =>
  `AGREEMENT\n\nThis Agreement is made on 1 May 2027 between Arkengarth Trading Limited (the "Supplier") and Thwaite Mill Bakery Ltd (the "Customer").\n\n1. Supply\n\n1.1 ${what}\n\n2. Payment\n\n2.1 The Customer shall pay each invoice within 30 days.\n`;

const askFor = (what: string) =>
  analyseContract(make(what)).advancedClauses.find(
    (c) => c.category === "warranty" && c.subcategory === "missing",
  )?.askFor;

describe("what a missing warranty asks for, by what the contract supplies", () => {
  it("goods: description, satisfactory quality, fitness for purpose and 12 months free of defects", () => {
    expect(askFor("The Supplier shall deliver the Goods ordered by the Customer each week.")).toMatch(
      /goods will match their description, be of satisfactory quality and fit for purpose/,
    );
  });

  it("building works: good and workmanlike, defects put right for 12 months after completion", () => {
    expect(askFor("The Supplier shall carry out and complete the works to the shop front.")).toMatch(
      /works will be carried out in a good and workmanlike manner/,
    );
  });

  it("services: reasonable skill and care, not that a service will 'perform in line with its description'", () => {
    const ask = askFor("The Supplier shall provide bookkeeping and payroll services each month.");
    expect(ask).toMatch(/performed with reasonable skill and care/);
    expect(ask).not.toMatch(/description/);
  });

  it("software: performs materially in line with its description", () => {
    expect(askFor("The Supplier shall provide the hosted software to the Customer.")).toMatch(
      /perform materially in line with its description/,
    );
  });
});
