import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";
import { expectExact } from "../test-helpers";

/** Standard terms of a staffing agency and the business that uses it. */
function agencyTerms(clause: string): string {
  return `TERMS OF BUSINESS FOR THE SUPPLY OF TEMPORARY STAFF

These Terms are made between Hollin Staffing Solutions Ltd, a company registered in England (the "Agency"), and Redbrook Brewing Co. Ltd, a company registered in England (the "Client").

1. Services

1.1 The Agency shall introduce suitably qualified workers to the Client.

1.2 The Client shall pay the Agency's invoices within 14 days.

2. Ending these Terms

2.1 ${clause}
`;
}

/** A commercial lease of a small unit between a landlord and a tenant. */
function lease(clause: string, more = ""): string {
  return `LEASE OF WORKSHOP UNIT 7, TANNERY YARD

THIS LEASE is dated 4 April 2027 and is made between:

(1) STONEGATE ESTATES LIMITED, a company registered in England and Wales (the "Landlord"); and

(2) WILLOW & WREN JOINERY LTD, a company registered in England and Wales (the "Tenant").

1. Letting

1.1 The Landlord lets the Premises to the Tenant for a term of ten years from 4 April 2027 (the "Term").

2. Rent

2.1 The Tenant shall pay the annual rent of £18,000 by equal quarterly instalments in advance.

3. Re-entry

3.1 If any rent is unpaid 21 days after becoming payable, or the Tenant breaches any covenant in this Lease, the Landlord may re-enter the Premises and this Lease shall then end.

4. Tenant's break

4.1 ${clause}
${more}`;
}

describe("a right to end on notice written with other words for ending and for the contract", () => {
  it("reads 'either party may end these Terms' with a proviso about fees still owed", () => {
    const text = agencyTerms(
      "Either party may end these Terms on 21 days' written notice, but any fee for a worker introduced before the end date remains payable if the Client hires that worker within six months.",
    );
    const c = analyseContract(text, { side: "customer" }).cancellationTerms;
    expectExact(text, c);
    expect(c.forConvenienceParty).toBe("both");
    expect(c.noticePeriod).toBe(21);
    expect(c.summary).toMatch(/^Either party may end the contract without giving a reason on 21 days/);
  });

  it("reads 'bring this engagement to an end'", () => {
    const text = agencyTerms(
      "Either party may bring this engagement to an end at any time by giving the other not less than four weeks' notice in writing.",
    );
    const c = analyseContract(text, { side: "customer" }).cancellationTerms;
    expect(c.forConvenienceParty).toBe("both");
    expect(c.noticePeriod).toBe(28);
  });

  it("reads the client's right to end 'the arrangement'", () => {
    const text = agencyTerms(
      "The Client may end the arrangement on one month's written notice to the Agency.",
    );
    const asClient = analyseContract(text, { side: "customer" }).cancellationTerms;
    expect(asClient.forConvenienceParty).toBe("customer");
    expect(asClient.summary).toMatch(/^You may end the contract without giving a reason on (?:1|one) month/);
    const asAgency = analyseContract(text, { side: "supplier" }).cancellationTerms;
    expect(asAgency.forConvenienceParty).toBe("customer");
  });

  it("still reads a right that needs a breach as no right to leave at will", () => {
    const text = agencyTerms(
      "Either party may end these Terms on 7 days' written notice if the other party is in material breach of them.",
    );
    const c = analyseContract(text, { side: "customer" }).cancellationTerms;
    expect(c.forConvenience).toBe(false);
  });
});

describe("a tenant's break clause", () => {
  it("is the tenant's right to end early on a fixed date, with its notice", () => {
    const text = lease(
      "The Tenant may terminate this Lease on 3 April 2032 by giving the Landlord at least nine months' prior written notice.",
    );
    const c = analyseContract(text, { side: "customer" }).cancellationTerms;
    expectExact(text, c);
    expect(c.forConvenience).toBe(true);
    expect(c.forConvenienceParty).toBe("customer");
    expect(c.noticePeriod).toBeGreaterThanOrEqual(270);
    expect(c.availableWhen).toMatch(/3 April 2032/);
    expect(c.summary).toMatch(
      /^You may end the contract without giving a reason on (?:nine|9) months'.*3 April 2032/,
    );
    const asLandlord = analyseContract(text, { side: "supplier" }).cancellationTerms;
    expect(asLandlord.forConvenienceParty).toBe("customer");
    expect(asLandlord.summary).toMatch(
      /^Only the customer may end the contract without a reason.*3 April 2032/,
    );
  });

  it("reads 'may determine this Lease on the Break Date' with the date defined in the clause", () => {
    const text = lease(
      'The Tenant may determine this Lease on the fifth anniversary of the start of the Term (the "Break Date") by serving not less than six months\' written notice on the Landlord.',
    );
    const c = analyseContract(text, { side: "customer" }).cancellationTerms;
    expect(c.forConvenienceParty).toBe("customer");
    expect(c.noticePeriod).toBeGreaterThanOrEqual(180);
    expect(c.availableWhen).toMatch(/fifth anniversary/);
  });

  it("reads a break right exercised by a break notice", () => {
    const text = lease(
      'The Tenant shall have the right to break this Lease on 3 April 2030 (the "Break Date") by serving a break notice on the Landlord at least six months before the Break Date.',
    );
    const c = analyseContract(text, { side: "customer" }).cancellationTerms;
    expect(c.forConvenienceParty).toBe("customer");
    expect(c.noticePeriod).toBeGreaterThanOrEqual(180);
    expect(c.availableWhen).toMatch(/3 April 2030/);
  });

  it("keeps re-entry for unpaid rent or breach out of the right to end early", () => {
    const text = lease("The Tenant shall keep the Premises in good repair.");
    const c = analyseContract(text, { side: "customer" }).cancellationTerms;
    expect(c.forConvenience).toBe(false);
  });
});
