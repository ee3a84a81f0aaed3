import { describe, expect, it } from "vitest";
import type { DepartmentSpend } from "../../../common/analytics";
import { departmentAmount, departmentBarPercent } from "./department-spend";

const row = (department: string, values: DepartmentSpend["values"], main = "GBP"): DepartmentSpend => ({
  department,
  count: values.reduce((sum, t) => sum + t.count, 0),
  values,
  value: values.find((t) => t.currency === main)?.total ?? 0,
});

describe("a department's spend", () => {
  it("shows only the currencies the department has contracts in, never a zero in another", () => {
    const operations = row("Operations", [{ currency: "GBP", total: 24_000, count: 1 }], "USD");
    expect(departmentAmount(operations, "USD")).toBe("£24,000");
    const it_ = row("IT", [{ currency: "USD", total: 18_000, count: 1 }]);
    expect(departmentAmount(it_, "GBP")).toBe("$18,000");
  });

  it("puts the page's currency first, then the others", () => {
    const finance = row("Finance", [
      { currency: "USD", total: 7_920, count: 2 },
      { currency: "GBP", total: 24_000, count: 1 },
    ]);
    expect(departmentAmount(finance, "GBP")).toBe("£24,000 + $7,920");
  });

  it("draws the bar against the largest value in the page's currency", () => {
    const rows = [
      row("Operations", [{ currency: "GBP", total: 24_000, count: 1 }]),
      row("HR", [{ currency: "GBP", total: 6_000, count: 1 }]),
      row("IT", [{ currency: "USD", total: 18_000, count: 1 }]),
    ];
    expect(rows.map((r) => departmentBarPercent(r, rows))).toEqual([100, 25, 0]);
  });
});
