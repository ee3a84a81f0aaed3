import { describe, expect, it } from "vitest";
import { findContractDates } from "./contract-dates";
import { findDates } from "./dates";
import { prepare } from "./doc";
import { UK_SAAS, US_SERVICES } from "./fixtures";

describe("dates", () => {
  it("reads UK, US, ordinal and numeric dates (numeric as day/month/year)", () => {
    const d = findDates(
      "1 March 2024; May 8, 2014; 8th day of May, 2014; 29/3/18; 05/04/2021; 12/25/2020; 2023-07-01",
    );
    expect(d.map((x) => x.value)).toEqual([
      "2024-03-01",
      "2014-05-08",
      "2014-05-08",
      "2018-03-29",
      "2021-04-05",
      "2020-12-25",
      "2023-07-01",
    ]);
  });

  it("keeps blank dates with a null value", () => {
    const d = findDates("made this ____ day of __________, 2019");
    expect(d).toHaveLength(1);
    expect(d[0].value).toBeNull();
  });
});

describe("findContractDates", () => {
  it("reads agreement, effective and expiration dates of a UK contract", () => {
    const d = findContractDates(prepare(UK_SAAS));
    expect(d.agreementDate?.value).toBe("2024-03-01");
    expect(d.effectiveDate?.value).toBe("2024-04-01");
    expect(d.expirationDate?.value).toBe("2025-03-31");
    expect(UK_SAAS.slice(d.agreementDate!.start, d.agreementDate!.end)).toBe("1 March 2024");
  });

  it("reads the effective date named in a US preamble and the term that follows", () => {
    const d = findContractDates(prepare(US_SERVICES));
    expect(d.agreementDate?.value).toBe("2023-01-15");
    expect(d.effectiveDate?.value).toBe("2023-01-15");
    expect(d.effectiveSpans).toHaveLength(1);
    expect(d.expirationDate?.value).toBe("2024-01-14");
  });

  it("reads an explicit end date", () => {
    const text =
      'This Agreement is dated 1 June 2022 between Alpha Ltd (the "Supplier") and Beta Ltd (the "Customer").\n\n1. This Agreement shall continue in force until 31 May 2025 unless terminated earlier.';
    const d = findContractDates(prepare(text));
    expect(d.expirationDate?.value).toBe("2025-05-31");
  });
});

describe("a start named by a defined date, and a signature line", () => {
  const parties =
    'This Agreement is made between Ashdown Joinery Limited (the "Supplier") and Marlow Dental Practice Ltd (the "Customer").';

  it("reads the start from the definition of the date the term commences on", () => {
    const text = `SUPPLY AGREEMENT\n\n${parties}\n\n1. Definitions\n\n"Go-Live Date" means 14 September 2026.\n\n9. Duration\n\n9.1 This Agreement shall commence on the Go-Live Date and continue for three years.\n`;
    const dates = findContractDates(prepare(text));
    expect(dates.effectiveDate?.value).toBe("2026-09-14");
    const at = text.indexOf("14 September 2026");
    expect(dates.effectiveSpans).toContainEqual({ start: at, end: at + "14 September 2026".length });
  });

  it("reads 'Signed and effective this 25th day of May, 2026' as the effective date", () => {
    const line = "Signed and effective this 25th day of May, 2026.";
    const text = `SUPPLY AGREEMENT\n\n${parties}\n\n1. Supply\n\n1.1 The Supplier shall supply the Goods.\n\n${line}\n`;
    const dates = findContractDates(prepare(text));
    expect(dates.effectiveDate?.value).toBe("2026-05-25");
    const at = text.indexOf(line);
    expect(dates.effectiveSpans).toContainEqual({ start: at, end: at + line.length });
  });
});

describe("the agreement date from the signing line", () => {
  it("reads the date of an 'IN WITNESS WHEREOF' line when the preamble has none", () => {
    const text = `SUPPLY AGREEMENT\n\nThis Agreement is made between Ashdown Joinery Limited (the "Supplier") and Marlow Dental Practice Ltd (the "Customer").\n\n1. Supply\n\n1.1 The Supplier shall supply the Goods.\n\nIN WITNESS WHEREOF the parties have executed this Agreement on the 1st day of June, 2026.\n`;
    const dates = findContractDates(prepare(text));
    expect(dates.agreementDate?.value).toBe("2026-06-01");
  });

  it("keeps the preamble date over a later signing line", () => {
    const text = `SUPPLY AGREEMENT\n\nThis Agreement is made on 3 March 2026 between Ashdown Joinery Limited (the "Supplier") and Marlow Dental Practice Ltd (the "Customer").\n\n1.1 The Supplier shall supply the Goods.\n\nIN WITNESS WHEREOF the parties have signed this Agreement on the 9th day of March, 2026.\n`;
    expect(findContractDates(prepare(text)).agreementDate?.value).toBe("2026-03-03");
  });
});

describe("the agreement date from the signature blocks and the head of the document", () => {
  const body =
    'This Agreement is made between Ashdown Joinery Limited (the "Supplier") and Marlow Dental Practice Ltd (the "Customer").\n\n1.1 The Supplier shall supply the Goods to the Customer as ordered from time to time under this Agreement.\n\n1.2 The Customer shall pay for the Goods within 30 days of invoice.\n\n';
  it("takes the later signature date when the head only gives an effective date", () => {
    const text = `SUPPLY AGREEMENT\n\nEffective Date: 1 May 2026\n\n${body}Signed for the Supplier\nBy: /s/ J. Ashdown\nTitle: Director\nDate: 20 April 2026\n\nSigned for the Customer\nBy: /s/ P. Marlow\nTitle: Partner\nDate: 24 April 2026\n`;
    const dates = findContractDates(prepare(text));
    expect(dates.agreementDate?.value).toBe("2026-04-24");
    expect(dates.effectiveDate?.value).toBe("2026-05-01");
  });

  it("reads an effective date defined with a time of day before it", () => {
    const text = `SUPPLY AGREEMENT\n\n${body}"Effective Date" means 12:01 a.m. Greenwich Mean Time on 6 April 2026.\n`;
    expect(findContractDates(prepare(text)).effectiveDate?.value).toBe("2026-04-06");
  });

  it("takes the effective date from the last signature when the contract says it runs from then", () => {
    const text = `SUPPLY AGREEMENT\n\nThis Agreement is effective as of the date of the last signature below.\n\n${body}By: /s/ J. Ashdown\nTitle: Director\nDate: 2 June 2026\n\nBy: /s/ P. Marlow\nTitle: Partner\nDate: 9 June 2026\n`;
    expect(findContractDates(prepare(text)).effectiveDate?.value).toBe("2026-06-09");
  });

  it("does not take a filing stamp for the date of the agreement", () => {
    const text = `Dated 29/3/21\n\nSource: ASHDOWN HOLDINGS PLC, 10-K, 4/1/2022\n\nSUPPLY AGREEMENT\n\n${body}`;
    expect(findContractDates(prepare(text)).agreementDate?.value).toBe("2021-03-29");
  });
});

describe("dates in a schedule of headings and values", () => {
  const head =
    'SERVICE AGREEMENT\nThis Agreement is made on 3 March 2026 between Ashdown Joinery Limited (the "Supplier") and Marlow Dental Practice Ltd (the "Customer").\n';
  it("reads a start date and a duration each under its own heading", () => {
    const d = findContractDates(
      prepare(`${head}1. Start Date. 1 May 2026.\n2. Duration. Eighteen (18) months from the Start Date.\n`),
    );
    expect(d.effectiveDate?.value).toBe("2026-05-01");
    expect(d.expirationDate?.value).toBe("2027-10-31");
  });

  it("counts a 'Term:' length from the date named after it", () => {
    const d = findContractDates(prepare(`${head}2. Term: Twelve (12) months from 1 June 2026.\n`));
    expect(d.expirationDate?.value).toBe("2027-05-31");
  });
});

describe("end of the initial term", () => {
  const made =
    'This Agreement is made on 1 March 2026 between Ashdown Joinery Limited (the "Supplier") and Marlow Dental Practice Ltd (the "Customer").';
  const end = (term: string) =>
    findContractDates(prepare(`SUPPLY AGREEMENT\n\n${made}\n\n2. Term\n\n${term}\n`)).expirationDate;

  it("reads a date introduced as the end, with or without 'on'", () => {
    expect(
      end("2.1 This Agreement starts on the date above and shall expire automatically on 28 February 2027.")
        ?.value,
    ).toBe("2027-02-28");
    expect(end("2.1 The Term begins on the date above and shall terminate 31 December 2028.")?.value).toBe(
      "2028-12-31",
    );
  });

  it("reads an end a long way after its verb, and an end 'no later than' a date, without taking it as the start", () => {
    const text = `SUPPLY AGREEMENT\n\n${made}\n\n2. Term\n\n2.1 This Agreement shall come into force on the date of signature and shall terminate automatically at midnight on 30 June 2028.\n`;
    const dates = findContractDates(prepare(text));
    expect(dates.expirationDate?.value).toBe("2028-06-30");
    expect(dates.effectiveDate?.value).toBe("2026-03-01");
    expect(
      end(
        "2.1 The Engagement shall continue until the Project is completed, and in any event shall end no later than 31 August 2027.",
      )?.value,
    ).toBe("2027-08-31");
  });

  it("reads an outside date the term runs to 'but in no event beyond'", () => {
    expect(
      end(
        "2.1 This Agreement will continue until the Customer has sold all the Goods, but in no event beyond 31 May 2028.",
      )?.value,
    ).toBe("2028-05-31");
  });

  it("reads a term sentence after two lead-ins, after 'in relation to', and one whose subject is 'it'", () => {
    expect(
      end(
        "2.1 Notwithstanding anything else in this Agreement, unless terminated earlier by either party, this Agreement shall expire on 31 March 2029.",
      )?.value,
    ).toBe("2029-03-31");
    expect(
      end("2.1 In relation to each Site, this Agreement shall terminate on 30 September 2028.")?.value,
    ).toBe("2028-09-30");
    expect(end("2.1 Unless terminated under clause 9, it shall expire on 31 January 2028.")?.value).toBe(
      "2028-01-31",
    );
  });

  it("does not read termination after a list of events as the end of the term", () => {
    const dates = findContractDates(
      prepare(
        `SUPPLY AGREEMENT\n\n${made}\n\n3. Termination\n\n3.1 This Agreement shall terminate no later than thirty (30) days after: (a) the Customer is acquired by a third party; or (b) the Supplier ceases to trade.\n`,
      ),
    );
    expect(dates.expirationSpans).toEqual([]);
  });

  it("reads a contract period 'from ... to ...', services provided for a period, and a term that 'ends on'", () => {
    expect(end("2.1 The Contract Period is from 1 June 2026 to 31 May 2028.")?.value).toBe("2028-05-31");
    expect(end("2.1 The Services shall be provided for a period of eighteen months.")?.value).toBe(
      "2027-08-31",
    );
    expect(
      end("2.1 The term of this Agreement begins on the date above and ends on 31 December 2027.")?.value,
    ).toBe("2027-12-31");
  });

  it("reads the length of a term the agreement 'has'", () => {
    expect(end("2.1 This Agreement has an initial term of two years.")?.value).toBe("2028-02-29");
  });

  it("counts an anniversary of the start as the end date", () => {
    expect(end("2.1 This Agreement continues until the third anniversary of the date above.")?.value).toBe(
      "2029-03-01",
    );
    expect(
      end("2.1 This Agreement continues until the two (2) year anniversary of the date above.")?.value,
    ).toBe("2028-03-01");
  });

  it("ends a term of a length on its last day", () => {
    expect(end("2.1 This Agreement shall continue in force for a period of one (1) year.")?.value).toBe(
      "2027-02-28",
    );
    expect(end("2.1 This Agreement shall remain in effect for six months.")?.value).toBe("2026-08-31");
  });

  it("reads an end at a time of day, a term that runs, and one effective for a period", () => {
    expect(
      end("2.1 Unless terminated sooner, this Agreement expires at midnight on 30 June 2027.")?.value,
    ).toBe("2027-06-30");
    expect(
      end(
        "2.1 The Agreement runs for one year from the date above and then renews for further one-year periods.",
      )?.value,
    ).toBe("2027-02-28");
    expect(end("2.1 This Agreement shall be effective for an initial period of 36 months.")?.value).toBe(
      "2029-02-28",
    );
  });

  it("reads the start and end of a defined period the services run for", () => {
    const d = findContractDates(
      prepare(
        `SUPPLY AGREEMENT\n\n${made}\n\n1. Engagement\n\n1.1 The Customer engages the Supplier to provide the Services from 1 June 2026 until 30 November 2026 (the Engagement Period), unless terminated earlier under clause 8.\n`,
      ),
    );
    expect(d.effectiveDate?.value).toBe("2026-06-01");
    expect(d.expirationDate?.value).toBe("2026-11-30");
  });

  it("takes the end date, not the start, from a 'Term:' label", () => {
    const text = `SUPPLY AGREEMENT\n\n${made}\n\n3. Term: This Agreement shall commence on 1 April 2026 and will expire on 31 March 2028 unless ended earlier.\n`;
    expect(findContractDates(prepare(text)).expirationDate?.value).toBe("2028-03-31");
  });
});

describe("an article heading after a list that ends in 'and'", () => {
  it("starts a new sentence at the heading, so the term sentence is read", () => {
    const text =
      'This Agreement is made on 14 June 2021 between Fellgate Brewing Limited (the "Supplier") and Ormskirk Taverns Ltd (the "Customer").\n\n15.2 The price shall be (i) the list price; or (ii) the market price, whichever is lower; and   ARTICLE - 16 TERM AND TERMINATION   16.1   This Agreement shall continue in force for an indefinite term unless terminated under this Article.';
    const d = findContractDates(prepare(text));
    const spans = d.expirationSpans.map((s) => text.slice(s.start, s.end));
    expect(spans.some((s) => s.includes("indefinite term"))).toBe(true);
    expect(spans.some((s) => s.includes("whichever is lower"))).toBe(false);
  });
});

describe("a term that ends with something else", () => {
  it("does not take a right to end the contract early for its term", () => {
    const text = `${'This Agreement is made on 14 June 2021 between Fellgate Brewing Limited (the "Supplier") and Ormskirk Taverns Ltd (the "Customer").'}\n\n9.1 This Agreement may be terminated by the Customer at any time before Completion; provided that this Agreement shall automatically terminate upon the termination of the Sale Agreement.`;
    expect(findContractDates(prepare(text)).expirationSpans).toEqual([]);
  });

  const PRE =
    'This Agreement is made on 14 June 2021 between Fellgate Brewing Limited (the "Supplier") and Ormskirk Taverns Ltd (the "Customer").';
  it.each([
    "9.1 This Agreement shall remain in effect for so long as the Customer continues to stock the Products.",
    "9.1 The term of this Agreement shall run concurrently with the term of the Premises Lease.",
    "9.1 This Agreement is co-terminous with the Customer's tenancy of the Premises.",
    "9.1 The Sponsorship shall run until the conclusion of the 2024 Season.",
    "9.1 This Agreement shall automatically terminate upon the termination or expiration of the Master Supply Agreement.",
    "9.1 This Agreement shall terminate automatically upon expiry of the Lease.",
    "9.1 This Agreement shall terminate upon the expiry of the Royalty Period in the last territory.",
    "9.1 This Agreement will end on expiration of all Stocking Periods.",
  ])("quotes it as the expiration clause, with no date: %s", (sentence) => {
    const text = `${PRE}\n\n${sentence}`;
    const d = findContractDates(prepare(text));
    expect(d.expirationSpans.map((s) => text.slice(s.start, s.end))).toEqual([sentence]);
    expect(d.expirationDate?.value ?? null).toBeNull();
  });
});

describe("end of the term", () => {
  const PRE =
    'This Agreement is made on 14 June 2021 between Fellgate Brewing Limited (the "Supplier") and Ormskirk Taverns Ltd (the "Customer").';
  const ends = (body: string) => findContractDates(prepare(`${PRE}\n\n${body}`));

  it("reads a term sentence with its heading run in (numbered heading, then sub-clause number)", () => {
    const d = ends(
      "6. DURATION AND ENDING 6.1 Subject to clause 9, the term of this Agreement shall start on 1 July 2021 and continue for a period of three (3) years.",
    );
    expect(d.expirationDate?.value).toBe("2024-06-30");
  });

  it.each([
    [
      "4. Length. This Agreement starts on the date above and remains in force until 30 September 2024.",
      "2024-09-30",
    ],
    [
      '4.1 The Goods will be supplied for a fixed period of twenty-four (24) months starting on 1 August 2021 (the "Supply Period").',
      "2023-07-31",
    ],
    [
      "4. Duration. This Agreement shall continue in effect through the end of the 2023 calendar year.",
      "2023-12-31",
    ],
    ["4. Duration. This Agreement runs until the end of calendar year 2025.", "2025-12-31"],
    [
      "4. Duration. The Agreement shall have a duration of four (4) years, counted from 1 July 2021.",
      "2025-06-30",
    ],
    ["4. Duration. This Agreement shall expire at 5:00 p.m. Central Time on 30 June 2026.", "2026-06-30"],
    ["4. Duration. This Agreement ends at midnight GMT on 31 January 2027.", "2027-01-31"],
    ["4. Duration. This Agreement ends on 28 February 2026.", "2026-02-28"],
    [
      "4. Term. The Supplier's engagement hereunder shall be for a term of one year commencing 1 July 2021 and ending 30 June 2022.",
      "2022-06-30",
    ],
    [
      "4. The Customer lets the Cellar to the Supplier for a term of three years from and including 1 July 2021 to and including 30 June 2024.",
      "2024-06-30",
    ],
    ["4. The duration of this contract is 18 months from the date of signature.", "2022-12-13"],
    ["4. Your contract runs until 31 March 2024.", "2024-03-31"],
    ["4. We will provide the service for two years from 1 July 2021.", "2023-06-30"],
    ["4. These terms apply for 36 months from the date above.", "2024-06-13"],
    ["Term of Agreement: 2 years from the date above", "2023-06-13"],
    [
      "4. Duration. This Agreement continues for three years from its date, and the obligations in clause 2 survive for five years after it ends.",
      "2024-06-13",
    ],
    [
      "4. Duration. This Agreement shall expire upon the later of (a) the completion of the 2024 harvest and (b) the last day of October, 2024.",
      "2024-10-31",
    ],
    [
      "4. Duration. This Agreement shall continue until the earlier of (i) 31 March 2025 and (ii) 30 September 2024 if the Pilot is not extended.",
      "2024-09-30",
    ],
    [
      "4. Length. The term of this Agreement shall be the period from 1 July 2021 to the third anniversary of that date.",
      "2024-07-01",
    ],
    ["4. Length. The Customer's appointment shall be for two years from 1 July 2021.", "2023-06-30"],
    [
      "4. Length. The Supplier hereby grants the Customer the right to sell the Beers for a period of three (3) years from the date of this Agreement.",
      "2024-06-13",
    ],
  ])("reads the end of the term in %s", (body, end) => {
    expect(ends(body).expirationDate?.value).toBe(end);
  });

  it("does not read a named calendar year as a length of years, nor let it hide the start", () => {
    const d = ends(
      "4. Duration. This Agreement is effective from 1 September 2021 and continues through the end of the 2022 calendar year.",
    );
    expect(d.effectiveDate?.value).toBe("2021-09-01");
    expect(d.expirationDate?.value).toBe("2022-12-31");
  });

  it("reads a term sentence after a title-case heading and a wide gap", () => {
    const d = ends(
      "7. Length of Agreement     This Agreement shall commence on 1 July 2021 and shall continue for an initial period of two years.",
    );
    expect(d.expirationDate?.value).toBe("2023-06-30");
  });

  it("reads a quoted defined Term that begins on signing and expires on a date, without taking that date as the start", () => {
    const d = ends(
      'The "Term" shall begin on the date hereof and shall expire 30 November 2026, subject to early termination under clause 12.',
    );
    expect(d.expirationDate?.value).toBe("2026-11-30");
    expect(d.effectiveDate?.value).toBe("2021-06-14");
  });

  it("counts an anniversary of the date hereof from the signing, not from a later start", () => {
    const d = ends(
      "2.1 This Agreement takes effect on 1 August 2021. 2.2 Unless terminated earlier, the term of this Agreement shall end on the fourth anniversary of the date hereof.",
    );
    expect(d.effectiveDate?.value).toBe("2021-08-01");
    expect(d.expirationDate?.value).toBe("2025-06-14");
  });

  it("ends a term running to the end of the current calendar year on 31 December of the start year", () => {
    const d = ends(
      "This Agreement shall start on 1 July 2021 and shall remain in force until the end of the current calendar year, and shall then renew for successive one (1) year periods unless either party gives notice.",
    );
    expect(d.expirationDate?.value).toBe("2021-12-31");
  });

  it("a notice period is not the length of the term: a rolling contract has no end date", () => {
    const doc = prepare(
      "4. Term. This Agreement commences on 1 June 2026 and continues until terminated by either party on three months' written notice.",
    );
    expect(findContractDates(doc).expirationDate?.value ?? null).toBeNull();
  });

  it("reads a fixed end date introduced by 'shall expire automatically on'", () => {
    const doc = prepare(
      "4. Term. This Agreement starts on 1 June 2026 and shall expire automatically on 31 May 2028 without notice.",
    );
    expect(findContractDates(doc).expirationDate?.value).toBe("2028-05-31");
  });

  it("a termination that happens if or upon an event is not the end of the term", () => {
    const doc = prepare(
      "9.3 This Agreement shall automatically terminate if the Licence is withdrawn by the regulator. 9.4 This Agreement shall terminate immediately upon the Customer's receipt of the Supplier's notice of insolvency.",
    );
    expect(findContractDates(doc).expirationSpans).toEqual([]);
  });

  it("a duty that lasts 'during the term' or 'during the period' is not the term itself", () => {
    const doc = prepare(
      "5.1 During the period from the go-live date to the second anniversary of this Agreement, the Supplier shall credit the Customer with a rebate each quarter. 9.1 During the Term and for one year after its end, the Customer will not solicit the Supplier's staff.",
    );
    expect(findContractDates(doc).expirationSpans).toEqual([]);
  });

  it("a term counted from an undated event has no end date, and a later renewal does not invent one", () => {
    const doc = prepare(
      'This Supply Agreement is made on 4 April 2022 between Gorse Foods Ltd ("Supplier") and Heath Retail Inc. ("Buyer"). 2.1 The term of this Agreement commences on the date hereof and ends thirty-six (36) months after the First Delivery Date. 2.2 This Agreement shall then renew automatically for successive one-year periods.',
    );
    const d = findContractDates(doc);
    expect(d.expirationDate?.value ?? null).toBeNull();
    expect(d.expirationSpans.length).toBeGreaterThan(0);
    const launch = findContractDates(
      prepare(
        "This Agreement is made on 1 March 2021. 9.1 This Agreement shall remain in force for seven years from the date of first commercial sale of the Product.",
      ),
    );
    expect(launch.expirationDate?.value ?? null).toBeNull();
  });

  it("a sentence about what the agreement contains, or another document's term, is not the term", () => {
    const d = findContractDates(
      prepare(
        'MASTER SERVICES AGREEMENT\nThis Agreement is made on 4 May 2026 between Fell Tech Ltd ("Supplier") and Oak Dairy Ltd ("Customer").\n2.1 This Agreement shall continue for three years from its date.\n9.4 The agreement includes certain restrictions on the Supplier that will be in effect until 31 December 2027.\nEXHIBIT B: FORM OF ORDER\nThe term of this Statement of Work will begin on ________ and shall terminate on ________.',
      ),
    );
    expect(d.expirationSpans).toHaveLength(1);
    expect(d.expirationDate?.value).toBe("2029-05-03");
  });

  it("a length set off by a comma from the undated event it counts from has no end date", () => {
    const d = findContractDates(
      prepare(
        'This Hosting Agreement is made on 1 October 2025 between Kite Web Ltd ("Host") and Lark Stores Ltd ("Customer"). 10. Term. The initial term of this Agreement is three (3) years, commencing on the Go-Live Date.',
      ),
    );
    expect(d.expirationDate?.value ?? null).toBeNull();
    expect(d.expirationSpans).toHaveLength(1);
  });

  it("counts a term from a defined event date when the contract gives it, and from the start when it names the start", () => {
    const named = findContractDates(
      prepare(
        'This Agreement is made on 2 January 2024. "Launch Date" means 1 March 2024. 3.1 This Agreement shall continue for two years from the Launch Date.',
      ),
    );
    expect(named.expirationDate?.value).toBe("2026-02-28");
    const own = findContractDates(
      prepare(
        "This agreement is dated 12 May 2023. 2. This agreement shall be for a term of five years from the date of this document.",
      ),
    );
    expect(own.expirationDate?.value).toBe("2028-05-11");
  });

  it("reads an end date introduced by 'through and including'", () => {
    const d = findContractDates(
      prepare(
        'This Agreement is dated as of February 1, 2017 between Quill Energy Partners LP ("Quill") and Rush Gas Storage LLC ("Rush"). Section 3. Term. The primary term of this Agreement shall commence on the Effective Date and shall continue through and including March 31, 2027 (the "Primary Term").',
      ),
    );
    expect(d.effectiveDate?.value).toBe("2017-02-01");
    expect(d.expirationDate?.value).toBe("2027-03-31");
  });

  it("reads the term of an appointment or engagement that is not 'this Agreement'", () => {
    const pre =
      'This Agreement is made as of January 5, 2022 between Aster Inc. ("Company") and Birch LLC ("Consultant").';
    const at = (body: string) => findContractDates(prepare(`${pre}\n${body}`)).expirationDate?.value ?? null;
    expect(
      at(
        "2. Term. Consultant's engagement hereunder shall commence on the Effective Date and shall terminate on December 31, 2023, unless extended by mutual written agreement.",
      ),
    ).toBe("2023-12-31");
    expect(
      at(
        "Section 14. The Company appoints the Consultant for an initial period expiring on December 31, 2024.",
      ),
    ).toBe("2024-12-31");
    expect(
      at(
        "10. The Consultant shall provide the Services for the period of two years beginning on the Effective Date.",
      ),
    ).toBe("2024-01-04");
    expect(at("Consultant will provide the services from January 10, 2022 through June 30, 2022.")).toBe(
      "2022-06-30",
    );
    // keeping records for a period is not the term
    expect(
      at("The Consultant shall retain its records for a period of six years after the last payment."),
    ).toBeNull();
    expect(
      at(
        "Licensee's term of exclusivity in the Territory shall expire on October 29, 2025, and the licence continues.",
      ),
    ).toBeNull();
  });

  it("a term that expires on the day before an anniversary ends that day", () => {
    const d = ends(
      "The Contract shall expire on the day before the fifth anniversary of the Commencement Date.",
    );
    expect(d.expirationDate?.value).toBe("2026-06-13");
  });

  it("reads 'is effective from … through <date>' as the term, but not 'effective from … until terminated'", () => {
    const d = ends("ARTICLE 4 TERM\nThis Agreement is effective from 1 July 2021 through 30 June 2023.");
    expect(d.expirationDate?.value).toBe("2023-06-30");
    const open = ends(
      "4. Records\nThis policy is effective from 1 July 2021 until withdrawn by the Supplier.",
    );
    expect(open.expirationSpans).toEqual([]);
  });
});

describe("a term counted from an event, stated of named services", () => {
  it("quotes 'The Hosting Services will be provided for a term of three years from the Go-Live Date' with no end date", () => {
    const sentence = "The Hosting Services will be provided for a term of three years from the Go-Live Date.";
    const text = `This Agreement is made on 14 June 2021 between Fellgate Hosting Limited (the "Supplier") and Ormskirk Taverns Ltd (the "Customer").\n\n4. Length\n\n${sentence}`;
    const d = findContractDates(prepare(text));
    expect(d.expirationDate?.value ?? null).toBeNull();
    expect(d.expirationSpans.map((x) => text.slice(x.start, x.end))).toContain(sentence);
  });
});

describe("terms stated of services, leases, employment and periods covered", () => {
  const made = `This Agreement is made on 9 March 2026 between Quarry Lane Cleaning Limited (the "Contractor") and Hollin Mill Offices Ltd (the "Client").`;
  const datesOf = (clause: string) => {
    const text = `${made}\n\n3. Duration\n\n${clause}\n\n4. Payment\n\nThe Client shall pay each invoice within 30 days.\n`;
    const d = findContractDates(prepare(text));
    return {
      effective: d.effectiveDate?.value ?? null,
      expiration: d.expirationDate?.value ?? null,
      quoted: d.expirationSpans.map((x) => text.slice(x.start, x.end)),
    };
  };

  it("reads 'The Cleaning Services shall be provided from ... until ...' as the term", () => {
    const clause = "The Cleaning Services shall be provided from 4 May 2026 until 3 May 2027 (inclusive).";
    expect(datesOf(clause)).toEqual({ effective: "2026-05-04", expiration: "2027-05-03", quoted: [clause] });
  });

  it("reads a lease 'granted for a term of 5 years from and including' a date", () => {
    const clause = "This Lease is granted for a term of 5 years from and including 29 September 2026.";
    expect(datesOf(clause)).toEqual({ effective: "2026-09-29", expiration: "2031-09-28", quoted: [clause] });
  });

  it("quotes an employment that continues until notice is given, with no end date", () => {
    const clause =
      "The Employment shall continue until terminated by either party giving the other four weeks' written notice.";
    expect(datesOf(clause)).toMatchObject({ expiration: null, quoted: [clause] });
  });

  it("reads a term sentence that opens 'The parties agree that'", () => {
    const clause =
      "The parties agree that this Agreement shall continue in effect for a period of 18 months following the date of this Agreement.";
    expect(datesOf(clause)).toMatchObject({ expiration: "2027-09-08", quoted: [clause] });
  });

  it("reads 'This Agreement covers the period from ... to ...'", () => {
    const clause = "This Agreement covers the period from 1 July 2026 to 30 June 2027.";
    expect(datesOf(clause)).toMatchObject({ expiration: "2027-06-30", quoted: [clause] });
  });

  it("quotes a franchise term counted from the day the outlet opens, with no end date", () => {
    const clause =
      "The Franchise granted under this Agreement is for a term of fifteen (15) years starting on the date the Outlet first opens for trade.";
    expect(datesOf(clause)).toEqual({ effective: "2026-03-09", expiration: null, quoted: [clause] });
  });

  it("quotes a term that lasts 'for as long as' something else runs", () => {
    const clause =
      "This Agreement takes effect on the date of this Agreement and continues for as long as any Work Order remains open.";
    expect(datesOf(clause)).toMatchObject({ expiration: null, quoted: [clause] });
  });

  it.each([
    "§ 3.1 Duration – This Agreement enters into force on the date of this Agreement and is concluded for a fixed period of two years.",
    "3.1 This Agreement shall be binding on the parties from the date of this Agreement for two (2) years.",
  ])("reads the term from: %s", (clause) => {
    expect(datesOf(clause)).toMatchObject({ expiration: "2028-03-08", quoted: [clause] });
  });

  it("does not read 'binding on successors' as a term", () => {
    const term = "This Agreement commences on the date of this Agreement and continues for two years.";
    const binding = "This Agreement shall be binding on the parties and their successors for all purposes.";
    expect(datesOf(`${term}\n\n${binding}`).quoted).toEqual([term]);
  });

  it("reads an end named by a defined date given elsewhere", () => {
    const clause =
      "This Agreement shall be in effect from the date of this Agreement through the Expiry Date.";
    const text = `${made}\n\n1. Definitions\n\n"Expiry Date" means 31 August 2027.\n\n3. Duration\n\n${clause}`;
    const d = findContractDates(prepare(text));
    expect(d.expirationDate?.value).toBe("2027-08-31");
    expect(d.expirationSpans.map((x) => text.slice(x.start, x.end))).toContain(clause);
  });

  it.each([
    [
      "This Agreement is effective from its date through the second (2nd) anniversary of that date.",
      "2028-03-09",
    ],
    ["The Contractor shall be obliged to provide the Services for a period of two (2) years.", "2028-03-08"],
    ["The Term shall mean the period from the date of this Agreement until 30 September 2027.", "2027-09-30"],
    [
      "The Contractor undertakes to supply the Services for two years from the date of this Agreement.",
      "2028-03-08",
    ],
    [
      "The Contractor shall manufacture the Goods during the period commencing on the date of this Agreement and ending on 31 May 2030.",
      "2030-05-31",
    ],
  ])("reads the end of a term stated without the usual words: %s", (clause, end) => {
    expect(datesOf(clause)).toMatchObject({ expiration: end, quoted: [clause] });
  });

  it.each([
    "The Contractor shall supply spare parts for the equipment for five years after the last delivery.",
    "The Contractor shall provide support for two years from the date of delivery.",
    "The Contractor shall be obliged to provide the Services Credits for a period of one month following the breach.",
    "The guarantee shall be effective from delivery through the first anniversary of acceptance.",
  ])("does not take a period of something else for the term: %s", (clause) => {
    expect(datesOf(clause).quoted).toEqual([]);
  });

  it("quotes a term of indefinite duration, with no end date", () => {
    const clause = "This Agreement shall have an indefinite duration, subject to clause 9.";
    expect(datesOf(clause)).toMatchObject({ expiration: null, quoted: [clause] });
  });

  it.each([
    "This Agreement may be terminated upon the expiry of the Trial Period by either party.",
    "Either party may terminate this Agreement on the expiry of the Initial Term by giving notice.",
  ])("does not take a right to end it when a period expires for its term: %s", (clause) => {
    expect(datesOf(clause).quoted).toEqual([]);
  });

  it("quotes a term that ends with the last patent to expire, with no end date", () => {
    const clause =
      "Unless terminated earlier, this Agreement shall terminate upon the expiration of the last to expire Licensed Patent.";
    expect(datesOf(clause)).toMatchObject({ expiration: null, quoted: [clause] });
  });

  it("does not take a warranty period for the agreement's term", () => {
    const term = "This Agreement commences on the date of this Agreement and continues for two years.";
    const warranty = "The warranty period shall be 12 months from completion of the Services.";
    expect(datesOf(`${term}\n\n${warranty}`)).toEqual({
      effective: "2026-03-09",
      expiration: "2028-03-08",
      quoted: [term],
    });
  });

  it("quotes a contract said to have no end ('shall not be terminable', 'is perpetual') and marks it open-ended", () => {
    for (const clause of [
      "This Agreement and the licences granted under it shall not be terminable or revocable by either party.",
      "This Agreement is perpetual.",
    ]) {
      expect(datesOf(clause)).toMatchObject({ expiration: null, quoted: [clause] });
      const text = `${made}\n\n3. Duration\n\n${clause}\n`;
      expect(findContractDates(prepare(text)).openEnded).toBe(true);
    }
    // an irrevocable licence is not the agreement's term
    expect(datesOf("The licence granted in clause 2 is irrevocable.").quoted).toEqual([]);
  });

  it("marks a term 'until terminated' as open-ended, but not a first period that then runs on", () => {
    const open = (clause: string) =>
      findContractDates(prepare(`${made}\n\n3. Duration\n\n${clause}\n`)).openEnded;
    expect(open("This Agreement shall continue in perpetuity.")).toBe(true);
    expect(
      open(
        "This Agreement starts on the date of this Agreement and continues until terminated under clause 9.",
      ),
    ).toBe(true);
    expect(
      open(
        "This Agreement shall continue for an initial period of two years and thereafter until terminated by either party.",
      ),
    ).toBe(false);
    expect(open("This Agreement commences on the date of this Agreement and continues for two years.")).toBe(
      false,
    );
  });

  it.each([
    ["This Agreement shall expire on the 31st day of December, 2027.", "2027-12-31"],
    ["This Agreement shall terminate on the thirty-first (31st) day of December, 2027.", "2027-12-31"],
    ["This Agreement is effective from 1st January 2026 until 31st December 2028.", "2028-12-31"],
    ["This Agreement shall be effective from 1 January 2026 to 31 December 2028.", "2028-12-31"],
    ["This Agreement shall remain in force until the end of December 2027.", "2027-12-31"],
    ["This Agreement shall expire at the end of February, 2028.", "2028-02-29"],
  ])("dates the end in '%s'", (clause, end) => {
    expect(datesOf(clause)).toMatchObject({ expiration: end, quoted: [clause] });
  });

  it.each([
    [
      "This Memorandum of Understanding shall remain valid for two years from the date of signature.",
      "2028-03-08",
    ],
    ["This Deed shall continue in force for a period of five years.", "2031-03-08"],
    ['"Term" means the period from the Effective Date until 31 March 2029.', "2029-03-31"],
    ['"Agreement Term" means thirty-six (36) months from the Effective Date.', "2029-03-08"],
    ["This Agreement shall have effect from the Effective Date until 30 June 2028.", "2028-06-30"],
  ])("reads the term in '%s'", (clause, end) => {
    expect(datesOf(clause)).toMatchObject({ expiration: end, quoted: [clause] });
  });

  it("quotes a term sentence that points to a schedule for its length, with no end date", () => {
    const clause = "The Term of this Agreement shall be as set forth in Schedule A.";
    expect(datesOf(clause)).toMatchObject({ expiration: null, quoted: [clause] });
    // a notice period defined in the same way is not the term
    expect(datesOf('"Notice Period" means three months.').quoted).toEqual([]);
  });

  it.each([
    [
      "Supplier and Customer agree that this Agreement shall continue for a period of three years.",
      "2029-03-08",
    ],
    ["Upon execution, this Agreement shall remain in effect for three years.", "2029-03-08"],
    [
      "Commencing on the Effective Date, this Agreement shall continue for a period of three years.",
      "2029-03-08",
    ],
    ["This Agreement shall remain effective until 31 December 2027.", "2027-12-31"],
    ["This Agreement shall stay in force until 31 December 2027.", "2027-12-31"],
    ["The validity of this Agreement is three years from the date of signature.", "2029-03-08"],
    ["This Master Services Agreement shall continue for three years from the Effective Date.", "2029-03-08"],
    ["This Co-Branding Agreement shall expire on 31 December 2027.", "2027-12-31"],
  ])("reads the term in '%s'", (clause, end) => {
    expect(datesOf(clause)).toMatchObject({ expiration: end, quoted: [clause] });
  });

  it("does not quote a sentence that only dates the start as the end of the term", () => {
    const start = "This Agreement shall commence on 1 April 2026.";
    const end =
      "Unless terminated earlier, this Agreement shall end on the third anniversary of the date hereof.";
    expect(datesOf(start).quoted).toEqual([]);
    expect(datesOf(`${start}\n\n${end}`).quoted).toEqual([end]);
    // the end is given right after the start: both in one sentence, quoted
    const both = "This Agreement shall commence on 1 April 2026 and expire on 31 March 2029.";
    expect(datesOf(both)).toMatchObject({ expiration: "2029-03-31", quoted: [both] });
  });

  it.each([
    ["Expiry: 31 December 2027", "2027-12-31"],
    ["Duration: 3 years", "2029-03-08"],
    ["Period of Agreement: 1 January 2026 to 31 December 2027", "2027-12-31"],
    ["Contract Period: 1 January 2026 - 31 December 2027", "2027-12-31"],
  ])("reads the term from the label '%s'", (clause, end) => {
    expect(datesOf(clause).expiration).toBe(end);
  });

  it.each([
    [
      "This Agreement shall continue for three years, provided that either party may terminate it on 90 days' notice.",
      "2029-03-08",
    ],
    [
      "This Agreement shall commence on the date of this Agreement and continue for three years unless terminated earlier in the event of a material breach.",
      "2029-03-08",
    ],
    [
      "The initial term of this Agreement is three years; thereafter it may be terminated by either party on six months' notice.",
      "2029-03-08",
    ],
    [
      "This Agreement shall continue until 31 December 2027, except that it shall terminate automatically upon the insolvency of either party.",
      "2027-12-31",
    ],
  ])("keeps the term stated before the ways to end it early: '%s'", (clause, end) => {
    expect(datesOf(clause)).toMatchObject({ expiration: end, quoted: [clause] });
  });

  it("still leaves out a right to end the contract that mentions a length", () => {
    for (const clause of [
      "Either party may terminate this Agreement on 90 days' notice after the first three years.",
      "This Agreement may be terminated by either party after an initial period of two years.",
      "This Agreement shall terminate automatically if the Client fails to pay within two months of the due date.",
    ])
      expect(datesOf(clause).quoted).toEqual([]);
  });

  it.each([
    ["This Agreement shall endure for three years.", "2029-03-08"],
    ["This Agreement shall operate for three years from the date of this Agreement.", "2029-03-08"],
    ["This Agreement will lapse on 31 December 2027.", "2027-12-31"],
    ["This Agreement shall cease to have effect on 31 December 2027.", "2027-12-31"],
    ["This Agreement shall automatically come to an end on 31 December 2027.", "2027-12-31"],
  ])("reads the term in '%s'", (clause, end) => {
    expect(datesOf(clause)).toMatchObject({ expiration: end, quoted: [clause] });
  });

  it("does not read 'Operations' in an agreement's name as the verb 'operate'", () => {
    const text =
      'This OPERATIONS AND MAINTENANCE AGREEMENT dated 3 November 2025 (the "Effective Date") is made between Harbour Terminals LLP ("Owner") and Quay Services Ltd ("Operator").\n\n3. Term\n\nThis Agreement shall continue for the duration of the Lease.';
    const d = findContractDates(prepare(text));
    expect(d.expirationSpans.map((x) => text.slice(x.start, x.end))).toEqual([
      "This Agreement shall continue for the duration of the Lease.",
    ]);
  });

  it("reads a term at the start of a very long run-on sentence", () => {
    const list = Array.from(
      { length: 12 },
      (_, i) =>
        `(${String.fromCharCode(97 + i)}) the Supplier shall deliver the Products to the Delivery Address in accordance with the Specification and the agreed delivery schedule`,
    ).join("; ");
    const clause = `This Agreement shall remain in force for three years; ${list}.`;
    const d = datesOf(clause);
    expect(d.expiration).toBe("2029-03-08");
    expect(d.quoted).toEqual(["This Agreement shall remain in force for three years;"]);
  });

  it.each([
    [
      "The term of this Agreement shall commence on the date of this Agreement and continue for a period of five (5) Contract Years.",
      "2031-03-08",
    ],
    ["This Agreement shall continue for five full years from the date of this Agreement.", "2031-03-08"],
    ["This Agreement shall continue for a period of 5 yrs from the date of this Agreement.", "2031-03-08"],
    [
      "The Collaboration shall terminate on the fifth anniversary of the date of this Agreement.",
      "2031-03-09",
    ],
  ])("reads the term in '%s'", (clause, end) => {
    expect(datesOf(clause)).toMatchObject({ expiration: end, quoted: [clause] });
  });

  it.each([
    "This Agreement shall remain in effect until the completion of the Services, unless terminated earlier in the event of a material breach.",
    "This Agreement shall continue for so long as the Client buys services from the Supplier, but either party may terminate it on six months' notice.",
    "This Agreement shall continue in perpetuity unless terminated in accordance with clause 12 if either party is in breach.",
  ])("keeps a term with no date stated before the ways to end it early: '%s'", (clause) => {
    expect(datesOf(clause)).toMatchObject({ expiration: null, quoted: [clause] });
  });

  it.each([
    ["Agreement shall remain in force for three years from the date of this Agreement.", "2029-03-08"],
    ["Term of this Agreement is three years starting from the date of this Agreement.", "2029-03-08"],
  ])("reads a term sentence written without an article: '%s'", (clause, end) => {
    expect(datesOf(clause)).toMatchObject({ expiration: end, quoted: [clause] });
  });
});

/** The term read from a short print contract made on 9 March 2026, with `body` as its clause 3. */
function termIn(body: string) {
  const made =
    'This Agreement is made on 9 March 2026 between Kestrel Print Limited (the "Supplier") and Ouse Valley Books Limited (the "Client").';
  const text = `${made}\n\n2. Services\n\nThe Supplier shall print the Titles.\n\n${body}\n\n4. Payment\n\nThe Client shall pay each invoice within 30 days.\n`;
  const d = findContractDates(prepare(text));
  return {
    expiration: d.expirationDate?.value ?? null,
    quoted: d.expirationSpans.map((x) => text.slice(x.start, x.end).trim()),
  };
}
const termOf = (clause: string) => termIn(`3. Term\n\n${clause}`);

describe("findContractDates: more ways of stating the term", () => {
  it.each([
    ["The term of the Agreement shall be until 31 December 2028.", "2028-12-31"],
    [
      "The Parties agree that the Agreement will be valid for 5 (five) years from its signature date.",
      "2031-03-08",
    ],
    [
      "The parties intend that this Agreement shall continue for three years from the date hereof.",
      "2029-03-08",
    ],
    ["The obligations of the parties under this Agreement shall continue until 30 June 2028.", "2028-06-30"],
    ["Each party's obligations hereunder shall end on 30 June 2028.", "2028-06-30"],
    [
      "The Client hereby retains the Supplier for a term of one year beginning on the date of this Agreement.",
      "2027-03-08",
    ],
    ["(a) This Agreement shall continue for three years from the date hereof.", "2029-03-08"],
    ["3.1 (i) Term - This Agreement shall continue for three years from the date hereof.", "2029-03-08"],
    ["Supply under this Agreement will run for two years from the date hereof.", "2028-03-08"],
    ["This Agreement starts on the date hereof. Such term shall end on 31 March 2029.", "2029-03-31"],
  ])("reads the term in '%s'", (clause, end) => {
    const body = `3. Term\n\n${clause}`;
    const d = termIn(body);
    expect(d.expiration).toBe(end);
    expect(d.quoted.length).toBeGreaterThan(0);
    for (const q of d.quoted) expect(body).toContain(q);
  });

  it("reads a length or an end date standing alone under its heading", () => {
    expect(termIn("3. Term of Agreement\n\nThree (3) years from the date of this Agreement.")).toMatchObject({
      expiration: "2029-03-08",
      quoted: ["Three (3) years from the date of this Agreement."],
    });
    expect(termIn("3. Expiry Date\n\n31 December 2028")).toMatchObject({
      expiration: "2028-12-31",
      quoted: ["31 December 2028"],
    });
  });

  it("does not take obligations that run on after the end, or a date under another heading, for the term", () => {
    expect(
      termIn(
        "3. Confidentiality\n\nThe obligations of the parties under this Agreement shall continue for five years after the termination of this Agreement.",
      ).quoted,
    ).toEqual([]);
    expect(termIn("3. Delivery Date\n\n31 December 2028").expiration).toBeNull();
  });
});

describe("findContractDates: term sentences after an opening phrase, and ends stated by reference", () => {
  it.each([
    [
      "In the absence of earlier termination, this Agreement shall continue for three years from the date hereof.",
      "2029-03-08",
    ],
    [
      "Save as otherwise provided in clause 9, this Agreement shall continue for three years from the date hereof.",
      "2029-03-08",
    ],
    [
      "Without prejudice to clause 9, this Agreement shall continue for three years from the date hereof.",
      "2029-03-08",
    ],
    ["Barring earlier termination, the Agreement will expire on 31 March 2029.", "2029-03-31"],
    [
      "For the avoidance of doubt, this Agreement shall continue for three years from the date hereof.",
      "2029-03-08",
    ],
    ["The life of this Agreement shall be three years from the date hereof.", "2029-03-08"],
    ["The Promotion Period is 1 April 2026 to 30 September 2026.", "2026-09-30"],
    [
      "Maintenance Services shall be provided for an initial period of twelve months from the date hereof.",
      "2027-03-08",
    ],
  ])("reads the term in '%s'", (clause, end) => {
    expect(termOf(clause)).toMatchObject({ expiration: end, quoted: [clause] });
  });

  it.each([
    "The term of this Agreement shall be coextensive with the term of the Lease.",
    "This Agreement will remain in effect as long as the Reseller is an authorised reseller of the Supplier.",
    "This Agreement shall be in effect for the Term specified in the Order Form.",
  ])("quotes a term that ends with something else, with no end date: '%s'", (clause) => {
    expect(termOf(clause)).toMatchObject({ expiration: null, quoted: [clause] });
  });

  it.each([
    "At the end of the Initial Term, this Agreement shall continue for successive periods of 12 months.",
    "If the Client fails to pay any invoice, this Agreement shall terminate on the date of the Supplier's notice.",
    'As used in this Agreement, the term "Tail Period" shall mean a period of two years from the date of termination.',
    "The signing of, and performance under, this Agreement will not result in a default (with lapse of time or both) under any other contract.",
    "Following termination, this Agreement shall continue to apply to any Orders then outstanding for six months.",
  ])("does not take a renewal, a condition, a definition or a warranty for the term: '%s'", (clause) => {
    expect(termOf(clause).quoted).toEqual([]);
  });
});

describe("findContractDates: less common verbs of duration", () => {
  it.each([
    ["This Agreement shall subsist for a period of three years from the date hereof.", "2029-03-08"],
    ["This Agreement shall be operative for three years from the date hereof.", "2029-03-08"],
    ["This Agreement shall hold good for three years from the date hereof.", "2029-03-08"],
    ["This Agreement shall remain in place for three years from the date hereof.", "2029-03-08"],
    ["This Agreement shall be effective until 31 March 2029.", "2029-03-31"],
    ["This Agreement shall apply until 31 March 2029.", "2029-03-31"],
    ["This Agreement is concluded for three years.", "2029-03-08"],
    ["This Agreement shall continue for five years and six months from the date hereof.", "2031-09-08"],
    [
      "This Agreement shall continue for two (2) years and three (3) months from the date hereof.",
      "2028-06-08",
    ],
  ])("reads the term in '%s'", (clause, end) => {
    expect(termOf(clause)).toMatchObject({ expiration: end, quoted: [clause] });
  });

  it.each([
    'The term "Online Site" means any website or application, whether now in existence or developed later.',
    "Whereas this Agreement records the understanding between the parties in place since 31 December 2012.",
    "This Agreement shall be kept confidential for five years from the date hereof.",
  ])("does not take a definition of a word, a recital or a secrecy period for the term: '%s'", (clause) => {
    expect(termOf(clause).quoted).toEqual([]);
  });
});

describe("findContractDates: sentences whose only end is the word 'terminate'", () => {
  it.each([
    "This Agreement may not be changed, terminated or amended except in writing signed by both parties.",
    "This Agreement or the performance, breach or termination hereof shall be governed by the laws of England and Wales.",
    "This Agreement shall immediately and automatically terminate should either party become insolvent.",
    "The Consultant's engagement shall terminate upon the Consultant's death.",
    "This Agreement shall terminate automatically without notice (a) if the Supplier ceases to trade.",
  ])("does not take '%s' for the term", (clause) => {
    expect(termOf(clause).quoted).toEqual([]);
  });

  it("still reads a term that ends with another agreement or at the end of a project", () => {
    expect(termOf("This Agreement shall terminate upon the expiry of the Lease.").quoted).toHaveLength(1);
    expect(termOf("This Agreement shall terminate on completion of the Project.").quoted).toHaveLength(1);
  });
});

describe("findContractDates: a term stated by its end date, a date range, its rights or its owner's obligations", () => {
  it.each([
    ["The end date of this Agreement is 31 March 2029.", "2029-03-31"],
    ["The expiry date of this Agreement shall be 31 March 2029.", "2029-03-31"],
    ["This Agreement covers the period 1 April 2026 to 31 March 2029.", "2029-03-31"],
    [
      "This Agreement shall govern the printing of the Titles from 1 April 2026 until 31 March 2029.",
      "2029-03-31",
    ],
    ["This Agreement shall apply to all orders placed between 1 April 2026 and 31 March 2029.", "2029-03-31"],
    ["The rights granted under this Agreement shall continue for a period of three years.", "2029-03-08"],
    ["The Supplier's obligations under this Agreement shall last for three years.", "2029-03-08"],
    [
      "Subject to clause 9, the Client will buy the Products for an initial period of three years from the date hereof.",
      "2029-03-08",
    ],
    [
      "The Supplier shall supply the Products for a period of three years from the date hereof.",
      "2029-03-08",
    ],
    ["The Client's rights under this Agreement shall continue for five years.", "2031-03-08"],
    ["The duration of the Licence is five years.", "2031-03-08"],
  ])("reads the term in '%s'", (clause, end) => {
    expect(termOf(clause)).toMatchObject({ expiration: end, quoted: [clause] });
  });

  it.each([
    "The term of this Agreement shall be the same as the term of the Master Services Agreement.",
    "This Agreement shall be of indefinite duration.",
    "This Agreement has no fixed term.",
    "This Agreement remains in effect while the Client holds a licence to the Software.",
    "This Agreement will end automatically on the date the Master Agreement ends.",
  ])("quotes a term with no date of its own: '%s'", (clause) => {
    expect(termOf(clause)).toMatchObject({ expiration: null, quoted: [clause] });
  });

  it.each([
    "This Agreement shall not apply to orders placed between 1 January 2026 and 31 March 2026.",
    "The rights granted under this Agreement shall revert to the Supplier on termination.",
    "The rights granted under this Agreement shall continue after termination for the sell-off period.",
    "The Supplier's obligations under this Agreement shall end on termination of this Agreement for any reason.",
    "Prices under this Agreement are fixed from 1 April 2026 until 31 March 2027 and then reviewed each year.",
    "The Supplier shall supply the Products for a period of six months after termination of this Agreement.",
    "The term of each Order shall be 12 months.",
  ])("does not take '%s' for the term", (clause) => {
    expect(termOf(clause).quoted).toEqual([]);
  });
});

describe("findContractDates: the first term's length stated in a renewal sentence", () => {
  it.each([
    [
      "After an initial term of three years, this Agreement shall renew automatically for successive periods of one year unless either party gives 90 days' notice.",
      "2029-03-08",
    ],
    [
      "This Agreement shall renew automatically for successive one-year periods after the expiry of an initial period of three years from the date hereof.",
      "2029-03-08",
    ],
    [
      "At the end of the initial three-year term this Agreement will continue on a rolling monthly basis.",
      "2029-03-08",
    ],
    ["This Agreement has a minimum period of 24 months.", "2028-03-08"],
    ["This is a fixed-term agreement for 24 months.", "2028-03-08"],
  ])("reads the term in '%s'", (clause, end) => {
    expect(termOf(clause)).toMatchObject({ expiration: end, quoted: [clause] });
  });

  it.each([
    "During an initial period of six months the Client may return any Title for a full refund.",
    "Prices under this Agreement are fixed for an initial period of twelve months.",
    "On completion of the initial 18-month period, and every 18 months during this Agreement, the Supplier will review its rates.",
    "The Supplier's insurance policy shall have an initial term of 12 months and be renewed each year.",
  ])("does not take an initial period of something else for the term: '%s'", (clause) => {
    expect(termOf(clause).quoted).toEqual([]);
  });
});

describe("findContractDates: a term in a table row set off by a tab, a bar or a dash", () => {
  it.each([
    ["Contract Term\t36 months", "2029-03-08"],
    ["Term of Agreement\t3 years from the date of this Agreement", "2029-03-08"],
    ["Term | 36 months", "2029-03-08"],
    ["Initial Term - 36 months from the date of this Agreement.", "2029-03-08"],
    ["Expiry Date\t31 March 2029", "2029-03-31"],
  ])("reads '%s'", (row, end) => {
    expect(termIn(`3. Key details\n\n${row}`).expiration).toBe(end);
  });

  it.each([
    "Payment Terms\t30 days",
    "Warranty Period\t12 months",
    "Notice Period | 3 months",
    "Minimum Term Fee\t£1,000",
  ])("does not read '%s' as the term", (row) => {
    expect(termIn(`3. Key details\n\n${row}`).quoted).toEqual([]);
  });
});

describe("findContractDates: a term inside a very long list run on with semicolons", () => {
  const item = (letter: string) =>
    `(${letter}) the Supplier shall keep the print works in good repair and shall maintain all presses used for the Titles in accordance with the maker's recommendations and good industry practice at all times`;
  const items = ["a", "b", "c", "d", "e", "f", "g", "h"].map(item);
  const term = "this Agreement shall continue for a period of three years from the date hereof";

  it.each([
    [
      "in the middle",
      `The parties agree that ${items.slice(0, 4).join("; ")}; ${term}; ${items.slice(4).join("; ")}.`,
    ],
    ["at the end, after 'and'", `The parties agree that ${items.join("; ")}; and ${term}.`],
  ])("reads the term %s", (_where, clause) => {
    expect(clause.length).toBeGreaterThan(1500);
    const r = termOf(clause);
    expect(r.expiration).toBe("2029-03-08");
    expect(r.quoted).toHaveLength(1);
    expect(r.quoted[0]).toMatch(
      /^this Agreement shall continue for a period of three years from the date hereof;?\.?$/,
    );
  });
});

describe("findContractDates: a defined end date", () => {
  it.each([
    ['"Expiry Date" means 31 December 2028.', "2028-12-31"],
    ['"Expiration Date" means the third anniversary of the date hereof.', "2029-03-09"],
    ['"Termination Date" means 31 March 2029.', "2029-03-31"],
  ])("reads '%s' as the end of the term", (definition, end) => {
    expect(termIn(`1. Definitions\n\n${definition}`)).toMatchObject({
      expiration: end,
      quoted: [definition],
    });
  });

  it.each([
    '"Termination Date" means the date on which notice of termination takes effect.',
    '"Expiry Date" means, for each Order, the date stated in that Order.',
  ])("does not take a definition that names no day for the term: '%s'", (definition) => {
    expect(termIn(`1. Definitions\n\n${definition}`).quoted).toEqual([]);
  });
});

describe("findContractDates: the term after 'The parties agree that'", () => {
  it.each([
    ["The parties hereto agree that the term of this Agreement shall be three years.", "2029-03-08"],
    ["The parties have agreed that this Agreement shall last for three years.", "2029-03-08"],
    ["The Supplier and the Client agree that this Agreement will run for three years.", "2029-03-08"],
    ["It is agreed between the parties that this Agreement shall continue for three years.", "2029-03-08"],
    ["The Parties acknowledge and agree that this Agreement shall expire on 31 March 2029.", "2029-03-31"],
    ["The Client agrees that this Agreement shall continue for a minimum of three years.", "2029-03-08"],
  ])("reads the term in '%s'", (clause, end) => {
    expect(termOf(clause)).toMatchObject({ expiration: end, quoted: [clause] });
  });

  it.each([
    "The parties agree that this Agreement may be terminated by either party on 30 days' notice.",
    "The Client acknowledges that this Agreement shall not be terminated for the Supplier's failure to follow the style guide, except for failures in invoicing.",
    "The parties agree that the terms of this Agreement are confidential for five years.",
  ])("does not take '%s' for the term", (clause) => {
    expect(termOf(clause).quoted).toEqual([]);
  });
});

describe("findContractDates: the term stated of the services, a role or a grant", () => {
  it.each([
    ["Services shall commence on 1 April 2026 and end on 31 March 2029.", "2029-03-31"],
    ["The Marketing Period shall be the period of three years from the date hereof.", "2029-03-08"],
    ["The Supplier is granted the franchise for an initial term of ten years.", "2036-03-08"],
    ["The Supplier shall serve as the Client's printer for a period of two years.", "2028-03-08"],
  ])("reads the term in '%s'", (clause, end) => {
    expect(termOf(clause)).toMatchObject({ expiration: end, quoted: [clause] });
  });

  it.each([
    "The Supplier shall provide support services for twelve months after termination of this Agreement.",
    "The Supplier grants the Client a licence to use the artwork for a period of six months after expiry to sell off its stock.",
    "The Supplier shall act as the Client's agent for the purpose of obtaining permits.",
    "The warranty is a period of 12 months from delivery.",
  ])("does not take '%s' for the term", (clause) => {
    expect(termOf(clause).quoted).toEqual([]);
  });
});

describe("findContractDates: more labels for the term and the end date", () => {
  it.each([
    ["Validity: 36 months from the date hereof", "2029-03-08"],
    ["Validity Period: 1 April 2026 to 31 March 2029", "2029-03-31"],
    ["Valid until: 31 March 2029", "2029-03-31"],
    ["Expires: 31 March 2029", "2029-03-31"],
    ["Term of Licence: 5 years", "2031-03-08"],
    ["Length of Contract: 24 months", "2028-03-08"],
  ])("reads '%s'", (row, end) => {
    expect(termIn(`3. Key details\n\n${row}`).expiration).toBe(end);
  });

  it.each([
    "Quote validity: 3 months",
    "Offer validity period: 2 months from the date of this quotation",
    "Length of Warranty: 12 months",
  ])("does not read '%s' as the term", (row) => {
    expect(termIn(`3. Key details\n\n${row}`).quoted).toEqual([]);
  });
});

describe("findContractDates: sentences after the term that must not replace it", () => {
  const fixed = "3. Term\n\nThis Agreement shall commence on 1 April 2026 and continue for three years.";
  const open =
    "3. Term\n\nThis Agreement shall commence on 1 April 2026 and continue until terminated by either party on three months' written notice.";
  const general =
    "\n\n5. General\n\nThe Supplier shall perform its obligations with reasonable skill and care and in accordance with good industry practice.".repeat(
      40,
    );

  it.each([
    `${general}\n\nSCHEDULE 2 - STATEMENT OF WORK\n\nEnd Date\t31 July 2026`,
    `${general}\n\nSCHEDULE 2\n\nDuration\t3 months`,
    `${general}\n\nExpiry | 30 September 2026`,
    "\n\nQuotation valid until: 30 April 2026",
    "\n\nThis offer expires: 30 April 2026",
  ])("keeps the term's end when a schedule, a quotation or an offer gives another date (%#)", (later) => {
    expect(termIn(`${fixed}${later}`).expiration).toBe("2029-03-31");
  });

  it.each([
    "4.1 The Supplier shall provide support services for a period of twelve (12) months following the Delivery Date.",
    "4.1 The Supplier shall provide maintenance and support for a period of 12 months from the date of Acceptance.",
  ])("does not let a support period counted from delivery stand in for the term: '%s'", (support) => {
    expect(
      termIn(
        `${support}\n\n10. Term\n\nThis Agreement shall commence on 1 April 2026 and continue for three years.`,
      ).expiration,
    ).toBe("2029-03-31");
  });

  it.each([
    "12.1 Following termination, the Client is granted a non-exclusive licence to sell off existing stock for a period of three months.",
    "14.1 The Client's rights under this Agreement shall continue for a period of six months from the date of termination solely to sell off existing stock.",
    "20.1 This Agreement replaces the Supplier's terms of business in force from 1 January 2020 to 31 December 2025.",
  ])("leaves an open-ended term without an end date: '%s'", (later) => {
    expect(termIn(`${open}\n\n${later}`).expiration).toBeNull();
  });

  it("reads the term definition after a definitions list item ending '; and'", () => {
    const defs =
      '1.1 In this Agreement:\n"Charges" means the charges in Schedule 2;\n"Services" means the services described in Schedule 1; and\n"Term" means the period of three years from the date hereof.';
    expect(termIn(defs).expiration).toBe("2029-03-08");
  });

  it("reads a range of dates written with dots", () => {
    expect(termOf("This Agreement covers the period from 01.04.2026 until 31.03.2029.").expiration).toBe(
      "2029-03-31",
    );
  });
});

describe("findContractDates: a length stated with no word of a term", () => {
  it.each([
    ["This Contract is for three years from the date of signature.", "2029-03-08"],
    ["This Agreement shall be made for a fixed period of two (2) years.", "2028-03-08"],
    ["This is a 24-month agreement beginning on the date of this Agreement.", "2028-03-08"],
    ["This is a one-year contract.", "2027-03-08"],
  ])("reads '%s'", (clause, end) => {
    expect(termOf(clause).expiration).toBe(end);
  });

  it.each([
    "The price set out in this Agreement is for 12 months only.",
    "The rebate in clause 6 of this Agreement is for the first 12 months.",
    "This Agreement is for the printing of the Titles over two years.",
  ])("does not read a price, a rebate or a subject as the term: '%s'", (clause) => {
    expect(termOf(clause).expiration).toBeNull();
  });
});

describe("findContractDates: a start date in a key-details table", () => {
  it.each(["Start Date\t1 April 2026", "Commencement Date | 1 April 2026", "Effective Date - 1 April 2026"])(
    "reads the row '%s' as the effective date",
    (row) => {
      const text = `ORDER FORM\n\nThis Order Form is made on 9 March 2026.\n\nSupplier\tKestrel Print Limited\nCustomer\tOuse Valley Books Limited\n${row}\nTerm\t12 months\n\n1. Services\n\n1.1 The Supplier shall print the Titles.\n`;
      const d = findContractDates(prepare(text));
      expect(d.agreementDate?.value).toBe("2026-03-09");
      expect(d.effectiveDate?.value).toBe("2026-04-01");
      expect(d.expirationDate?.value).toBe("2027-03-31");
    },
  );
});

describe("findContractDates: a period the contract names its Term in passing", () => {
  it.each([
    [
      'The Supplier grants the Client, during the period commencing on the date of this Agreement and ending on 31 March 2029 (the "Term"), a licence to use the Artwork.',
      "2029-03-31",
    ],
    [
      'During the two-year period beginning on the date of this Agreement (the "Term"), the Supplier shall print the Titles.',
      "2028-03-08",
    ],
    [
      "For the period of 18 months from the date of this Agreement (hereinafter the “Initial Term”) the Client shall order all its printing from the Supplier.",
      "2027-09-08",
    ],
  ])("reads '%s'", (clause, end) => {
    expect(termIn(`5. Grant\n\n${clause}`).expiration).toBe(end);
  });

  it('does not read a period named otherwise: (the "Warranty Period")', () => {
    expect(
      termIn(
        '5. Warranty\n\nThe Supplier warrants the Titles for a period of 12 months from delivery (the "Warranty Period").',
      ).expiration,
    ).toBeNull();
  });
});

describe("findContractDates: term rows of a key-details table", () => {
  const form = (rows: string) =>
    `ORDER FORM\n\nThis Order Form is made on 9 March 2026.\n\nSupplier\tKestrel Print Limited\nCustomer\tOuse Valley Books Limited\n${rows}\n\n1. Services\n\n1.1 The Supplier shall print the Titles.\n`;

  it.each(["Minimum Term\t12 months", "Fixed term | 12 months"])("reads '%s' as the first term", (row) => {
    expect(findContractDates(prepare(form(row))).expirationDate?.value).toBe("2027-03-08");
  });

  it("counts a term row from a start date given on a later row", () => {
    const d = findContractDates(prepare(form("Term | 24 months\nStart Date | 1 April 2026")));
    expect(d.effectiveDate?.value).toBe("2026-04-01");
    expect(d.expirationDate?.value).toBe("2028-03-31");
  });
});

describe("findContractDates: a contract that ends when its work is done", () => {
  it.each([
    "This Agreement shall terminate when the Supplier stops making the Titles.",
    "This Agreement terminates automatically once the last Order has been delivered and paid for.",
  ])("reads '%s' as the term, with no date to give", (clause) => {
    const t = termOf(clause);
    expect(t.expiration).toBeNull();
    expect(t.quoted).toEqual([clause]);
  });

  it.each([
    "This Agreement shall terminate when either party gives notice under clause 9.",
    "This Agreement shall terminate when the Client ceases to trade or is no longer solvent.",
    "This Agreement shall terminate when a party commits a material breach that is not remedied once notified.",
  ])("does not read a ground for ending it as the term: '%s'", (clause) => {
    expect(termOf(clause).quoted).toEqual([]);
  });
});

describe("findContractDates: a minimum term the customer commits to, and other plain lengths", () => {
  it.each([
    ["The Client commits to a minimum term of 12 months.", "2027-03-08"],
    ["The Client agrees to a minimum contract period of 24 months.", "2028-03-08"],
    ["The minimum commitment period is 36 months.", "2029-03-08"],
    ["The Client's subscription is for 12 months.", "2027-03-08"],
    ["Printing services will be provided for 12 months.", "2027-03-08"],
    ["The retainer will run from 1 April 2026 for 12 months.", "2027-03-31"],
  ])("reads '%s'", (clause, end) => {
    expect(termOf(clause).expiration).toBe(end);
  });

  it.each([
    "Each Order shall run for 12 months.",
    "The price is fixed for 12 months.",
    "The Client may not terminate during the first 12 months.",
  ])("does not read '%s' as the contract's term", (clause) => {
    expect(termOf(clause).expiration).toBeNull();
  });
});

describe("findContractDates: an appointment until a date, and a term for the life of something", () => {
  it("reads an appointment with effect from the start until a date", () => {
    expect(
      termOf("The Supplier is appointed with effect from the date of this Agreement until 31 March 2029.")
        .expiration,
    ).toBe("2029-03-31");
  });

  it("reads a term for the lifetime of a product as the term, with no date", () => {
    const clause = "This Agreement shall remain valid for the lifetime of the Titles.";
    const t = termOf(clause);
    expect(t.expiration).toBeNull();
    expect(t.quoted).toEqual([clause]);
  });

  it("does not read an appointment that ends with another event as a date range", () => {
    expect(
      termOf("The Supplier is appointed to print the Titles until the Client's stock runs out.").expiration,
    ).toBeNull();
  });
});

describe("the start stated as the date itself", () => {
  const made =
    'This Agreement is dated 2 February 2026 and made between Wharfedale Print Limited (the "Supplier") and Nidd Valley Brewing Ltd (the "Customer").';
  const effectiveOf = (clause: string) =>
    findContractDates(prepare(`${made}\n\n2. Start\n\n2.1 ${clause}\n`)).effectiveDate?.value ?? null;

  it.each([
    ["The effective date of this Agreement is 1 June 2026.", "2026-06-01"],
    ["The Commencement Date is 4 May 2026.", "2026-05-04"],
    ["This Agreement shall be deemed to have commenced on 5 January 2026.", "2026-01-05"],
  ])("reads %s", (clause, date) => {
    expect(effectiveOf(clause)).toBe(date);
  });

  it.each([
    ["The effective date of any price change is 1 January 2027.", "2027-01-01"],
    ["The commencement date of the warranty is 1 June 2026.", "2026-06-01"],
  ])("does not take the start of something else: %s", (clause, other) => {
    expect(effectiveOf(clause)).not.toBe(other);
  });
});

describe("a term under an article heading run into its first sentence", () => {
  it.each([
    [
      "ARTICLE 3 – TERM The term of this Agreement shall be three years from the date of this Agreement.",
      "2029-03-08",
    ],
    [
      "ARTICLE IV - DURATION Unless terminated earlier, this Agreement shall expire on 31 December 2029.",
      "2029-12-31",
    ],
  ])("reads %s", (paragraph, end) => {
    const text = `SUPPLY AGREEMENT\n\nThis Agreement is made on 9 March 2026 between Calder Fabrics Limited (the "Supplier") and Ribble Upholstery Ltd (the "Customer").\n\nARTICLE 2 – SUPPLY\n\nThe Supplier shall supply the Products.\n\n${paragraph}\n`;
    const d = findContractDates(prepare(text));
    expect(d.expirationDate?.value).toBe(end);
    expect(d.expirationSpans.map((s) => text.slice(s.start, s.end))).toEqual([paragraph]);
  });
});

describe("a term counted in days or weeks, an end at a time of day, and a length stated as the agreement's kind", () => {
  const made =
    'This Agreement is made on 2 February 2026 between Wensley Signage Limited (the "Supplier") and Swale Garden Centres Ltd (the "Customer").';
  const datesOf = (clause: string) => {
    const text = `${made}\n\n1. SUPPLY\n\n1.1 The Supplier shall supply the Signs.\n\n2. DURATION\n\n2.1 ${clause}\n`;
    const d = findContractDates(prepare(text));
    return {
      end: d.expirationDate?.value ?? null,
      quoted: d.expirationSpans.map((s) => text.slice(s.start, s.end)),
    };
  };

  it.each([
    [
      "This pilot agreement shall run for a period of six weeks from the date of this Agreement.",
      "2026-03-15",
    ],
    ["This Agreement shall continue for a period of sixty (60) days.", "2026-04-02"],
    ["This Agreement shall remain in force until 5.00 pm on 30 September 2027.", "2027-09-30"],
    ["This Agreement expires at the close of business on 31 October 2027.", "2027-10-31"],
    ["This Agreement shall continue until the end of 2028.", "2028-12-31"],
    ["This Agreement shall remain in effect through calendar year 2027.", "2027-12-31"],
    ["This Agreement is a three-year agreement.", "2029-02-01"],
    ["The Showroom-Display Term shall be two years from the date of this Agreement.", "2028-02-01"],
    ["The parties agree to extend the term of this Agreement until 31 May 2029.", "2029-05-31"],
    [
      "The installation Services shall be provided during the period 1 March 2026 to 28 February 2027.",
      "2027-02-28",
    ],
  ])("reads %s", (clause, end) => {
    const d = datesOf(clause);
    expect(d.end).toBe(end);
    expect(d.quoted).toEqual([`2.1 ${clause}`]);
  });

  it("reads a term that points to where its length is set out", () => {
    const d = datesOf("The Term shall be the period specified in the Order Form.");
    expect(d.end).toBeNull();
    expect(d.quoted).toEqual(["2.1 The Term shall be the period specified in the Order Form."]);
  });

  it.each([
    "Either party may extend the term of this Agreement until 31 May 2029 by written notice.",
    "The free trial period shall last for 14 days from the date of first login.",
    "The deliveries may be suspended for a period of 30 days while a dispute is resolved.",
    "Clause 8 shall remain in force for 30 days after termination of this Agreement.",
    "The Supplier shall remedy any defect for a period of 90 days after delivery.",
  ])("does not read a period of days that is not the term: %s", (clause) => {
    const d = datesOf(clause);
    expect(d.end).toBeNull();
    expect(d.quoted).toEqual([]);
  });
});

describe("a term clause hard-wrapped at a fixed width", () => {
  it("reads the end from the lines as one sentence", () => {
    const text = [
      'This Agreement is made on 2 February 2026 between Wensley Signage Limited (the "Supplier") and Swale Garden',
      'Centres Ltd (the "Customer").',
      "",
      "2. TERM",
      "2.1 The Term of this Agreement shall commence on the Effective",
      "Date and, unless terminated sooner under clause 9, shall",
      "continue until 31 December 2029.",
    ].join("\n");
    const d = findContractDates(prepare(text));
    expect(d.expirationDate?.value).toBe("2029-12-31");
    expect(d.expirationSpans.map((s) => text.slice(s.start, s.end))).toEqual([
      "2.1 The Term of this Agreement shall commence on the Effective\nDate and, unless terminated sooner under clause 9, shall\ncontinue until 31 December 2029.",
    ]);
  });
});

describe("a term stated as the expiry of a length, a calendar year, the day before an anniversary or a date after an aside", () => {
  const made =
    'This Agreement is made on 6 April 2026 between Fellside Print Limited (the "Supplier") and Tarn Outdoor Ltd (the "Customer").';
  const datesOf = (clause: string) => {
    const text = `${made}\n\n1. SUPPLY\n\n1.1 The Supplier shall print the Catalogues.\n\n2. DURATION\n\n2.1 ${clause}\n`;
    const d = findContractDates(prepare(text));
    return {
      end: d.expirationDate?.value ?? null,
      quoted: d.expirationSpans.map((s) => text.slice(s.start, s.end)),
    };
  };

  it.each([
    [
      "This Agreement shall terminate upon the expiry of eighteen (18) months from the date of this Agreement.",
      "2027-10-05",
    ],
    [
      "The Agreement will terminate automatically on the expiration of the Initial Period of two years.",
      "2028-04-05",
    ],
    ["This Agreement shall be valid for the calendar year 2027.", "2027-12-31"],
    ["This Agreement shall terminate, without further notice, on 15 May 2028.", "2028-05-15"],
    ["This Agreement shall expire, unless renewed in writing, on 30 June 2028.", "2028-06-30"],
    ["This agreement will stay in place until 30 September 2028.", "2028-09-30"],
    [
      "The term is one year from the date of this Agreement, ending on the day before its first anniversary.",
      "2027-04-05",
    ],
  ])("reads %s", (clause, end) => {
    expect(datesOf(clause)).toEqual({ end, quoted: [`2.1 ${clause}`] });
  });

  it.each([
    "This Agreement shall terminate automatically upon the expiry of the Customer's licence to occupy the Premises.",
    "This Agreement shall terminate upon the expiry of any notice given under clause 9.",
  ])("still does not read an end that waits on another event: %s", (clause) => {
    expect(datesOf(clause).end).toBeNull();
  });
});

describe("a start stated as the date the agreement applies, runs, operates or is valid from", () => {
  const made =
    'This Agreement is made on 6 March 2026 between Fellside Print Limited (the "Supplier") and Tarn Outdoor Ltd (the "Customer").';
  const datesOf = (clause: string) => {
    const text = `${made}\n\n1. SUPPLY\n\n1.1 The Supplier shall print the Catalogues.\n\n2. DURATION\n\n2.1 ${clause}\n`;
    const d = findContractDates(prepare(text));
    return {
      start: d.effectiveDate?.value ?? null,
      end: d.expirationDate?.value ?? null,
      startQuoted: d.effectiveSpans.some((s) => text.slice(s.start, s.end) === `2.1 ${clause}`),
    };
  };

  it.each([
    ["This Agreement shall have effect from 4 May 2026 and shall continue for two years.", "2028-05-03"],
    ["This Agreement shall apply from 4 May 2026 until 3 May 2028.", "2028-05-03"],
    ["This Agreement runs from 4 May 2026 to 3 May 2028.", "2028-05-03"],
    ["This Agreement shall operate from 4 May 2026 for a period of two years.", "2028-05-03"],
    ["This Agreement shall be valid from 4 May 2026 until 3 May 2028.", "2028-05-03"],
    ["This Agreement shall be binding on the parties from 4 May 2026 for two years.", "2028-05-03"],
  ])("reads the start of %s", (clause, end) => {
    expect(datesOf(clause)).toEqual({ start: "2026-05-04", end, startQuoted: true });
  });

  it("reads a start introduced by 'With effect from' when the sentence is about the agreement", () => {
    const d = datesOf("With effect from 4 May 2026, this Agreement replaces the parties' letter of intent.");
    expect(d.start).toBe("2026-05-04");
    expect(d.startQuoted).toBe(true);
  });

  it("reads the term stated after 'and this Agreement shall continue', from the start the sentence gives", () => {
    const d = datesOf(
      "The Catalogues shall be printed from 4 May 2026, and this Agreement shall continue for two years.",
    );
    expect(d.end).toBe("2028-05-03");
  });

  it.each([
    "The prices in this Agreement shall apply from 1 June 2026.",
    "This Agreement shall apply to all Orders placed from 1 June 2026.",
    "With effect from 1 June 2026, the prices shall increase by 3%.",
  ])("does not read a date something inside the agreement applies from: %s", (clause) => {
    expect(datesOf(clause).start).toBe("2026-03-06");
  });
});

describe("a term given as a length from a date", () => {
  const made =
    'This Agreement is made on 6 March 2026 between Fellside Print Limited (the "Supplier") and Tarn Outdoor Ltd (the "Customer").';
  const datesOf = (clause: string) => {
    const text = `${made}\n\n1. SUPPLY\n\n1.1 The Supplier shall print the Catalogues.\n\n2. DURATION\n\n2.1 ${clause}\n`;
    const d = findContractDates(prepare(text));
    return { start: d.effectiveDate?.value ?? null, end: d.expirationDate?.value ?? null };
  };

  it.each([
    ["This contract runs for 24 months from 4 May 2026.", "2028-05-03"],
    ["The Agreement is for two (2) years from 4 May 2026.", "2028-05-03"],
    ["This Agreement shall remain in force for two years from 4 May 2026.", "2028-05-03"],
    ["The initial term is one year commencing 4 May 2026.", "2027-05-03"],
    ["This Agreement will be in force for a period of 24 months commencing on 4 May 2026.", "2028-05-03"],
    ["The Supplier shall provide the Services for 12 months from 4 May 2026.", "2027-05-03"],
  ])("starts %s on that date", (clause, end) => {
    expect(datesOf(clause)).toEqual({ start: "2026-05-04", end });
  });

  it.each([
    "The warranty is for 12 months from 4 May 2026.",
    "The prices shall remain fixed for 12 months from 4 May 2026.",
    "This Agreement shall continue for 24 months from the date of this Agreement.",
  ])("keeps the signing date as the start for %s", (clause) => {
    expect(datesOf(clause).start).toBe("2026-03-06");
  });
});

describe("an agreement for a calendar year", () => {
  it("starts on the year's first day and ends on its last", () => {
    const text =
      'This Agreement is made on 6 November 2026 between Fellside Print Limited (the "Supplier") and Tarn Outdoor Ltd (the "Customer").\n\n2. DURATION\n\n2.1 This Agreement shall be valid for the calendar year 2027.\n';
    const d = findContractDates(prepare(text));
    expect(d.effectiveDate?.value).toBe("2027-01-01");
    expect(d.expirationDate?.value).toBe("2027-12-31");
    expect(d.agreementDate?.value).toBe("2026-11-06");
  });

  it("leaves the start alone when the calendar year is something else's", () => {
    const text =
      'This Agreement is made on 6 November 2026 between Fellside Print Limited (the "Supplier") and Tarn Outdoor Ltd (the "Customer").\n\n2. PRICES\n\n2.1 The prices shall be fixed for the calendar year 2027.\n';
    expect(findContractDates(prepare(text)).effectiveDate?.value).toBe("2026-11-06");
  });
});

describe("a term row in an order form's key details", () => {
  it.each([
    ["Contract Period\t1 April 2026 to 31 March 2028", "2026-04-01", "2028-03-31"],
    ["Contract term\t01/06/2026 - 31/05/2028", "2026-06-01", "2028-05-31"],
    ["Term: from 1 July 2026 until 30 June 2027", "2026-07-01", "2027-06-30"],
    ["Period of Performance: June 1, 2026 through May 31, 2027", "2026-06-01", "2027-05-31"],
  ])("starts on the first date of its range: %s", (row, start, end) => {
    const text = `ORDER FORM\n\nThis Order Form is made on 2 May 2026.\n\nSupplier\tLarchfield Data Limited\nCustomer\tMoorside Bakeries Limited\n${row}\n\n1. Services\n\n1.1 The Supplier shall provide the Services.\n`;
    const d = findContractDates(prepare(text));
    expect(d.effectiveDate?.value).toBe(start);
    expect(d.expirationDate?.value).toBe(end);
    expect(d.agreementDate?.value).toBe("2026-05-02");
  });

  it("keeps the signing date as the start when the row gives only a length", () => {
    const text =
      "ORDER FORM\n\nThis Order Form is made on 2 May 2026.\n\nSupplier\tLarchfield Data Limited\nCustomer\tMoorside Bakeries Limited\nTerm\t36 months\n\n1. Services\n\n1.1 The Supplier shall provide the Services.\n";
    expect(findContractDates(prepare(text)).effectiveDate?.value).toBe("2026-05-02");
  });
});

describe("a term stated as a length the agreement has, or a supply for an initial period", () => {
  const made =
    'This Agreement is made on 4 May 2026 between Kelda Packaging Limited (the "Supplier") and Brackenfield Cider Ltd (the "Customer").';
  const datesOf = (clause: string) => {
    const text = `${made}\n\n1. SUPPLY\n\n1.1 The Supplier shall supply the Cartons.\n\n2. DURATION\n\n2.1 ${clause}\n`;
    const d = findContractDates(prepare(text));
    return {
      end: d.expirationDate?.value ?? null,
      quoted: d.expirationSpans.map((s) => text.slice(s.start, s.end)),
    };
  };

  it.each([
    ["The Agreement shall have a four-year term starting on the date of this Agreement.", "2030-05-03"],
    ["The term of this Agreement shall be ninety (90) days from the date of this Agreement.", "2026-08-01"],
    [
      "The Supplier will provide the Cartons for an initial period of two years from the date of this Agreement.",
      "2028-05-03",
    ],
    [
      "The Supplier shall supply the Cartons from the date of this Agreement until 31 January 2028.",
      "2028-01-31",
    ],
    [
      "The Supplier shall provide the Services during the period from the Effective Date to 30 June 2027.",
      "2027-06-30",
    ],
    [
      "This Agreement shall be binding for the period from its signature until 31 December 2028.",
      "2028-12-31",
    ],
  ])("reads %s", (clause, end) => {
    const d = datesOf(clause);
    expect(d.end).toBe(end);
    expect(d.quoted).toEqual([`2.1 ${clause}`]);
  });

  it.each([
    "The licence in clause 6 shall continue for three years after termination of this Agreement.",
    "The Supplier's obligations of confidence shall last for five years following the expiry of this Agreement.",
  ])("does not read a period that starts when the agreement ends: %s", (clause) => {
    const d = datesOf(clause);
    expect(d.end).toBeNull();
    expect(d.quoted).toEqual([]);
  });
});

describe("an amendment that restates or extends the term", () => {
  const made =
    'This Amendment is made on 2 February 2026 between Corrin Hydraulics Limited (the "Supplier") and Wendover Mills Ltd (the "Customer").';
  const endOf = (clause: string) => {
    const text = `${made}\n\n1. AMENDMENTS\n\n1.1 ${clause}\n\n2. GENERAL\n\n2.1 All other terms remain unchanged.\n`;
    const d = findContractDates(prepare(text));
    return {
      end: d.expirationDate?.value ?? null,
      quoted: d.expirationSpans.map((s) => text.slice(s.start, s.end)),
    };
  };

  it.each([
    [
      'Clause 4.1 of the Agreement is deleted and replaced with the following: "This Agreement shall continue until 30 November 2028."',
      "2028-11-30",
    ],
    [
      '"The Agreement shall remain in force until 31 May 2029, unless ended earlier under clause 12."',
      "2029-05-31",
    ],
    [
      "The parties agree to extend the Term by a further year, so that the Term shall now end on 28 February 2028.",
      "2028-02-28",
    ],
  ])("reads %s", (clause, end) => {
    const d = endOf(clause);
    expect(d.end).toBe(end);
    expect(d.quoted).toEqual([`1.1 ${clause}`]);
  });

  it("does not take a quoted definition for the term", () => {
    expect(endOf('"Products" means the valves listed in the Price List dated 1 March 2027.').end).toBeNull();
  });
});

describe("a term set out in a schedule at the end", () => {
  const body = (clause: string) =>
    `SERVICES AGREEMENT\n\nThis Agreement is dated 2 March 2027 and is made between Cobblestone Cleaning Limited (the "Supplier") and Lindenbrook Surgery Ltd (the "Customer").\n\n1. Term\n\n${clause}\n\n2. Charges\n\n2.1 The Customer shall pay each invoice within 30 days.\n\n${"3. General\n\n3.1 Each party shall act in good faith in performing this Agreement and shall co-operate with the other. ".repeat(40)}\n\nSCHEDULE\n\nCommencement Date\t1 April 2027\nInitial Term\t24 months\n`;

  it("reads the schedule's term row when the body points to it", () => {
    const d = findContractDates(
      prepare(
        body(
          "1.1 This Agreement shall start on the Commencement Date and continue for the Initial Term set out in the Schedule.",
        ),
      ),
    );
    expect(d.expirationDate?.value).toBe("2029-03-31");
  });

  it("leaves a late table row alone when the body does not point to it", () => {
    const d = findContractDates(prepare(body("1.1 This Agreement shall start on the Commencement Date.")));
    expect(d.expirationDate?.value ?? null).toBeNull();
  });
});

describe("a hire or lease's primary period in its key details", () => {
  it("gives the end of the primary period, counted from the commencement date", () => {
    const text = `EQUIPMENT HIRE AGREEMENT\n\nPARTIES\n(1) Bolton Abbey Finance Limited (the "Owner")\n(2) Cracoe Dairy Ltd (the "Hirer")\n\nSCHEDULE\nEquipment: One bulk milk tank\nPrimary Period: 36 months from the Commencement Date\nCommencement Date: 1 September 2026\n\n1. HIRE\n1.1 The Owner agrees to hire the Equipment to the Hirer for the Primary Period.\n`;
    const dates = findContractDates(prepare(text));
    expect(dates.expirationDate?.value).toBe("2029-08-31");
  });
});
