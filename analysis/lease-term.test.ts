import { describe, expect, it } from "vitest";
import { analyseContract } from "./index";

const lease = (definition: string) => `LEASE

This lease is dated 3 March 2027 and is made between Kirkgate Holdings Limited (the "Landlord") and Pebble Lane Pottery Ltd (the "Tenant").

1. Definitions

1.1 "Rent Start Date" means 1 June 2027.

1.2 ${definition}

2. Letting

2.1 The Landlord lets the Premises to the Tenant for the term defined in clause 1.2.

2.2 The Tenant shall pay the yearly rent of £9,000 by equal quarterly instalments in advance on the usual quarter days.
`;

describe("a lease's term defined in its definitions", () => {
  it.each([
    '"Contractual Term" means a term of ten years starting on and including 1 April 2027 and ending on and including 31 March 2037.',
    '"Lease Term" means the period from and including 1 April 2027 to and including 31 March 2037.',
  ])("gives the end date of: %s", (definition) => {
    const a = analyseContract(lease(definition));
    expect(a.expirationDate?.value).toBe("2037-03-31");
    expect(a.keyData.endDate).toBe("2037-03-31");
  });
});
