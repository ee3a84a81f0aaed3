import { describe, expect, it } from "vitest";
import { analyseContract } from "./index";
import { newClauseAnchor, newClausePlace } from "./new-clause-anchor";

describe("where a missing clause is added", () => {
  it("goes after the last paragraph of the last numbered clause, before the signatures", () => {
    const text = [
      "CATERING AGREEMENT",
      'This Agreement is made between Brackenfold Kitchens Limited (the "Supplier") and Tarn Hall Events Ltd (the "Customer").',
      "1. Services",
      "1.1 The Supplier shall cater the events listed in the order.",
      "2. Payment",
      "2.1 The Customer shall pay each invoice within 30 days.",
      "2.2 Late payments carry interest at 4% above base rate.",
      "Signed for and on behalf of Brackenfold Kitchens Limited",
      "1. Director",
    ].join("\n");
    const anchor = newClauseAnchor(text, analyseContract(text).clauses);
    expect(anchor && text.slice(anchor.start, anchor.end)).toBe(
      "2.2 Late payments carry interest at 4% above base rate.",
    );
  });

  it("stops at a signing line that reads 'Signed for ...'", () => {
    const text = [
      "CLEANING AGREEMENT",
      'This Agreement is made between Brackenfold Cleaning Limited (the "Supplier") and Tarn Hall Events Ltd (the "Customer").',
      "1. Services",
      "1.1 The Supplier shall clean the hall after each event.",
      "2. Law",
      "2.1 This Agreement is governed by the law of England and Wales.",
      "Signed for Brackenfold Cleaning Limited        Signed for Tarn Hall Events Ltd",
    ].join("\n");
    const anchor = newClauseAnchor(text, analyseContract(text).clauses);
    expect(anchor && text.slice(anchor.start, anchor.end)).toBe(
      "2.1 This Agreement is governed by the law of England and Wales.",
    );
  });

  it("is not thrown off by an early mention of Schedule 1", () => {
    const text = [
      "CLEANING AGREEMENT",
      'This Agreement is made between Brackenfold Cleaning Limited (the "Supplier") and Tarn Hall Events Ltd (the "Customer").',
      "1. Services",
      "1.1 The Supplier shall clean the hall as described in Schedule 1.",
      "2. Law",
      "2.1 This Agreement is governed by the law of England and Wales.",
      "Signed for Brackenfold Cleaning Limited        Signed for Tarn Hall Events Ltd",
      "SCHEDULE 1",
      "1. Cleaning of the main hall after each event.",
    ].join("\n");
    const anchor = newClauseAnchor(text, analyseContract(text).clauses);
    expect(anchor && text.slice(anchor.start, anchor.end)).toBe(
      "2.1 This Agreement is governed by the law of England and Wales.",
    );
  });

  it("is null when nothing is numbered", () => {
    const text = "Letter of engagement\nWe will prepare your accounts for a fee of £900.";
    expect(newClauseAnchor(text, analyseContract(text).clauses)).toBeNull();
  });
});

describe("a missing clause placed in the section its topic belongs to", () => {
  const text = [
    "SUPPORT AGREEMENT",
    'This Agreement is made between Brackenfold Systems Limited (the "Supplier") and Tarn Hall Events Ltd (the "Customer").',
    "1. Services",
    "1.1 The Supplier shall support the booking system.",
    "2. Term and Termination",
    "2.1 This Agreement continues for two years.",
    "2.2 Either party may terminate this Agreement for material breach.",
    "3. General",
    "3.1 This Agreement is governed by the law of England and Wales.",
    "Signed for and on behalf of Brackenfold Systems Limited",
  ].join("\n");
  const clauses = analyseContract(text).clauses;

  it("takes the next number of that section, after its last paragraph", () => {
    const added = new Map<string, number>();
    const place = newClausePlace(text, clauses, "cancellation", added);
    expect(place?.number).toBe("2.3");
    expect(place?.inSection).toBe(true);
    expect(place && text.slice(place.anchor.start, place.anchor.end)).toBe(
      "2.2 Either party may terminate this Agreement for material breach.",
    );
    expect(newClausePlace(text, clauses, "renewal", added)?.number).toBe("2.4");
  });

  it("is a clause of its own after the last one when no section names its topic", () => {
    const place = newClausePlace(text, clauses, "service", new Map());
    expect(place).toMatchObject({ number: "4", inSection: false });
  });
});

describe("a missing clause after a section whose last paragraph has a list", () => {
  it("follows the list, not the paragraph that introduces it", () => {
    const text = [
      "SUPPORT AGREEMENT",
      'This Agreement is made between Brackenfold Systems Limited (the "Supplier") and Tarn Hall Events Ltd (the "Customer").',
      "1. Services",
      "1.1 The Supplier shall support the booking system.",
      "2. Termination",
      "2.1 Either party may terminate this Agreement if the other party:",
      "(a) commits a material breach which it does not remedy within 30 days; or",
      "(b) becomes insolvent.",
      "3. General",
      "3.1 This Agreement is governed by the law of England and Wales.",
    ].join("\n");
    const place = newClausePlace(text, analyseContract(text).clauses, "cancellation", new Map());
    expect(place?.number).toBe("2.2");
    expect(place && text.slice(place.anchor.start, place.anchor.end)).toBe("(b) becomes insolvent.");
  });
});
