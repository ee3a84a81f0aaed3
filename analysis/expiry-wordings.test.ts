import { describe, expect, it } from "vitest";
import { findContractDates } from "./contract-dates";
import { prepare } from "./doc";

/**
 * How the initial term is read from wordings written for these tests: UK and US forms, letters,
 * statements of work, order rows, amendments, and periods that are not the contract's own term.
 */
const UK =
  'This Agreement is dated 2 February 2026 and is made between Pennant Lane Surveys Limited (the "Supplier") and Oxley Marsh Parish Council (the "Customer").';
const US =
  'This Services Agreement (the "Agreement") is entered into as of May 1, 2026 (the "Effective Date") by and between Cedar Point Labs, Inc., a Delaware corporation ("Provider"), and Harbor Lane Foods LLC, an Oregon limited liability company ("Client").';

/** the clauses set in a short agreement between other clauses, or the whole document when `whole` */
function read(body: string, opts: { us?: boolean; whole?: boolean } = {}) {
  const text = opts.whole
    ? body
    : `SERVICES AGREEMENT\n\n${opts.us ? US : UK}\n\n1. Services\n\nThe Supplier shall carry out the surveys described in the Specification.\n\n${body}\n\n9. Charges\n\nEach invoice is payable within 30 days of receipt.\n`;
  const d = findContractDates(prepare(text));
  return {
    end: d.expirationDate?.value ?? null,
    quoted: d.expirationSpans.map((s) => text.slice(s.start, s.end)),
  };
}

describe("periods and papers that are not the contract's own term", () => {
  it("leaves a warranty period defined by its length from delivery", () => {
    const d = read(
      '2.1 This Agreement shall remain in force until 30 September 2028.\n\n7.2 The Supplier warrants the Instruments against defects for a period of eighteen (18) months from the date of delivery (the "Warranty Period").',
    );
    expect(d.end).toBe("2028-09-30");
    expect(d.quoted).toEqual(["2.1 This Agreement shall remain in force until 30 September 2028."]);
  });

  it.each([
    "4.3 The Option Period shall expire on 31 May 2027.",
    "9.5 The Restricted Period shall last for one (1) year after the Consultant's engagement ends.",
    "11.2 The Standstill Period shall continue until 30 June 2027.",
  ])("leaves a named period that is not the term: %s", (clause) => {
    expect(read(clause).quoted).toEqual([]);
  });

  it("leaves another agreement named as the subject", () => {
    const d = read(
      "2.1 This Agreement shall continue for three years from the date of this Agreement.\n\n14.4 The Escrow Agreement shall remain in force for as long as the Customer uses the Software.",
    );
    expect(d.quoted).toEqual([
      "2.1 This Agreement shall continue for three years from the date of this Agreement.",
    ]);
  });

  it("reads the agreement an amendment names in its title", () => {
    const text =
      'AMENDMENT No. 1 TO DISTRIBUTION AGREEMENT\n\nThis Amendment is made on 6 July 2026 between Pennant Lane Surveys Limited (the "Supplier") and Oxley Marsh Parish Council (the "Customer").\n\n1. The Distribution Agreement shall continue until 31 July 2029.\n';
    expect(read(text, { whole: true }).end).toBe("2029-07-31");
  });

  it("leaves what the agreement goes on governing after it ends", () => {
    expect(
      read(
        "15.3 This Agreement shall continue to govern each Work Order issued before its expiry or termination.",
      ).quoted,
    ).toEqual([]);
  });

  it("leaves a sentence that states only how long each renewal lasts", () => {
    expect(
      read(
        "3.2 The Term shall be automatically extended for successive periods of twelve (12) months unless either party objects in writing.",
      ).quoted,
    ).toEqual([]);
  });

  it("takes the first length, not the renewals', when one sentence gives both", () => {
    const d = read(
      "3.1 This Agreement shall remain in force for three (3) years and shall then renew automatically for successive one (1) year terms.",
      { us: true },
    );
    expect(d.end).toBe("2029-04-30");
  });

  it("leaves the form of a statement of work attached to a master agreement", () => {
    expect(
      read(
        "SCHEDULE 4\nFORM OF STATEMENT OF WORK\n\nThis Statement of Work shall start on the SOW Start Date and continue until the Deliverables are accepted.",
      ).quoted,
    ).toEqual([]);
  });

  it("reads a statement of work's own term when that is the document", () => {
    const text =
      'STATEMENT OF WORK 7\n\nThis Statement of Work is made on 3 August 2026 under the Master Services Agreement dated 9 March 2024 between Pennant Lane Surveys Limited (the "Supplier") and Oxley Marsh Parish Council (the "Customer").\n\n1. Term\n\nThis Statement of Work shall start on 1 September 2026 and end on 28 February 2027.\n';
    expect(read(text, { whole: true }).end).toBe("2027-02-28");
  });
});

describe("wordings of the term that are read", () => {
  it.each([
    [
      "Dear Mrs Adeyemi,\n\nYour engagement of our firm as tax advisers will begin on 1 October 2026 and will end on 30 September 2027.",
      "2027-09-30",
    ],
    [
      "Dear Sirs,\n\nMy appointment as interim operations manager will run from 5 October 2026 until 2 April 2027.",
      "2027-04-02",
    ],
  ])("a letter's own engagement: %s", (clause, end) => {
    expect(read(clause).end).toBe(end);
  });

  it("an agreement effective through a date", () => {
    const d = read("2.1 This Agreement is effective through October 31, 2028.", { us: true });
    expect(d.end).toBe("2028-10-31");
  });

  it("a period named after the engagement it sets up", () => {
    const d = read(
      '2. Engagement. The Consultant\'s services shall begin on the Effective Date and shall continue for a period of nine (9) months (the "Engagement Period").',
      { us: true },
    );
    expect(d.end).toBe("2027-01-31");
  });

  it.each([
    ["2.1 The Tenancy shall run until 31 August 2026.", "2026-08-31"],
    ["2.1 The Consultancy shall start on 6 April 2026 and continue for twelve months.", "2027-04-05"],
    ["2.1 The co-operation between the parties shall continue until 31 January 2028.", "2028-01-31"],
    [
      "2.1 The relationship between the parties under this Agreement shall last until 30 June 2029.",
      "2029-06-30",
    ],
  ])("the relationship the contract creates: %s", (clause, end) => {
    expect(read(clause).end).toBe(end);
  });

  it("leaves a relationship sentence that sets no end", () => {
    expect(
      read("2.1 The relationship of the parties shall continue to be that of independent contractors.")
        .quoted,
    ).toEqual([]);
  });

  it("an addendum's own term when that is the document", () => {
    const text =
      'ADDENDUM 2\n\nThis Addendum is made on 1 June 2026 between Pennant Lane Surveys Limited (the "Supplier") and Oxley Marsh Parish Council (the "Customer").\n\n1. This Addendum shall continue until 31 May 2027.\n';
    expect(read(text, { whole: true }).end).toBe("2027-05-31");
  });

  it("a term row that gives its end in words", () => {
    const text =
      'ORDER FORM\n\nThis Order Form is made on 2 February 2026 between Pennant Lane Surveys Limited (the "Supplier") and Oxley Marsh Parish Council (the "Customer").\n\nService\tDrainage survey\nTerm\tUntil the survey report is accepted\nCharges\t£7,400\n\n1. The Supplier shall carry out the survey.\n';
    const d = read(text, { whole: true });
    expect(d.end).toBeNull();
    expect(d.quoted).toEqual(["Term\tUntil the survey report is accepted"]);
  });

  it("a clause numbered as an article with no heading", () => {
    const d = read("Article 6 The term of this Agreement is from March 1, 2027 to February 28, 2030.", {
      us: true,
    });
    expect(d.end).toBe("2030-02-28");
  });

  it("an amendment that provides when the term expires", () => {
    const text =
      'SECOND AMENDMENT TO SUPPLY AGREEMENT\n\nThis Second Amendment is made as of July 1, 2026 by and between Cedar Point Labs, Inc. ("Supplier") and Harbor Lane Foods LLC ("Buyer").\n\n1. Section 12.1 of the Agreement is hereby amended to provide that the Term shall expire on June 30, 2030.\n';
    expect(read(text, { whole: true }).end).toBe("2030-06-30");
  });

  it("a length redacted from a filed copy", () => {
    const d = read("3.1 This Agreement shall continue for a period of [***] years from the Effective Date.", {
      us: true,
    });
    expect(d.quoted).toEqual([
      "3.1 This Agreement shall continue for a period of [***] years from the Effective Date.",
    ]);
    expect(d.end).toBeNull();
  });

  it.each([
    [
      "10.1 Unless sooner terminated under Sections 10.2, 10.3 or 10.4, this Agreement shall remain in effect until August 31, 2030.",
      "2030-08-31",
    ],
    [
      "10.1 Subject to Section 10.2, and unless terminated earlier, as provided herein, the Term shall expire on May 31, 2029.",
      "2029-05-31",
    ],
    [
      "10.1 Except as set out in clauses 4, 7 and 12, the term of this Agreement shall end on 30 April 2031.",
      "2031-04-30",
    ],
  ])("a term sentence after reservations with commas in them: %s", (clause, end) => {
    const d = read(clause, { us: true });
    expect(d.end).toBe(end);
    expect(d.quoted).toEqual([clause]);
  });

  it("a length given as the agreement's duration", () => {
    expect(read("3.1 This Agreement shall be of two (2) years duration.", { us: true }).end).toBe(
      "2028-04-30",
    );
  });
});

describe("the end date", () => {
  it("takes the dated alternative of an agreement in effect until the earlier of two ends", () => {
    const d = read(
      "2.1 This Agreement shall be in effect until the earlier of (a) the acceptance of the final survey report or (b) March 31, 2028.",
      { us: true },
    );
    expect(d.end).toBe("2028-03-31");
  });

  it("takes the agreement's own end over a licence counted from delivery", () => {
    const d = read(
      "3.1 The license granted in Section 3 shall continue for five years from delivery of the Survey Data.\n\n12.1 The term of this Agreement shall commence on the Effective Date and continue until April 30, 2030.",
      { us: true },
    );
    expect(d.end).toBe("2030-04-30");
  });

  it("quotes the agreement's own term even after three sub-periods", () => {
    const d = read(
      "3.1 The Pilot Period shall commence on the Effective Date and continue for four (4) months.\n\n3.2 The Rollout Phase shall run until December 31, 2026.\n\n3.3 The Co-Marketing Period shall continue until June 30, 2027.\n\n12.1 This Agreement shall remain in effect until April 30, 2031.",
      { us: true },
    );
    expect(d.end).toBe("2031-04-30");
    expect(d.quoted[0]).toBe("12.1 This Agreement shall remain in effect until April 30, 2031.");
  });

  it("gives no date for a length counted from an event the contract does not date", () => {
    const d = read(
      "10.1 This Agreement shall terminate seven (7) years after the date on which the first Unit is shipped to a Client site.",
      { us: true },
    );
    expect(d.quoted).toHaveLength(1);
    expect(d.end).toBeNull();
  });

  it("reads the date of the event the contract ends with", () => {
    expect(read("2.1 This Contract shall end on the close of the Conference on 9 October 2026.").end).toBe(
      "2026-10-09",
    );
  });
});
