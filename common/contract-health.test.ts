import { describe, expect, it } from "vitest";
import { opportunities, strongProtections } from "./contract-health";

const clause = (
  name: string,
  riskLevel: "high" | "medium" | "low",
  confidence = 0.8,
  recommendations: string[] = [],
) => ({
  name,
  category: "liability_cap",
  riskLevel,
  confidence,
  recommendations,
});

describe("strong protections and opportunities", () => {
  it("keeps low-risk clauses with confidence above 80% only", () => {
    const list = [clause("a", "low", 0.81), clause("b", "low", 0.8), clause("c", "medium", 0.99)];
    expect(strongProtections(list).map((x) => x.name)).toEqual(["a"]);
  });

  it("keeps medium-risk clauses that have recommendations", () => {
    const list = [clause("a", "medium", 0.5, ["x"]), clause("b", "medium"), clause("c", "high", 0.9, ["y"])];
    expect(opportunities(list).map((x) => x.name)).toEqual(["a"]);
  });
});
