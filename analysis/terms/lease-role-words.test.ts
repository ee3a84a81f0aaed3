import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";

const lease = `LEASE OF UNIT 4, MILL YARD

This lease is made between Corbridge Estates Limited (the "Landlord") and Wren Yarn Company Ltd (the "Tenant").

1. Rent

1.1 The Tenant shall pay the yearly rent of £12,000 by equal quarterly payments in advance on the usual quarter days.

2. Tenant's covenants

2.1 The Tenant shall indemnify the Landlord against all losses, claims and costs arising from any breach of the Tenant's obligations in this lease.

3. Law

3.1 This lease is governed by the law of England and Wales.
`;

describe("advice on a lease names the landlord and the tenant", () => {
  it("says whose losses the tenant's indemnity covers in the lease's own terms", () => {
    const a = analyseContract(lease, { side: "customer" });
    expect(a.indemnity.summary).toContain("the landlord's losses");
    expect(a.indemnity.summary).not.toMatch(/supplier/i);
    expect(a.indemnity.recommendation).not.toMatch(/supplier/i);
  });
});
