import { describe, expect, it } from "vitest";
import { DEFAULT_RISK_THRESHOLDS } from "../risk-settings";
import { draftAlternative } from "./index";
import { countValue } from "./number-words";
import type { AlternativeContext } from "./types";

const ctx = (side: "customer" | "supplier", original: string): AlternativeContext => ({
  side,
  us: side === "customer" ? "the Tenant" : "the Contractor",
  them: side === "customer" ? "the Landlord" : "the Employer",
  thresholds: DEFAULT_RISK_THRESHOLDS,
  serviceLevel: "standard",
  values: {},
  concerns: "",
  original,
});

describe("lease and building drafts never leave the user worse off", () => {
  it("keeps a tenant's grace for unpaid rent of 21 days or more, in words or figures", () => {
    const long =
      "If any rent is unpaid for twenty-eight (28) days after becoming due the Landlord may re-enter.";
    expect(draftAlternative("forfeiture", ctx("customer", long)).alternativeClause).toBe(long);
    const short = "If any rent is unpaid for fourteen days after becoming due the Landlord may re-enter.";
    expect(draftAlternative("forfeiture", ctx("customer", short)).alternativeClause).toBe(
      "If any rent is unpaid for twenty-one (21) days after becoming due the Landlord may re-enter.",
    );
  });

  it("keeps an employer's rectification period of 12 months or more", () => {
    const long = "The Rectification Period shall be twenty-four (24) months from practical completion.";
    const employer = { ...ctx("customer", long), us: "the Employer", them: "the Contractor" };
    expect(draftAlternative("defects_period", employer).alternativeClause).toBe(long);
  });

  it("never asks a contractor for more retention than the contract sets", () => {
    const text = draftAlternative(
      "retention",
      ctx("supplier", "The Employer may retain 2.5% of the value of work executed."),
    ).alternativeClause;
    expect(text).toContain("2.5 per cent (2.5%)");
  });

  it("reads counts written in words", () => {
    expect(countValue("twenty-eight")).toBe(28);
    expect(countValue("twenty one")).toBe(21);
    expect(countValue("fourteen (14)")).toBe(14);
    expect(countValue("seven")).toBe(7);
  });
});
