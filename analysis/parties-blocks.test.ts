import { describe, expect, it } from "vitest";
import { prepare } from "./doc";
import { analyseContract } from "./index";
import { extractParties } from "./parties";

function roles(text: string, ownCompanyName?: string) {
  const p = extractParties(prepare(text));
  for (const x of p.all) expect(text.slice(x.start, x.end)).toBe(x.name);
  return {
    supplier: p.supplier?.name ?? null,
    customer: p.customer?.name ?? null,
    vendor: analyseContract(text, { ownCompanyName }).keyData.vendor,
  };
}

describe("parties named in their own blocks, definitions and signature blocks", () => {
  it("a consultant and a client each in a block with a role word, without 'between'", () => {
    const text = `CONSULTANCY SERVICES AGREEMENT

Date: 3 March 2026

Bracken Hill Advisory LLP, a limited liability partnership registered in Scotland with number SO301234, whose registered office is at 4 Quay Street, Leith ("Consultant")

and

Larchmount Brewing Limited, registered in Scotland with number SC123456 ("Client")

BACKGROUND
The Client wishes to appoint the Consultant.`;
    expect(roles(text)).toEqual({
      supplier: "Bracken Hill Advisory LLP",
      customer: "Larchmount Brewing Limited",
      vendor: "Bracken Hill Advisory LLP",
    });
  });

  it("numbered party clauses naming a hosting service provider without a legal suffix", () => {
    const text = `HOSTING SERVICES AGREEMENT

1. PARTIES

1.1 Stratus Rack Hosting, of Unit 5, Riverside Park, Bristol BS1 4ZZ (the "Service Provider")

1.2 Willowbank Garden Centre, of 10 Market Street, Bath (the "Customer")

2. SERVICES
The Service Provider shall host the Customer's website.`;
    expect(roles(text)).toEqual({
      supplier: "Stratus Rack Hosting",
      customer: "Willowbank Garden Centre",
      vendor: "Stratus Rack Hosting",
    });
  });

  it("a manufacturer named in the definitions clause", () => {
    const text = `SUPPLY TERMS

1. DEFINITIONS
"Manufacturer" means Ironleaf Castings Ltd, company number 01234567.
"Purchaser" means Dunmore Bicycles Ltd, company number 07654321.

2. SUPPLY
2.1 The Manufacturer shall make the Goods.`;
    expect(roles(text)).toMatchObject({ supplier: "Ironleaf Castings Ltd", vendor: "Ironleaf Castings Ltd" });
  });

  it("roles from the signature blocks when the body never names the parties", () => {
    const text = `SERVICES AGREEMENT

The parties agree as follows.

1. Services. The Supplier shall clean the premises weekly.

Signed for and on behalf of
Kittiwake Cleaning Services Ltd (Supplier)
By: ______

Signed for and on behalf of
Marram Dental Practice Ltd (Customer)
By: ______`;
    expect(roles(text)).toEqual({
      supplier: "Kittiwake Cleaning Services Ltd",
      customer: "Marram Dental Practice Ltd",
      vendor: "Kittiwake Cleaning Services Ltd",
    });
  });

  it("a party whose role is read from its signature block is quoted where the contract first names it", () => {
    const text = `SERVICES AGREEMENT

BACKGROUND
Marram Dental Practice Ltd wishes Kittiwake Cleaning Services Ltd to clean its surgery.

1. Services. The Supplier shall clean the premises weekly.

Signed for and on behalf of
Kittiwake Cleaning Services Ltd (Supplier)
By: ______

Signed for and on behalf of
Marram Dental Practice Ltd (Customer)
By: ______`;
    const p = extractParties(prepare(text));
    expect(p.supplier?.name).toBe("Kittiwake Cleaning Services Ltd");
    expect(p.supplier?.start).toBe(text.indexOf("Kittiwake"));
    expect(p.customer?.start).toBe(text.indexOf("Marram"));
  });

  it("the user's own company is never the vendor, even when it supplies", () => {
    const text = `HOSTING SERVICES AGREEMENT

1.1 Stratus Rack Hosting, of Unit 5, Riverside Park, Bristol (the "Service Provider")

1.2 Willowbank Garden Centre, of 10 Market Street, Bath (the "Customer")`;
    expect(roles(text, "Stratus Rack Hosting Ltd").vendor).toBe("Willowbank Garden Centre");
  });

  it("a role word in brackets belongs to the name just before it, not to an earlier party", () => {
    const text = `DISTRIBUTION AGREEMENT

Fellside Foods Ltd, a company registered in England ("Company"), and TBC ("Distributor").`;
    const p = extractParties(prepare(text));
    expect(p.all.find((x) => x.alias === "Distributor")?.name ?? null).not.toBe("Fellside Foods Ltd");
  });

  it("recitals and signature blocks do not add a third party once two are named", () => {
    const text = `THIS AGREEMENT is made between Orchard Row Software Inc. ("Orchard") and Tidewater Media Inc. ("Tidewater").

WHEREAS, Orchard and Kelpie Holdings Inc., a Nevada corporation ("Buyer"), have agreed a purchase.

1. Orchard shall provide the software.`;
    expect(extractParties(prepare(text)).all.map((x) => x.name)).toEqual([
      "Orchard Row Software Inc.",
      "Tidewater Media Inc.",
    ]);
  });
});

describe("supplier from what each party does, when neither is called by a role word", () => {
  it("the party that manufactures and is paid is the supplier, whichever is named first", () => {
    const text = `MANUFACTURING AGREEMENT

This Agreement is made between Quillon Brands Inc. ("Quillon") and Marlstone Foods Inc. ("Marlstone").

1. Marlstone shall manufacture the Products in the quantities Quillon orders.
2. Marlstone will deliver the Products to Quillon's warehouse.
3. Quillon shall pay Marlstone within 30 days of each invoice.`;
    expect(roles(text)).toEqual({
      supplier: "Marlstone Foods Inc.",
      customer: "Quillon Brands Inc.",
      vendor: "Marlstone Foods Inc.",
    });
  });

  it("no role when the statements do not clearly favour one party", () => {
    const text = `COOPERATION AGREEMENT

This Agreement is made between Quillon Brands Inc. ("Quillon") and Marlstone Foods Inc. ("Marlstone").

1. Each party shall promote the other's products.`;
    expect(roles(text)).toMatchObject({ supplier: null, customer: null });
  });

  it("a name followed by 'whose address is' ends before it", () => {
    const text =
      'This Agreement is made between Corvid Systems corporation whose address is 10 Elm Road, Leeds (hereinafter referred to as CORVID) and Tern Holdings Ltd (the "Customer").';
    expect(roles(text).supplier).toBe("Corvid Systems corporation");
  });
});

describe("what is not a party's name", () => {
  const names = (text: string) => extractParties(prepare(text)).all.map((p) => p.name);

  it("a description of a party is not a second party", () => {
    expect(
      names(
        'This Agreement is made by and between Gorse Valley Foods LLC, a Florida Limited Liability Company, with its principal office in Tampa ("Supplier"), and Kestrel Cafes Inc., a Nevada Corporation ("Customer").',
      ),
    ).toEqual(["Gorse Valley Foods LLC", "Kestrel Cafes Inc."]);
  });

  it("addresses, clause references, salutations and fees are not names", () => {
    const found = names(
      'This Agreement is made between Heron Quay Media Inc. ("Heron"), 1900 Harbour Avenue, and Selkie Audio Corp. ("Selkie").\n\nDear Mr. Brand, Chief Executive Officer Limited\n\nSection 3.2 Limited',
    );
    expect(found).toEqual(["Heron Quay Media Inc.", "Selkie Audio Corp."]);
  });
});
