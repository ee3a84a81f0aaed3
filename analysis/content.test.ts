import { describe, expect, it } from "vitest";
import { checkContent } from "./content";
import { UK_SAAS, US_SERVICES } from "./fixtures";

describe("checkContent", () => {
  it("finds nothing to analyse in a blank document", () => {
    for (const text of ["", "\n\n", "   \n\t\n"]) {
      expect(checkContent(text)).toMatchObject({ problem: "empty", bodyWords: 0 });
    }
    expect(checkContent("").message).toMatch(/no text to analyse\. Upload the Word file/);
  });

  it("finds only headings in a skeleton of titles and numbered headings", () => {
    const skeleton = [
      "MASTER SUPPLY AGREEMENT",
      "1. Definitions",
      "2. Price and Payment",
      "3. Delivery",
      "4. TERM AND TERMINATION",
      "SCHEDULE 1 – SPECIFICATION OF THE GOODS TO BE SUPPLIED UNDER THIS AGREEMENT",
    ].join("\n");
    const check = checkContent(skeleton);
    expect(check.problem).toBe("headings_only");
    expect(check.message).toMatch(/only headings/);
  });

  it("finds too little in a few words or a single short sentence", () => {
    expect(checkContent("Draft for discussion")).toMatchObject({ problem: "headings_only" });
    const oneLine = checkContent(
      "CONSULTANCY TERMS\nThe consultant will invoice the company monthly for the work.",
    );
    expect(oneLine).toMatchObject({ problem: "too_short", bodyWords: 10 });
    expect(oneLine.message).toMatch(/only 10 words of clause text/);
  });

  it("accepts two short clauses and whole contracts", () => {
    const twoClauses = [
      "1. The Supplier shall deliver the goods to the Customer's warehouse in Leeds within 14 days of each order.",
      "2. The Customer shall pay each invoice within 30 days of receiving it.",
    ].join("\n");
    expect(checkContent(twoClauses)).toMatchObject({ problem: null, message: null });
    for (const text of [UK_SAAS, US_SERVICES]) expect(checkContent(text).problem).toBeNull();
  });
});
