import { describe, expect, it } from "vitest";
import { splitClauses } from "./clauses";
import { UK_SAAS, US_SERVICES } from "./fixtures";

describe("splitClauses", () => {
  it("splits numbered UK clauses with headings and exact offsets", () => {
    const clauses = splitClauses(UK_SAAS);
    const byNumber = new Map(clauses.map((c) => [c.number, c]));
    expect(byNumber.get("3")?.heading).toBe("Charges and payment");
    expect(byNumber.get("14")?.heading).toBe("Governing law and jurisdiction");
    const c22 = byNumber.get("2.2")!;
    expect(UK_SAAS.slice(c22.start, c22.end)).toMatch(
      /^2\.2 At the end of the Initial Term[\s\S]*Renewal Period\.$/,
    );
    for (const c of clauses) {
      expect(c.end).toBeGreaterThan(c.start);
      expect(UK_SAAS.slice(c.start, c.end)).toBe(UK_SAAS.slice(c.start, c.end).trim());
    }
    // ids are unique and in document order
    expect(new Set(clauses.map((c) => c.id)).size).toBe(clauses.length);
    for (let i = 1; i < clauses.length; i++)
      expect(clauses[i].start).toBeGreaterThanOrEqual(clauses[i - 1].end);
  });

  it("reads 'Section 5.' numbering with an inline heading", () => {
    const clauses = splitClauses(US_SERVICES);
    const s6 = clauses.find((c) => c.number === "Section 6")!;
    expect(s6.heading).toBe("Limitation of Liability");
    expect(US_SERVICES.slice(s6.start, s6.end)).toMatch(/^Section 6\. Limitation of Liability\./);
  });

  it("reads ARTICLE IV, Clause 7, 12.3(a) and lettered sub-clauses", () => {
    const text = [
      "ARTICLE IV",
      "PAYMENT",
      "12.3(a) The Licensee shall pay the fees.",
      "(b) The fees exclude VAT.",
      "(i) VAT is charged at the prevailing rate.",
      "(ii) Invoices are sent monthly.",
      "(c) Prices are fixed.",
      "Clause 7 Notices",
      "Notices must be in writing.",
      "An unnumbered closing paragraph.",
    ].join("\n\n");
    const clauses = splitClauses(text);
    expect(clauses.map((c) => c.number)).toEqual([
      "Article IV",
      "12.3(a)",
      "12.3(b)",
      "12.3(b)(i)",
      "12.3(b)(ii)",
      "12.3(c)",
      "Clause 7",
    ]);
    expect(clauses[0].heading).toBe("PAYMENT");
    const c7 = clauses[6];
    expect(c7.heading).toBe("Notices");
    expect(text.slice(c7.start, c7.end)).toBe(
      "Clause 7 Notices\n\nNotices must be in writing.\n\nAn unnumbered closing paragraph.",
    );
  });

  it("splits an unnumbered document into paragraphs and attaches headings", () => {
    const text =
      "Payment\n\nYou pay monthly.\n\nThe fee is fixed.\n\nTermination\n\nEither side may end this on notice.";
    const clauses = splitClauses(text);
    expect(clauses.map((c) => [c.heading, text.slice(c.start, c.end)])).toEqual([
      ["Payment", "Payment\n\nYou pay monthly."],
      [null, "The fee is fixed."],
      ["Termination", "Termination\n\nEither side may end this on notice."],
    ]);
  });

  it("ignores page numbers and filing footers", () => {
    const text =
      "1. Scope\n\nThe Supplier provides the Services.\n\n2\n\nSource: SOME COMPANY, 10-K, 1/1/2020\n\n2. Price\n\nThe price is fixed.";
    const clauses = splitClauses(text);
    expect(clauses.map((c) => c.number)).toEqual(["1", "2"]);
  });
});
