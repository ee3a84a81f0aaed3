import { describe, expect, it } from "vitest";
import { sameCompany } from "./company-name";

describe("sameCompany", () => {
  it("matches names that differ only in legal suffix, case and punctuation; a short form needs two words", () => {
    expect(sameCompany("Cloudly Software Ltd", "CLOUDLY SOFTWARE LIMITED")).toBe(true);
    expect(sameCompany("Cloudly Software", "Cloudly Software Solutions Ltd")).toBe(true);
    expect(sameCompany("Cloudly", "Cloudly Software Solutions Ltd")).toBe(false);
    expect(sameCompany("", "Acme Ltd")).toBe(false);
  });
});
