import { describe, expect, it } from "vitest";
import { analyseContract } from "./index";

const DOTTED = `WEBSITE DESIGN AGREEMENT

This Agreement is dated 3 May 2027.

PARTIES

1. HAZELDENE DIGITAL LIMITED, incorporated and registered in England and Wales with company number 11223344 whose registered office is at 8 Quay Road, Hull HU1 2AB (the "Designer").

2. Pike & Perch Tackle Ltd, incorporated and registered in England and Wales with company number 05566778 whose registered office is at 2 Canal Side, York YO1 6DD (the "Customer").

AGREED TERMS

1. Interpretation

1.1 In this Agreement the following words have these meanings.

2. Services

2.1 The Designer shall design and build the Customer's website.
`;

describe("a PARTIES heading over a list numbered 1. and 2.", () => {
  it("reads both parties, without their list numbers, and stops before the clauses", () => {
    const { parties } = analyseContract(DOTTED);
    expect(parties.supplier).toMatchObject({ name: "HAZELDENE DIGITAL LIMITED", alias: "Designer" });
    expect(parties.customer).toMatchObject({ name: "Pike & Perch Tackle Ltd", alias: "Customer" });
    expect(parties.all).toHaveLength(2);
  });

  it("does not take a clause list under a heading for a party list", () => {
    const clauses = DOTTED.replace(
      /PARTIES[\s\S]*?AGREED TERMS/,
      'PARTIES\n\nThis Agreement is made between Hazeldene Digital Limited (the "Designer") and Pike & Perch Tackle Ltd (the "Customer").\n\nAGREED TERMS',
    );
    const { parties } = analyseContract(clauses);
    expect(parties.supplier?.name).toBe("Hazeldene Digital Limited");
    expect(parties.customer?.name).toBe("Pike & Perch Tackle Ltd");
  });
});
