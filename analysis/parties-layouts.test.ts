import { describe, expect, it } from "vitest";
import { partyLabels } from "./advice/wording";
import { prepare } from "./doc";
import { analyseContract, sideOfCompany } from "./index";
import { extractParties } from "./parties";

/** Supplier and customer names as the engine reads them, and the vendor the portfolio would show. */
function roles(text: string, ownCompanyName?: string) {
  const p = extractParties(prepare(text));
  for (const x of p.all) expect(text.slice(x.start, x.end).replace(/\s+/g, " ")).toBe(x.name);
  return {
    supplier: p.supplier?.name ?? null,
    customer: p.customer?.name ?? null,
    vendor: analyseContract(text, { ownCompanyName }).keyData.vendor,
  };
}

describe("parties and roles in common layouts", () => {
  it("labelled lines naming a freelance designer and her client", () => {
    const text = `WEBSITE DESIGN AGREEMENT

Designer: Ffion Pryce, trading as Pryce Pixel, 2 Mill Street, Hay-on-Wye HR3 5AA
Client: Black Mountain Bakery Ltd, 9 Castle Street, Hay-on-Wye HR3 5BB

1. The Designer will design the Client's website.`;
    expect(roles(text)).toEqual({
      supplier: "Ffion Pryce, trading as Pryce Pixel",
      customer: "Black Mountain Bakery Ltd",
      vendor: "Ffion Pryce, trading as Pryce Pixel",
    });
  });

  it("a preamble hard-wrapped inside a company's name and before its defined term", () => {
    const text = [
      "SOFTWARE SUBSCRIPTION AGREEMENT",
      "",
      "This Software Subscription Agreement is entered into as of 3 March 2026 by and between Lumen Ledger,",
      'Inc., a Delaware corporation ("Vendor"), and Greywell Outdoor Ltd, a company registered in England',
      '("Subscriber").',
      "",
      "1. Vendor grants Subscriber a right to use the Platform.",
    ].join("\n");
    expect(roles(text)).toEqual({
      supplier: "Lumen Ledger, Inc.",
      customer: "Greywell Outdoor Ltd",
      vendor: "Lumen Ledger, Inc.",
    });
  });

  it("a hard-wrapped preamble cut by an abbreviation in an address, with the defined terms on later lines", () => {
    const text = [
      "DISTRIBUTION AGREEMENT",
      "",
      "This Distribution Agreement is made and entered into as of 5 March 2026 by and between",
      "Alder Components Limited, a company with offices at 11 West Barnardo Ct. Suite 170,",
      'Leeds LS1 4AB ("Supplier"), and Birch Retail Limited, a company with offices at 2',
      'Harbour Road, Hull ("Distributor").',
      "",
      "1. Appointment. Supplier appoints Distributor as its distributor.",
    ].join("\n");
    expect(roles(text)).toEqual({
      supplier: "Alder Components Limited",
      customer: "Birch Retail Limited",
      vendor: "Alder Components Limited",
    });
  });

  it.each([
    [
      "under 'This Agreement is dated ...'",
      "SOFTWARE SUBSCRIPTION AGREEMENT\nThis Agreement is dated 5 January 2026.\n",
    ],
    ["under a title with its date", "SOFTWARE SUBSCRIPTION AGREEMENT dated 5 January 2026\n"],
    ["under a bare title", "SOFTWARE SUBSCRIPTION AGREEMENT\n\n"],
  ])("a numbered list of the parties with their roles and no 'between' %s", (_, head) => {
    const text = `${head}(1) Northgate Payroll Software Limited, a company incorporated in England and Wales (company number 08881234), of 20 King Street, York YO1 9SP (the "Supplier"); and\n(2) Pennine Foods Ltd, a company incorporated in England and Wales (company number 07654321), of 4 Mill Lane, Halifax HX1 2AB (the "Customer").\n1. TERM\n1.1 The subscription starts on 1 February 2026.`;
    expect(roles(text, "Pennine Foods Ltd")).toEqual({
      supplier: "Northgate Payroll Software Limited",
      customer: "Pennine Foods Ltd",
      vendor: "Northgate Payroll Software Limited",
    });
    expect(sideOfCompany(extractParties(prepare(text)), "Northgate Payroll Software Ltd")).toBe("supplier");
  });

  it("purchase conditions naming the buyer 'issued by' and the seller 'to'", () => {
    const text = `CONDITIONS OF PURCHASE

These conditions apply to every order placed by Marlow Bakeries plc (the "Buyer") with Elmstead Cartons Ltd (the "Seller").

1. The Seller shall deliver the Goods on the date in the Order.`;
    expect(roles(text)).toEqual({
      supplier: "Elmstead Cartons Ltd",
      customer: "Marlow Bakeries plc",
      vendor: "Elmstead Cartons Ltd",
    });
    expect(extractParties(prepare(text)).all.map((p) => p.alias)).toEqual(["Buyer", "Seller"]);
  });

  it("a sole trader with a trading name is a party", () => {
    const text = `AGREEMENT FOR GARDEN MAINTENANCE

This agreement is dated 3 May 2027 and is made between Tomasz Nowak trading as Greenleaf Grounds of 4 Oak Close, Bath BA2 1AA (the "Contractor") and Combe Down Surgery Limited of 2 Church Road, Bath BA2 5AA (the "Customer").

1. The Contractor will maintain the Customer's grounds.`;
    expect(roles(text)).toEqual({
      supplier: "Tomasz Nowak trading as Greenleaf Grounds",
      customer: "Combe Down Surgery Limited",
      vendor: "Tomasz Nowak trading as Greenleaf Grounds",
    });
  });

  it("labelled lines with the address after the name: the name ends at its company suffix", () => {
    const text = `SUPPLY AGREEMENT

Date: 6 October 2026

Supplier: Ashcombe Labels Limited, Unit 9 Canal Wharf, Leek ST13 5AB
Customer: Tewkesbury Cider Co. Ltd, 3 Abbey Lane, Tewkesbury GL20 5AA

1. The Supplier shall supply the Goods.`;
    expect(roles(text)).toEqual({
      supplier: "Ashcombe Labels Limited",
      customer: "Tewkesbury Cider Co. Ltd",
      vendor: "Ashcombe Labels Limited",
    });
  });

  it("UK numbered list with quoted defined terms: the first party is the supplier", () => {
    const text = `THIS AGREEMENT is dated 4 April 2026

PARTIES

(1) Harbourside Metrics Limited, a company incorporated in England and Wales with company number 08123456 whose registered office is at 2 Dock Street, Bristol BS1 4QA (the "Supplier"); and

(2) Pennine Pies Ltd, a company incorporated in England and Wales with company number 07654321 whose registered office is at 9 Mill Lane, Leeds LS1 2AB (the "Customer").

BACKGROUND

(A) The Supplier provides data services.`;
    expect(roles(text)).toEqual({
      supplier: "Harbourside Metrics Limited",
      customer: "Pennine Pies Ltd",
      vendor: "Harbourside Metrics Limited",
    });
  });

  it.each([
    "THIS AGREEMENT is dated 6 June 2027 and made between",
    "THIS AGREEMENT is dated 6 June 2027 and made",
    "This Deed is made on 6 June 2027",
  ])("a numbered list under a dated line with no colon: %s", (opening) => {
    const text = `${opening}

(1) WILLOWBROOK DENTAL CARE LIMITED (Company No. 06677889) ("the Practice"); and

(2) SAM OKAFOR of 4 Fern Close, Norwich NR2 3AB ("the Consultant").

1. The Consultant shall advise the Practice on its marketing.`;
    expect(roles(text)).toEqual({
      supplier: "SAM OKAFOR",
      customer: "WILLOWBROOK DENTAL CARE LIMITED",
      vendor: "Sam Okafor",
    });
  });

  it("made on a date by one party with another, with the article inside the quoted term", () => {
    const text = `This agreement is made on 3 July 2027 by Pebble Bay Surf School Ltd, 2 Harbour Row, Newquay TR7 1AA ("the Client") with Jo Penrose ("the Bookkeeper").

1. The Bookkeeper shall keep the Client's accounts each month.`;
    expect(roles(text)).toEqual({
      supplier: "Jo Penrose",
      customer: "Pebble Bay Surf School Ltd",
      vendor: "Jo Penrose",
    });
  });

  it("a 'Between:' line and an 'And:' line", () => {
    const text = `AGREEMENT FOR GROUNDS MAINTENANCE

Between: Larchmere Landscapes Limited (the "Contractor")
And: Holloway Bowls Club (the "Club")

1. The Contractor shall cut the greens weekly from April to September.`;
    expect(roles(text)).toEqual({
      supplier: "Larchmere Landscapes Limited",
      customer: "Holloway Bowls Club",
      vendor: "Larchmere Landscapes Limited",
    });
  });

  it("standard terms of sale name the buyer only by its defined term", () => {
    const text = `TERMS OF SALE

Ashcombe Timber Ltd (company number 04455667) (the "Seller") supplies timber only on these terms, which apply to every order placed by a customer (the "Buyer").

1. The Buyer shall pay within 30 days of the invoice date.`;
    expect(roles(text)).toEqual({
      supplier: "Ashcombe Timber Ltd",
      customer: "Buyer",
      vendor: "Ashcombe Timber Ltd",
    });
    const a = analyseContract(text);
    expect(a.cancellationTerms.proposal).toContain("gives the Buyer no right");
  });

  it("UK numbered list with unquoted role words in brackets and names in capitals", () => {
    const text = `THIS AGREEMENT is dated 1 March 2026

PARTIES

(1) LANTERN FIELD SERVICES LIMITED incorporated and registered in England and Wales with company number 12345678 whose registered office is at 10 Quay Street, Hull HU1 1AA (Service Provider).

(2) MARSH END VETS LTD incorporated and registered in England and Wales with company number 87654321 whose registered office is at 4 Moor Lane, Halifax HX1 1BB (Customer).

BACKGROUND`;
    expect(roles(text)).toEqual({
      supplier: "LANTERN FIELD SERVICES LIMITED",
      customer: "MARSH END VETS LTD",
      vendor: "Lantern Field Services Limited",
    });
  });

  it("unquoted '(the Company)' and '(the Consultant)' in a BETWEEN block: the Company is the consultant's client", () => {
    const text = `CONSULTANCY AGREEMENT

BETWEEN:

KESTREL FOLD DESIGN LIMITED incorporated and registered in Scotland with company number SC123456 whose registered office is at 8 High Street, Perth PH1 5TJ (the Company); and

ASHGROVE ANALYTICS LTD incorporated and registered in England and Wales with company number 11122233 whose registered office is at 1 Mill Yard, Derby DE1 3AA (the Consultant).

1. ENGAGEMENT`;
    expect(roles(text)).toEqual({
      supplier: "ASHGROVE ANALYTICS LTD",
      customer: "KESTREL FOLD DESIGN LIMITED",
      vendor: "Ashgrove Analytics Ltd",
    });
  });

  it("an LLP consultant and a limited-company client in one sentence", () => {
    const text =
      'This Consultancy Agreement is made on 1 May 2026 between Thornbury Advisory Partners LLP ("Consultant") and Loch Ness Gin Company Limited ("Client").';
    expect(roles(text)).toMatchObject({
      supplier: "Thornbury Advisory Partners LLP",
      customer: "Loch Ness Gin Company Limited",
      vendor: "Thornbury Advisory Partners LLP",
    });
  });

  it("BETWEEN: ... AND ... with the article inside the quotes", () => {
    const text = `AGREEMENT FOR THE SUPPLY OF GOODS

BETWEEN:

Northgate Textiles Limited, a company registered in England under number 01234567, of Unit 4, Weaver Park, Bolton ("the Seller");

AND

Coastline Outdoor Ltd, a company registered in Scotland under number SC123456, of 8 Harbour Road, Oban ("the Buyer").

IT IS AGREED as follows:`;
    expect(roles(text)).toEqual({
      supplier: "Northgate Textiles Limited",
      customer: "Coastline Outdoor Ltd",
      vendor: "Northgate Textiles Limited",
    });
  });

  it("'hereinafter called \"the Company\" of the one part' and the contractor of the other part", () => {
    const text =
      'THIS AGREEMENT is made the 2nd day of February 2026 BETWEEN Westbrook Developments Limited of 1 Castle Street, York (hereinafter called "the Company") of the one part and Ashby Electrical Contractors Ltd of 7 Mill Road, Selby (hereinafter called "the Contractor") of the other part.';
    expect(roles(text)).toMatchObject({
      supplier: "Ashby Electrical Contractors Ltd",
      customer: "Westbrook Developments Limited",
    });
  });

  it("US style 'by and between' with state-of-incorporation descriptors", () => {
    const text =
      'This Software License Agreement (the "Agreement") is entered into as of March 3, 2026 (the "Effective Date") by and between Granite Peak Software, Inc., a Delaware corporation ("Licensor"), and Blue Heron Clinics, LLC, a Texas limited liability company ("Licensee").';
    expect(roles(text)).toEqual({
      supplier: "Granite Peak Software, Inc.",
      customer: "Blue Heron Clinics, LLC",
      vendor: "Granite Peak Software, Inc.",
    });
  });

  it("names and defined terms on separate lines of a title page", () => {
    const text = `MASTER SERVICES AGREEMENT

between

Silverline Cloud Services Ltd
(the "Service Provider")

and

Oakwood Property Management Limited
(the "Client")

dated 12 January 2026

1. DEFINITIONS`;
    expect(roles(text)).toEqual({
      supplier: "Silverline Cloud Services Ltd",
      customer: "Oakwood Property Management Limited",
      vendor: "Silverline Cloud Services Ltd",
    });
  });

  it("a distributor buys from a manufacturer but sells to a retailer", () => {
    const buying =
      'This Distribution Agreement is made on 1 June 2026 between Alpine Coffee Roasters GmbH (the "Manufacturer") and Thames Valley Beverages Ltd (the "Distributor").';
    expect(roles(buying)).toMatchObject({
      supplier: "Alpine Coffee Roasters GmbH",
      customer: "Thames Valley Beverages Ltd",
    });
    const selling =
      'This Supply Agreement is made on 1 June 2026 between Thames Valley Beverages Ltd (the "Distributor") and Corner Shop Stores Limited (the "Retailer").';
    expect(roles(selling)).toMatchObject({
      supplier: "Thames Valley Beverages Ltd",
      customer: "Corner Shop Stores Limited",
    });
  });

  it("'the Company' is the customer against a contractor and the supplier against a customer", () => {
    expect(
      roles(
        'This Agreement is made between Fairway Homes Limited (the "Company") and Quarry Lane Builders Ltd (the "Contractor").',
      ),
    ).toMatchObject({ supplier: "Quarry Lane Builders Ltd", customer: "Fairway Homes Limited" });
    expect(
      roles(
        'These terms are made between Brightpath Learning Limited (the "Company") and Kingsmead Primary School Trust (the "Customer").',
      ),
    ).toMatchObject({ supplier: "Brightpath Learning Limited", customer: "Kingsmead Primary School Trust" });
  });

  it("a vendor and a purchaser, a provider and a subscriber", () => {
    expect(
      roles(
        'This Purchase Agreement is made between Meridian Office Supplies Limited (the "Vendor") and St Aidan\'s Academy Trust (the "Purchaser").',
      ),
    ).toMatchObject({ supplier: "Meridian Office Supplies Limited", customer: "St Aidan's Academy Trust" });
    expect(
      roles(
        'This Subscription Agreement is between Nimbus Hosting plc ("Provider") and Elm Street Dental LLP ("Subscriber").',
      ),
    ).toMatchObject({ supplier: "Nimbus Hosting plc", customer: "Elm Street Dental LLP" });
  });

  it("never reports the user's own company as the vendor", () => {
    const text =
      'This Agreement is made between Thornbury Advisory Partners LLP ("Consultant") and Loch Ness Gin Company Limited ("Client").';
    // the user is the client: the consultant is the vendor
    expect(roles(text, "Loch Ness Gin Company Ltd").vendor).toBe("Thornbury Advisory Partners LLP");
    // the user's company is the consultant: the vendor is the other party, never the user's company
    expect(roles(text, "Thornbury Advisory Partners").vendor).toBe("Loch Ness Gin Company Limited");
  });

  it("a vessel owner supplies the charterer", () => {
    expect(
      roles(
        'This Time Charter is made between Solent Tankers Limited (the "Owner") and Brightwater Fuels Ltd (the "Charterer").',
      ),
    ).toMatchObject({ supplier: "Solent Tankers Limited", customer: "Brightwater Fuels Ltd" });
  });

  it("reads names that start with a lower-case letter, and skips a parent company named in a descriptor", () => {
    const text =
      'This Hosting Agreement is entered into by iCloudlet Systems Ltd ("iCloudlet"), a wholly owned subsidiary of Harrow Holdings plc, and Greenacre Surveyors LLP ("Customer").';
    const p = extractParties(prepare(text));
    expect(p.all.map((x) => x.name)).toEqual(["iCloudlet Systems Ltd", "Greenacre Surveyors LLP"]);
    expect(roles(text)).toMatchObject({
      supplier: "iCloudlet Systems Ltd",
      customer: "Greenacre Surveyors LLP",
    });
  });

  it("does not take a form label or an obligation for a name", () => {
    const text = `SUPPLY AGREEMENT

This Agreement is made by and between:

Fenland Growers Limited (the "Supplier")

Address: 3 Dyke Road, Ely

Fax: 01353 000000 (the "Supplier's Fax")

and Market Street Grocers Ltd (the "Buyer").`;
    const names = extractParties(prepare(text)).all.map((x) => x.name);
    expect(names).toEqual(["Fenland Growers Limited", "Market Street Grocers Ltd"]);
  });

  it('reads \'referred to herein as "Short Name" or "Franchisor"\' and leaves a blank party out', () => {
    const text =
      'This Development Agreement is made by and between Harvest Table Restaurants Limited, a company registered in England (referred to herein as "Harvest Table" or "Franchisor") and ____________________ (the "Developer").';
    const p = extractParties(prepare(text));
    expect(p.all.map((x) => [x.name, x.role])).toEqual([["Harvest Table Restaurants Limited", "supplier"]]);
  });

  it("a filing's cover line names the filer, not a party", () => {
    const text = `SUPPLY AGREEMENT

between

Kestrel Valves Limited

and

Orchard Bottling Ltd

Source: NORTHGATE GROUP PLC, 10-K, 02/03/2021

This Agreement is made by and between Kestrel Valves Limited (the "Supplier") and Orchard Bottling Ltd (the "Customer").`;
    const names = extractParties(prepare(text)).all.map((x) => x.name);
    expect(names).not.toContain("NORTHGATE GROUP PLC");
    expect(roles(text).vendor).toBe("Kestrel Valves Limited");
  });
});

describe("words in a preamble that are not parties", () => {
  const names = (text: string) => extractParties(prepare(text)).all.map((p) => p.name);

  it("does not take a recital about 'each of the Company and the Consultant' as a party", () => {
    const text = `CONSULTING AGREEMENT THIS AGREEMENT made this 3rd day of May 2026 between Larkhill Tools Ltd, an English company (the "Company") and Imogen Reyes, an individual (the "Consultant") A. The Company wishes to engage the Consultant. B. Each of the Company and the Consultant has agreed to these terms.`;
    expect(names(text)).toEqual(["Larkhill Tools Ltd", "Imogen Reyes"]);
  });

  it("does not take a constitutional document or a regulator as a party", () => {
    const text = `SUBSCRIPTION AGREEMENT This Agreement is made between Tarrant Capital Inc. ("Investor") and Wexcombe Holdings Ltd ("Issuer"), which is a member in good standing with the Financial Conduct Registry, Inc. and acts within its Articles of Association.`;
    expect(names(text)).toEqual(["Tarrant Capital Inc.", "Wexcombe Holdings Ltd"]);
  });

  it("does not run a party, a group's defined term and the next party into one name", () => {
    const text = `AGREEMENT This Agreement is made by and among Orrin Capital Ltd. ("Orrin"), Sable Rock, the "Orrin Parties") and Farrow Holdings, Inc. ("Farrow").`;
    expect(names(text)).toEqual(["Orrin Capital Ltd.", "Farrow Holdings, Inc."]);
  });
});

describe("institutions, licences granted by a party, and a closing full stop", () => {
  const names = (text: string) => extractParties(prepare(text)).all.map((p) => p.name);

  it("keeps 'of' inside an institution's name, and still cuts an address", () => {
    expect(
      names(
        `SERVICES AGREEMENT\n\nThis Agreement is made between Corran Facilities Ltd ("the Contractor") and The Governors of St Aidan's School ("the School").`,
      ),
    ).toEqual(["Corran Facilities Ltd", "The Governors of St Aidan's School"]);
    expect(
      names(
        `CONSULTANCY AGREEMENT\n\nThis Agreement is between Harriet Vance of 12 Elm Road, Oxford ("the Consultant") and Wexford Pharmaceuticals plc ("the Company").`,
      ),
    ).toEqual(["Harriet Vance", "Wexford Pharmaceuticals plc"]);
  });

  it("reads the licensor of a licence 'granted by' it, with 'we' among its terms", () => {
    const p = extractParties(
      prepare(
        `LICENCE\n\nThis Licence is granted by Meridian Photo Library Ltd ("Meridian", "we", "us") to the customer named in the Order ("you", "the Licensee").`,
      ),
    );
    expect(p.supplier?.name).toBe("Meridian Photo Library Ltd");
  });

  it("does not keep the full stop that closes the sentence in a defined term", () => {
    const p = extractParties(
      prepare(
        `DISTRIBUTION AGREEMENT\n\nThis Agreement is made by and between Kestrel Optics Corporation, a Nevada corporation, hereinafter referred to as "Manufacturer," and Lindon Supply Co., an Oregon corporation, hereinafter referred to as "Distributor."`,
      ),
    );
    expect(p.all.map((x) => x.alias)).toEqual(["Manufacturer", "Distributor"]);
  });
});

describe("a name with the word Contract in it", () => {
  it("reads 'Contract' inside a company's name, but not a document title", () => {
    const text = `MANUFACTURING AGREEMENT

This Agreement is made on 3 March 2025 between Welland Seeds Inc., a Delaware corporation ("Welland"), and Tamar Contract Packing Ltd, a company registered in England ("Manufacturer").

1. The Manufacturer shall pack the Products.`;
    expect(roles(text)).toEqual({
      supplier: "Tamar Contract Packing Ltd",
      customer: "Welland Seeds Inc.",
      vendor: "Tamar Contract Packing Ltd",
    });
    const titled = `Service Contract for Grounds Maintenance Limited Works

This Contract is made between Exe Gardens Ltd (the "Contractor") and Parrett Council (the "Client").`;
    expect(extractParties(prepare(titled)).all.map((p) => p.name)).toEqual([
      "Exe Gardens Ltd",
      "Parrett Council",
    ]);
  });
});

describe("an equipment hire with an Owner and a Hirer", () => {
  const text = `PLANT HIRE CONTRACT
Dated 2 March 2026.

Owner: Ribble Access Platforms Ltd, 9 Mill Yard, Preston PR1 3AB ("the Owner")
Hirer: Kettlewell Roofing Ltd, 4 Bank Street, Skipton BD23 1AA ("the Hirer")

1. The Hire Period starts on 16 March 2026 and ends on 15 June 2026.
2. The Hirer shall pay £900 per week within 30 days of each invoice.
3. The Owner's total liability is limited to the hire charges paid.
4. The Hirer may off-hire the Equipment on 3 days' notice.`;
  const a = analyseContract(text, { side: "supplier" });

  it("reads the owner who lets to a hirer as the supplier", () => {
    expect(a.parties.supplier?.name).toBe("Ribble Access Platforms Ltd");
    expect(a.parties.customer?.name).toBe("Kettlewell Roofing Ltd");
    expect(a.advancedClauses.find((c) => c.category === "liability_cap")?.subcategory).toBe(
      "your_liability_capped",
    );
  });

  it("starts the term with the hire period and reads off-hire as the hirer's right to end early", () => {
    expect(a.effectiveDate?.value).toBe("2026-03-16");
    expect(a.cancellationTerms).toMatchObject({ forConvenience: true, forConvenienceParty: "customer" });
  });
});

describe("parties in a key-details table", () => {
  const orderForm = (rows: string) =>
    `ORDER FORM\n\nThis Order Form is governed by the Supplier's standard terms.\n\n${rows}\nStart Date\t1 April 2026\n\n1. Services\n\n1.1 The Supplier shall provide the Services.`;

  it("reads the supplier and the customer from rows whose cells are separated by tabs or bars", () => {
    for (const sep of ["\t", " | "]) {
      expect(
        roles(orderForm(`Supplier${sep}Northgate Cloud Limited\nCustomer${sep}Harbour Foods Ltd`)),
      ).toEqual({
        supplier: "Northgate Cloud Limited",
        customer: "Harbour Foods Ltd",
        vendor: "Northgate Cloud Limited",
      });
    }
  });

  it("does not take a header row or a description cell for a party", () => {
    const r = roles(
      orderForm(
        "Supplier\tCustomer\nSupplier\tto be confirmed by the sales team\nCustomer\tResponsible for the Company's premises",
      ),
    );
    expect(r.supplier).toBeNull();
    expect(r.customer).toBeNull();
  });
});

describe("parties numbered 1. and 2. with a registration descriptor", () => {
  it("reads each name before 'incorporated and registered in England and Wales'", () => {
    const text = `IT SUPPORT AGREEMENT

THIS AGREEMENT is dated 5 May 2026

PARTIES

1. LANTERN NETWORKS LIMITED incorporated and registered in England and Wales with company number 04455667 whose registered office is at 3 Quay Street, Hull ("Provider")

2. FIELDFARE NURSERIES LTD incorporated and registered in England and Wales with company number 08899001 whose registered office is at Low Lane, Beverley ("Client")

1. SERVICES

1.1 The Provider shall provide the Services.`;
    expect(roles(text)).toEqual({
      supplier: "LANTERN NETWORKS LIMITED",
      customer: "FIELDFARE NURSERIES LTD",
      vendor: "Lantern Networks Limited",
    });
  });

  it("still does not take another party's name from across its bracket", () => {
    const text = `RESALE AGREEMENT

This Agreement is made on 2 June 2026 by and between Cobble Roast Coffee Limited ("Company") and TBC ("Distributor").

1. The Company shall sell coffee to the Distributor for resale.`;
    expect(roles(text).customer).not.toBe("Cobble Roast Coffee Limited");
  });
});

describe("sides named without 'the', as US contracts do", () => {
  it("writes to the other side in the contract's own way: 'Customer', not 'the Customer'", () => {
    const us = `MASTER SERVICES AGREEMENT\n\nThis Agreement is entered into as of March 3, 2026 by and between Larkspur Analytics, Inc. ("Vendor") and Fenwick Joinery Limited ("Customer").\n\n1. Vendor shall provide the Services to Customer.\n\n2. Customer shall pay Vendor within thirty (30) days. Customer Data remains Customer's property.\n\n3. Customer shall indemnify Vendor against claims arising from Customer Data. Vendor shall indemnify Customer against infringement claims.`;
    const p = extractParties(prepare(us));
    expect(p.customer?.bareAlias).toBe(true);
    expect(p.supplier?.bareAlias).toBe(true);
    expect(partyLabels(p)).toEqual({ customer: "Customer", supplier: "Vendor" });
  });

  it("keeps 'the Customer' where the contract says it", () => {
    const uk = `SERVICES AGREEMENT\n\nThis Agreement is made between Larkspur Analytics Ltd (the "Supplier") and Fenwick Joinery Limited (the "Customer").\n\n1. The Supplier shall provide the Services to the Customer.\n\n2. The Customer shall pay the Supplier within 30 days. Customer Data remains the Customer's property.`;
    expect(partyLabels(extractParties(prepare(uk)))).toEqual({
      customer: "the Customer",
      supplier: "the Supplier",
    });
  });
});

describe("a key-terms table flattened into one line, as a PDF gives it", () => {
  it("does not take the label cell for part of the name", () => {
    const text =
      'ORDER FORM\n\nThis Order Form is entered into between Vendor and Client as of the last signature below.\n\nVendor Larkspur Metrics, Inc., a Delaware corporation, 10 Pine Street, Denver, CO 80202 ("Vendor") Client Tamsin Row Bakeries Ltd, a company registered in England and Wales ("Client") Service Analytics dashboard Fees US$9,000 per year\n\n1. Services\n\n1.1 Vendor shall provide the Service.';
    const a = analyseContract(text);
    expect(a.parties.supplier?.name).toBe("Larkspur Metrics, Inc.");
    expect(a.parties.customer?.name).toBe("Tamsin Row Bakeries Ltd");
    expect(a.keyData.vendor).toBe("Larkspur Metrics, Inc.");
  });
});

describe("a parties table whose rows run name, company number, address and defined term", () => {
  it("takes the name cell alone", () => {
    const text =
      'GROUNDS MAINTENANCE AGREEMENT\n\nThis Agreement is dated 2 February 2026.\n\nPARTIES\n\nFernhill Landscapes Limited\tCompany number 07123456\t3 Quarry Road, Halifax HX1 2AB\t(the "Contractor")\nOakmoor Care Homes Ltd\tCompany number 05987654\tThe Lodge, Ilkley LS29 9AA\t(the "Client")\n\n1. SERVICES\n\n1.1 The Contractor shall maintain the grounds.';
    const a = analyseContract(text);
    expect(a.parties.supplier?.name).toBe("Fernhill Landscapes Limited");
    expect(a.parties.customer?.name).toBe("Oakmoor Care Homes Ltd");
    expect(a.keyData.vendor).toBe("Fernhill Landscapes Limited");
  });
});

describe("an order placed by letter, with no From and To labels", () => {
  const text =
    "Brackenfold Dental Group Limited\n\n4 Mill Yard, Harrogate HG1 2AB\n\nHalsey Surgical Supplies Ltd, 9 Foundry Street, Bradford BD1 5RE\n\n12 May 2026\n\nOrder 2211: Terms of Purchase\n\nDear Ms Halsey,\n\nThank you for your quotation dated 2 May 2026. We place this order on the terms below.\n\n1. You will supply six dental chairs.\n\n2. We will pay each valid invoice within 30 days of receipt.";
  const a = analyseContract(text);

  it("takes the letterhead as the writer ('we') and the addressee as the other party", () => {
    expect(a.parties.customer?.name).toBe("Brackenfold Dental Group Limited");
    expect(a.parties.supplier?.name).toBe("Halsey Surgical Supplies Ltd");
    expect(a.keyData.vendor).toBe("Halsey Surgical Supplies Ltd");
  });

  it("dates the order by the letter, not by the quotation it answers", () => {
    expect(a.agreementDate?.value).toBe("2026-05-12");
  });
});
