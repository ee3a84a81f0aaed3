import { describe, expect, it } from "vitest";
import { findDurations, findMoney, findPercents, mentionsOfAmount, netDays, wordsToNumber } from "./numbers";

describe("wordsToNumber", () => {
  it("reads numbers written in words", () => {
    expect(wordsToNumber("thirty")).toBe(30);
    expect(wordsToNumber("one hundred eighty")).toBe(180);
    expect(wordsToNumber("one hundred and twenty")).toBe(120);
    expect(wordsToNumber("forty-five")).toBe(45);
    expect(wordsToNumber("twelve")).toBe(12);
    expect(wordsToNumber("two thousand")).toBe(2000);
    expect(wordsToNumber("banana")).toBeNull();
  });
});

describe("findDurations", () => {
  it("reads words and digits together and converts to days (month = 30, year = 365)", () => {
    const text = "within thirty (30) days of receipt, on three months' notice, for one (1) year";
    const d = findDurations(text);
    expect(d.map((x) => [x.value, x.unit, x.days])).toEqual([
      [30, "day", 30],
      [3, "month", 90],
      [1, "year", 365],
    ]);
    for (const x of d) expect(text.slice(x.start, x.end)).toBe(x.text);
  });

  it("does not take a named year for a length ('the 2026 calendar year')", () => {
    expect(findDurations("through the end of the 2026 calendar year, then for 2 years")).toMatchObject([
      { value: 2, unit: "year" },
    ]);
  });

  it("reads digits only, words only, hyphenated and business days", () => {
    const d = findDurations("sixty days, 90 days, a 12-month term, ten (10) business days, (45) days");
    expect(d.map((x) => x.days)).toEqual([60, 90, 360, 10, 45]);
    expect(d[1].months).toBe(3);
    expect(d[2].months).toBe(12);
    expect(d[3].business).toBe(true);
  });

  it("prefers the number in brackets when words and digits disagree", () => {
    expect(findDurations("thirty (60) days")[0].days).toBe(60);
  });

  it("reads a scanned 'one (I) year' and '3~year' as the text meant them", () => {
    expect(
      findDurations("successive one (I) year terms, additional 3~year periods").map((x) => x.months),
    ).toEqual([12, 36]);
  });

  it("keeps offsets relative to the given base", () => {
    const d = findDurations("in 14 days", 100);
    expect(d[0].start).toBe(103);
    expect(d[0].end).toBe(110);
  });

  it("reads lengths counted in contract years, full years and abbreviated units", () => {
    const months = (t: string) => findDurations(t).map((d) => d.months);
    expect(months("five (5) Contract Years")).toEqual([60]);
    expect(months("three Agreement Years")).toEqual([36]);
    expect(months("five full years")).toEqual([60]);
    expect(months("5 yrs and 6 mths")).toEqual([60, 6]);
    expect(months("valid for 5 (five) years")).toEqual([60]);
    expect(findDurations("within 30 (thirty) days")[0]).toMatchObject({ days: 30, text: "30 (thirty) days" });
  });
});

describe("netDays, percents and money", () => {
  it("reads Net 45", () => {
    expect(netDays("Payment terms: Net 45")?.days).toBe(45);
    expect(netDays("net-30 from invoice")?.days).toBe(30);
    expect(netDays("the net amount")).toBeNull();
  });

  it("reads percentages", () => {
    expect(findPercents("99.9% uptime and 10 per cent and five percent (5%)").map((p) => p.value)).toEqual([
      99.9, 10, 5,
    ]);
  });

  it("reads money with symbols, codes and words", () => {
    const m = findMoney("fees of £12,000, USD 2.5 million, $5,000 and 10,000 pounds sterling and €500");
    expect(m.map((x) => [x.amount, x.currency])).toEqual([
      [12000, "GBP"],
      [2500000, "USD"],
      [5000, "USD"],
      [10000, "GBP"],
      [500, "EUR"],
    ]);
  });

  it("reads amounts with full stops for thousands and a decimal comma, as written in much of Europe", () => {
    const m = findMoney(
      "a fee of €3.600, then €3.600,50, £3,600.50, €1.250.000 and 4.500 euros; a deposit of €7,5",
    );
    expect(m.map((x) => [x.amount, x.currency])).toEqual([
      [3600, "EUR"],
      [3600.5, "EUR"],
      [3600.5, "GBP"],
      [1250000, "EUR"],
      [4500, "EUR"],
      [7.5, "EUR"],
    ]);
    // a decimal point with one or two digits is still a decimal point
    expect(findMoney("$2.5 million and £12.50").map((x) => x.amount)).toEqual([2500000, 12.5]);
  });
});

describe("mentionsOfAmount", () => {
  const text =
    "The Fees are £2,500 per month (2500 pounds). A set-up fee of £25,000 applies. Credits of £2.500 are not due. " +
    "The cap is £5 million, also written $5,000,000 and £5m, and 12,500 units. Rates rise to £2 500 from 1 April. " +
    "Order 1,234,500 items at £12k each.";
  it.each([2500, 25000, 5_000_000, 12_000, 12_500, 1_234_500, 7])(
    "finds exactly what a full scan finds for %d",
    (amount) => {
      expect(mentionsOfAmount(text, amount)).toEqual(findMoney(text).filter((m) => m.amount === amount));
    },
  );
});
