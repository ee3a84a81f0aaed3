import { describe, expect, it } from "vitest";
import { opportunities, strongProtections } from "./contract-health";

const clause = (
  name: string,
  risk_level: "high" | "medium" | "low",
  confidence = 80,
  recommendations: string[] = [],
) => ({
  name,
  category: "liability_cap",
  risk_level,
  confidence,
  recommendations,
});

describe("strong protections and opportunities", () => {
  it("keeps low-risk clauses with confidence above 80 only", () => {
    const list = [clause("a", "low", 81), clause("b", "low", 80), clause("c", "medium", 99)];
    expect(strongProtections(list).map((x) => x.name)).toEqual(["a"]);
  });

  it("keeps medium-risk clauses that have recommendations", () => {
    const list = [clause("a", "medium", 50, ["x"]), clause("b", "medium"), clause("c", "high", 90, ["y"])];
    expect(opportunities(list).map((x) => x.name)).toEqual(["a"]);
  });
});
