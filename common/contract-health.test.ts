import { describe, expect, it } from "vitest";
import {
  contractHealth,
  HEALTH_RECOMMENDATIONS,
  opportunities,
  strongProtections,
  topPriorities,
} from "./contract-health";

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

describe("contractHealth", () => {
  it("scores 10 minus 2 per high-risk clause, never below 1", () => {
    expect(contractHealth([]).score).toBe(10);
    expect(contractHealth([clause("a", "high")]).score).toBe(8);
    expect(contractHealth([clause("a", "high"), clause("b", "high"), clause("c", "medium")]).score).toBe(6);
    expect(contractHealth(Array.from({ length: 7 }, (_, i) => clause(`h${i}`, "high"))).score).toBe(1);
  });

  it("sets the level and recommendation from the number of high-risk clauses", () => {
    expect(contractHealth([clause("m", "medium")])).toMatchObject({
      level: "LOW",
      recommendation: "Contract appears suitable for signing",
    });
    expect(contractHealth([clause("a", "high")])).toMatchObject({
      level: "MEDIUM",
      recommendation: "Address critical issue before signing",
    });
    expect(contractHealth([clause("a", "high"), clause("b", "high")])).toMatchObject({
      level: "MEDIUM",
      recommendation: "Legal review recommended before signing",
    });
    expect(contractHealth([clause("a", "high"), clause("b", "high"), clause("c", "high")])).toMatchObject({
      level: "HIGH",
      recommendation: HEALTH_RECOMMENDATIONS.legalReview,
      highRiskCount: 3,
    });
  });
});

describe("topPriorities", () => {
  it("lists at most 3, high before medium, labelled URGENT, HIGH, MEDIUM", () => {
    const list = [
      clause("m1", "medium", 90, ["ask m1"]),
      clause("h1", "high", 70, ["ask h1"]),
      clause("l1", "low"),
      clause("h2", "high", 95),
      clause("m2", "medium"),
    ];
    const p = topPriorities(list);
    expect(p.map((x) => [x.name, x.label])).toEqual([
      ["h2", "URGENT"],
      ["h1", "HIGH"],
      ["m1", "MEDIUM"],
    ]);
    expect(p[1].recommendation).toBe("ask h1");
    expect(p[0].recommendation).toBeNull();
  });

  it("has no URGENT item without a high-risk clause", () => {
    expect(topPriorities([clause("m", "medium"), clause("l", "low")]).map((x) => x.label)).toEqual([
      "MEDIUM",
    ]);
  });
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
