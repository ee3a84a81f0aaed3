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
