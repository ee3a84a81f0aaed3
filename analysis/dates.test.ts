import { describe, expect, it } from "vitest";
import { findDates, numericDateOrder } from "./dates";
import { analyseContract } from "./index";

const value = (text: string, order?: "dmy" | "mdy") => findDates(text, 0, order)[0]?.value ?? null;

describe("the last day of a named month", () => {
  it("reads 'the last day of February 2028' and 'the last day in June, 2025'", () => {
    expect(value("until the last day of February 2028")).toBe("2028-02-29");
    expect(value("ends on the last day in June, 2025")).toBe("2025-06-30");
  });

  it("reads 'the 1st of March, 2003'", () => {
    expect(value("The venture shall commence on the 1st of March, 2003.")).toBe("2003-03-01");
  });
});

describe("numeric dates in the contract's own order", () => {
  it("reads day/month by default and month/day in an American contract, with two-digit years", () => {
    expect(value("dated 7/1/98")).toBe("1998-01-07");
    expect(value("dated 7/1/98", "mdy")).toBe("1998-07-01");
    expect(value("dated 3/4/21", "mdy")).toBe("2021-03-04");
  });

  it("a date that can only be read one way is read that way in either order", () => {
    expect(value("on 12/25/2020", "dmy")).toBe("2020-12-25");
    expect(value("on 25/12/2020", "mdy")).toBe("2020-12-25");
    expect(value("on 1 July 1998", "dmy")).toBe("1998-07-01");
    expect(value("on July 1, 1998", "dmy")).toBe("1998-07-01");
  });

  it("tells an American contract from a British one by its law, money and spelling", () => {
    expect(
      numericDateOrder(
        "Larkspur Data, Inc., a Delaware corporation, will be paid $4,000 a month. This Agreement is governed by the laws of the State of Ohio. The parties authorized the license fee.",
      ),
    ).toBe("mdy");
    expect(
      numericDateOrder(
        "Fenwick Hosting Ltd will be paid £4,000 a month. This Agreement is governed by the law of England and Wales. The licence fee is authorised.",
      ),
    ).toBe("dmy");
    // an unambiguous date in the text settles it
    expect(
      numericDateOrder("Invoice dated 28/02/2026. Fees in $ under the laws of the State of Texas."),
    ).toBe("dmy");
  });

  it("an American hosting agreement dated 7/1/98 starts on 1 July 1998", () => {
    const k = analyseContract(
      `WEB HOSTING AGREEMENT

This Hosting Agreement is entered into as of 7/1/98 by and between Nimbus Rack Services, Inc., a Delaware corporation ("Host"), and Pelican Print Shop, Inc., a Florida corporation ("Customer").

1. Term. This Agreement shall commence on 7/1/98 and continue for one year.
2. Fees. Customer shall pay Host a monthly fee of $1,500.
3. This Agreement shall be governed by the laws of the State of Florida.`,
    ).keyData;
    expect([k.startDate, k.endDate]).toEqual(["1998-07-01", "1999-06-30"]);
  });

  it("a British contract dated 7/1/26 starts on 7 January 2026", () => {
    const k = analyseContract(
      `SERVICES AGREEMENT

This agreement is dated 7/1/26 and is made between Fenwick Hosting Ltd ("Supplier") and Harbour Foods Ltd ("Customer").

1. This agreement commences on 7/1/26. The Customer shall pay £500 a month.
2. This agreement is governed by the law of England and Wales.`,
    ).keyData;
    expect(k.startDate).toBe("2026-01-07");
  });
});

describe("a day written as an ordinal word", () => {
  it.each([
    ["made on the fifth day of May 2026", "2026-05-05"],
    ["dated the twenty-first day of June, 2026", "2026-06-21"],
    ["signed on the thirty first of January 2027", "2027-01-31"],
    ["made the twentieth day of May 2026", "2026-05-20"],
    ["made the eleventh of March 2026", "2026-03-11"],
  ])("reads %s", (text, date) => {
    expect(findDates(text).map((d) => d.value)).toEqual([date]);
  });

  it("does not read an anniversary or an impossible day as a date", () => {
    expect(findDates("until the second anniversary of May 2026")).toEqual([]);
    expect(findDates("the thirty-first day of February 2026").map((d) => d.value)).toEqual([null]);
  });
});
