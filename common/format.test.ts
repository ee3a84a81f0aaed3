import { describe, expect, it } from "vitest";
import {
  companyNameCase,
  currencySymbol,
  formatDate,
  formatDateTime,
  formatDays,
  formatMoney,
  formatPercent,
  parseMoney,
  parseUkDate,
  toIsoDate,
} from "./format";

describe("currencySymbol", () => {
  it.each([
    ["GBP", "£"],
    ["USD", "$"],
    ["EUR", "€"],
    ["JPY", "¥"],
    ["CAD", "C$"],
    ["AUD", "A$"],
    ["gbp", "£"],
    ["CHF", "CHF"],
  ])("%s → %s", (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol);
  });

  it("defaults to pounds", () => {
    expect(currencySymbol()).toBe("£");
    expect(currencySymbol(null)).toBe("£");
  });
});

describe("formatMoney", () => {
  it("shows whole amounts without pence", () => {
    expect(formatMoney(18000)).toBe("£18,000");
    expect(formatMoney(0)).toBe("£0");
    expect(formatMoney(1_250_000, "EUR")).toBe("€1,250,000");
  });

  it("shows two decimals when there are pence", () => {
    expect(formatMoney(1200.5, "USD")).toBe("$1,200.50");
    expect(formatMoney(99.999)).toBe("£100");
    expect(formatMoney(12.345)).toBe("£12.35");
  });

  it("puts the minus sign before the symbol", () => {
    expect(formatMoney(-500)).toBe("-£500");
  });

  it("never shows decimals for yen", () => {
    expect(formatMoney(1200.5, "JPY")).toBe("¥1,201");
  });

  it("uses the two-letter symbols and unknown codes", () => {
    expect(formatMoney(300, "CAD")).toBe("C$300");
    expect(formatMoney(300, "AUD")).toBe("A$300");
    expect(formatMoney(300, "CHF")).toBe("CHF 300");
    expect(formatMoney(300, null)).toBe("£300");
  });

  it("shows a dash for missing values", () => {
    expect(formatMoney(null)).toBe("—");
    expect(formatMoney(undefined)).toBe("—");
    expect(formatMoney(Number.NaN)).toBe("—");
  });
});

describe("parseMoney", () => {
  it.each([
    ["£12,500.00", 12500],
    ["12500", 12500],
    ["GBP 12,500", 12500],
    ["C$1,200.50", 1200.5],
    ["12 500", 12500],
    ["-£500", -500],
    [".5", 0.5],
    [42, 42],
  ])("%s → %s", (text, value) => {
    expect(parseMoney(text)).toBe(value);
  });

  it.each([[""], ["abc"], ["1.2.3"], [null], [undefined], [Number.NaN]])("%s → null", (text) => {
    expect(parseMoney(text)).toBeNull();
  });
});

describe("formatDate", () => {
  it("formats as DD/MM/YYYY in UTC", () => {
    expect(formatDate("2026-01-14")).toBe("14/01/2026");
    expect(formatDate("2026-01-14T23:30:00Z")).toBe("14/01/2026");
    expect(formatDate("2026-01-14T23:30:00-02:00")).toBe("15/01/2026");
    expect(formatDate(new Date(Date.UTC(2025, 11, 3)))).toBe("03/12/2025");
  });

  it("is null-safe", () => {
    expect(formatDate(null)).toBe("—");
    expect(formatDate(undefined)).toBe("—");
    expect(formatDate("")).toBe("—");
    expect(formatDate("not a date")).toBe("—");
  });
});

describe("toIsoDate", () => {
  it("gives the UTC calendar date", () => {
    expect(toIsoDate(new Date(Date.UTC(2026, 0, 5, 23, 59)))).toBe("2026-01-05");
    expect(toIsoDate("2026-03-01T00:00:00Z")).toBe("2026-03-01");
    expect(toIsoDate(null)).toBeNull();
    expect(toIsoDate("nope")).toBeNull();
  });
});

describe("formatDateTime", () => {
  it("shows day, short month, hour and minute in UK time", () => {
    expect(formatDateTime("2026-01-14T09:30:00Z")).toBe("14 Jan, 09:30");
    // British Summer Time is one hour ahead of UTC.
    expect(formatDateTime("2026-07-04T08:05:00Z")).toBe("4 Jul, 09:05");
    expect(formatDateTime("2026-09-30T23:15:00Z")).toBe("1 Oct, 00:15");
  });

  it("uses a fixed month name for September", () => {
    expect(formatDateTime("2026-09-10T12:00:00Z", "UTC")).toBe("10 Sep, 12:00");
  });

  it("accepts another time zone", () => {
    expect(formatDateTime("2026-01-14T09:30:00Z", "America/New_York")).toBe("14 Jan, 04:30");
  });

  it("is null-safe", () => {
    expect(formatDateTime(null)).toBe("—");
    expect(formatDateTime("garbage")).toBe("—");
  });
});

describe("formatDays", () => {
  it("uses the singular only for one", () => {
    expect(formatDays(60)).toBe("60 days");
    expect(formatDays(1)).toBe("1 day");
    expect(formatDays(0)).toBe("0 days");
    expect(formatDays(-1)).toBe("-1 day");
    expect(formatDays(-3)).toBe("-3 days");
    expect(formatDays(null)).toBe("—");
  });
});

describe("formatPercent", () => {
  it("keeps up to one decimal", () => {
    expect(formatPercent(99.9)).toBe("99.9%");
    expect(formatPercent(50)).toBe("50%");
    expect(formatPercent(33.333)).toBe("33.3%");
    expect(formatPercent(33.333, 0)).toBe("33%");
    expect(formatPercent(null)).toBe("—");
  });
});

describe("parseUkDate", () => {
  it.each([
    ["14/01/2026", "2026-01-14"],
    ["1/2/2026", "2026-02-01"],
    ["14-01-2026", "2026-01-14"],
    ["14.01.2026", "2026-01-14"],
    ["14/01/26", "2026-01-14"],
    [" 29/02/2028 ", "2028-02-29"],
    ["2026-01-14", "2026-01-14"],
  ])("%s → %s", (text, iso) => {
    expect(parseUkDate(text)).toBe(iso);
  });

  it.each([
    ["31/02/2026"],
    ["29/02/2027"],
    ["13/13/2026"],
    ["2026/01/14"],
    ["January 14, 2026"],
    [""],
    [null],
  ])("%s → null", (text) => {
    expect(parseUkDate(text)).toBeNull();
  });
});

describe("companyNameCase", () => {
  it("sets a name in capitals in ordinary case, keeping short words and suffixes right", () => {
    expect(companyNameCase("BRIGHTSIDE CLEANING SERVICES LTD")).toBe("Brightside Cleaning Services Ltd");
    expect(companyNameCase("IBM UK LTD")).toBe("IBM UK Ltd");
    expect(companyNameCase("KELDALE PLANT HIRE LIMITED")).toBe("Keldale Plant Hire Limited");
    expect(companyNameCase("THE OAKWOOD AND ASHFIELD COMPANY PLC")).toBe(
      "The Oakwood and Ashfield Company plc",
    );
    expect(companyNameCase("Harbour Analytics Limited")).toBe("Harbour Analytics Limited");
  });

  it("keeps the capital inside a name as the document spells it elsewhere", () => {
    const text = 'These terms are made between BrightWave Media Limited ("we") and you.';
    expect(companyNameCase("BRIGHTWAVE MEDIA LIMITED", text)).toBe("BrightWave Media Limited");
    expect(companyNameCase("BRIGHTWAVE MEDIA LIMITED")).toBe("Brightwave Media Limited");
    expect(companyNameCase("BrightWave Media Limited", text)).toBe("BrightWave Media Limited");
  });

  it("sets a person's name in capitals in ordinary case, short first names included", () => {
    expect(companyNameCase("SAM OKAFOR")).toBe("Sam Okafor");
    expect(companyNameCase("ABC CLEANING LTD")).toBe("ABC Cleaning Ltd");
    expect(companyNameCase("EL POLLO LOCO, INC.")).toBe("El Pollo Loco, Inc.");
    expect(companyNameCase("BANCO DE LA PLATA SA")).toBe("Banco de la Plata SA");
  });

  it("keeps the suffixes of Nordic and other European companies in capitals", () => {
    expect(companyNameCase("FJORDLINE PUMPS AS")).toBe("Fjordline Pumps AS");
    expect(companyNameCase("MALMVIK TRADING AB")).toBe("Malmvik Trading AB");
    expect(companyNameCase("PORTO VERDE SRL")).toBe("Porto Verde SRL");
  });
});
