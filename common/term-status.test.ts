import { describe, expect, it } from "vitest";
import { isNotApplicable, reviewProgress, riskFromFavorability, termStatus } from "./term-status";

describe("isNotApplicable", () => {
  it("matches the spec's phrases in the excerpt or the summary, in any case", () => {
    expect(isNotApplicable({ excerpt: "", summary: "Not applicable: no ongoing service." })).toBe(true);
    expect(isNotApplicable({ excerpt: "Service levels: N/A", summary: "" })).toBe(true);
    expect(isNotApplicable({ excerpt: "There is no renewal of this Agreement.", summary: "" })).toBe(true);
    expect(isNotApplicable({ excerpt: "", summary: "No auto-renewal: ends at term end." })).toBe(true);
    expect(isNotApplicable({ excerpt: "A one-time service for the launch event.", summary: "" })).toBe(true);
    expect(isNotApplicable({ excerpt: "", summary: "Fixed term only." })).toBe(true);
    expect(isNotApplicable({ excerpt: "", summary: "No renewal provision found." })).toBe(true);
  });

  it("does not match ordinary terms", () => {
    expect(
      isNotApplicable({ excerpt: "The Customer shall pay within 30 days.", summary: "30 days to pay." }),
    ).toBe(false);
    expect(isNotApplicable({ excerpt: "Renews automatically for 12 months.", summary: "" })).toBe(false);
    expect(isNotApplicable({ excerpt: "a financial analyst", summary: "" })).toBe(false);
    expect(isNotApplicable({})).toBe(false);
  });
});

describe("riskFromFavorability", () => {
  it("maps red to high, amber to medium and anything else to low", () => {
    expect(riskFromFavorability("red")).toBe("high");
    expect(riskFromFavorability("amber")).toBe("medium");
    expect(riskFromFavorability("green")).toBe("low");
    expect(riskFromFavorability(undefined)).toBe("low");
    expect(riskFromFavorability("purple")).toBe("low");
  });
});

describe("termStatus and reviewProgress", () => {
  it("counts decided and not-applicable terms as reviewed", () => {
    const terms = [
      { excerpt: "pay within 30 days", summary: "", decision: "accept" as const },
      { excerpt: "", summary: "No renewal provision found.", decision: null },
      { excerpt: "indemnity", summary: "", decision: null },
      { excerpt: "law of England", summary: "", decision: "propose" as const },
      { excerpt: "n/a", summary: "", decision: "reject" as const },
      { excerpt: "uptime", summary: "", decision: null },
    ];
    expect(reviewProgress(terms)).toEqual({ reviewed: 4, notApplicable: 1, total: 6, percent: 67 });
    expect(termStatus(terms[1])).toBe("not_applicable");
    expect(termStatus(terms[2])).toBe("pending");
    expect(termStatus(terms[3], "propose")).toBe("proposed");
    expect(reviewProgress([])).toEqual({ reviewed: 0, notApplicable: 0, total: 0, percent: 0 });
  });
});
