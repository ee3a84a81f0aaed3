import { describe, expect, it } from "vitest";
import { sameCompany as engineSameCompany } from "../analysis/keydata";
import { sameCompany } from "./company-name";

const PAIRS: Array<[string, string]> = [
  ["Cloudly Software Ltd", "CLOUDLY SOFTWARE LIMITED"],
  ["Cloudly Software", "Cloudly Software Solutions Ltd"],
  ["Cloudly", "Cloudly Software Solutions Ltd"],
  ["Granite Peak Analytics, Inc.", "Granite Peak Analytics Limited"],
  ["Bluefin Logistics LLC", "Bluefin Logistics"],
  ["Bluefin Logistics LLC", "Granite Peak Analytics, Inc."],
  ["The Widget Company", "Widget"],
  ["Ltd", "Limited"],
  ["", "Acme Ltd"],
];

describe("sameCompany", () => {
  it("matches names that differ only in legal suffix, case and punctuation; a short form needs two words", () => {
    expect(sameCompany("Cloudly Software Ltd", "CLOUDLY SOFTWARE LIMITED")).toBe(true);
    expect(sameCompany("Cloudly Software", "Cloudly Software Solutions Ltd")).toBe(true);
    expect(sameCompany("Cloudly", "Cloudly Software Solutions Ltd")).toBe(false);
    expect(sameCompany("", "Acme Ltd")).toBe(false);
  });

  it("gives the analysis engine's answer for every pair, so the screen and the side chosen agree", () => {
    for (const [a, b] of PAIRS) expect(sameCompany(a, b), `${a} / ${b}`).toBe(engineSameCompany(a, b));
  });
});
