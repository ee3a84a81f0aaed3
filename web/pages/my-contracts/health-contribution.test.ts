import { describe, expect, it } from "vitest";
import type { ExecutedContract } from "../../../common/portfolio";
import { healthContribution, riskReason } from "./health-contribution";
import { executedContract } from "./test-contract";

const today = new Date("2026-03-01T10:00:00Z");

const contract = (patch: Partial<ExecutedContract>) => executedContract({ overallRisk: "High", ...patch });

const reason = "High risk because the indemnity rating is high.";

describe("the points a contract takes off the portfolio health score", () => {
  it("says why the engine rated the contract high risk", () => {
    const c = contract({
      keyTerms: { paymentTerms: null, jurisdiction: null, riskReason: reason, riskReasonFor: "High" },
    });
    expect(riskReason(c)).toBe(reason);
    expect(healthContribution(c, today)).toEqual([
      { reason: "Rated high risk because the indemnity rating is high", points: 30 },
    ]);
  });

  it("gives no engine reason for a rating the user has since changed", () => {
    const c = contract({
      overallRisk: "Medium",
      keyTerms: { paymentTerms: null, jurisdiction: null, riskReason: reason, riskReasonFor: "High" },
    });
    expect(riskReason(c)).toBeNull();
    expect(healthContribution(c, today).map((d) => d.reason)).toEqual(["Rated medium risk"]);
  });
});
