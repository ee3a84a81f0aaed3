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
});
