import { describe, expect, it } from "vitest";
import { DEFAULT_RISK_THRESHOLDS } from "../risk-settings";
import { draftAlternative } from "./index";
import type { AlternativeContext } from "./types";

const ctx = (original: string, overrides: Partial<AlternativeContext> = {}): AlternativeContext => ({
  side: "customer",
  us: "the Client",
  them: "the Provider",
  thresholds: DEFAULT_RISK_THRESHOLDS,
  serviceLevel: "standard",
  values: { capClause: "clause 9.4" },
  concerns: "",
  original,
  ...overrides,
});

describe("a carve-out from the cap redrafted as the proposal asks: a separate, higher cap", () => {
  it("keeps death, injury and fraud unlimited in the contract's words and caps the rest separately", () => {
    const text = draftAlternative(
      "liability_exclusions",
      ctx(
        "9.2 Neither party excludes or limits its liability for death or personal injury caused by its negligence, for fraud, or for breach of clause 7 (Confidentiality).",
      ),
    ).alternativeClause;
    expect(text).toBe(
      "Neither party excludes or limits its liability for death or personal injury caused by its negligence or for fraud. Each party's total aggregate liability for breach of clause 7 (Confidentiality) shall not exceed an amount equal to twice the limit in clause 9.4. This limit is separate from, and in addition to, the limit in clause 9.4.",
    );
    // the carve-out is not turned into an exclusion of indirect loss
    expect(text).not.toMatch(/indirect|consequential/);
  });

  it("names the sum the user asked for, and one party's cap when only that party's liability is carved out", () => {
    const text = draftAlternative(
      "liability_exclusions",
      ctx(
        "Nothing in this Agreement limits or excludes the Provider's liability for fraud, for its data protection obligations or for its indemnity in clause 12.",
        { concerns: "We want a super cap of £750,000 for these.", values: {} },
      ),
    ).alternativeClause;
    expect(text).toBe(
      "Nothing in this Agreement limits or excludes the Provider's liability for fraud. The Provider's total aggregate liability for its data protection obligations and its indemnity in clause 12 shall not exceed £750,000. This limit is separate from, and in addition to, any other limit of liability in this Agreement.",
    );
  });

  it("caps the exceptions a cap sentence lists, keeping only what the law leaves unlimited", () => {
    const text = draftAlternative(
      "liability_exclusions",
      ctx(
        "Except for fraud, breach of confidentiality and either party's indemnities, each party's total liability shall not exceed the Charges paid in the preceding year.",
      ),
    ).alternativeClause;
    expect(text).toBe(
      "Except for fraud, each party's total liability shall not exceed the Charges paid in the preceding year. Each party's total aggregate liability for breach of confidentiality and either party's indemnities shall not exceed an amount equal to twice the limit in clause 9.4. This limit is separate from, and in addition to, the limit in clause 9.4.",
    );
  });

  it("still drafts a mutual exclusion of indirect loss for a clause that excludes it", () => {
    const text = draftAlternative(
      "liability_exclusions",
      ctx("The Provider shall not be liable to the Client for any indirect or consequential loss."),
    ).alternativeClause;
    expect(text).toMatch(/^Neither party shall be liable for any indirect or consequential loss\./);
  });
});
