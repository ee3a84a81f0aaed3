import { describe, expect, it } from "vitest";
import { subcategoryLabel } from "./clause-format";

describe("finding kinds on screen", () => {
  it("writes a governing-law place as a place name", () => {
    expect(subcategoryLabel("jurisdiction", "england_and_wales")).toBe("England and Wales");
    expect(subcategoryLabel("jurisdiction", "new_york")).toBe("New York");
  });

  it("names who owns created work in words, with IP in capitals", () => {
    expect(subcategoryLabel("ip_ownership", "created_ip_theirs")).toBe("Work created: theirs");
    expect(subcategoryLabel("ip_ownership", "created_ip_grant_back")).toBe(
      "The customer's own work goes to the supplier",
    );
    expect(subcategoryLabel("ip_ownership", "some_ip_kind")).toBe("Some IP kind");
  });

  it("says who excludes liability for any loss", () => {
    expect(subcategoryLabel("liability_exclusions", "broad_exclusion_mutual")).toBe(
      "Neither side liable for any loss",
    );
  });

  it("humanises any other kind", () => {
    expect(subcategoryLabel("payment_terms", "days_to_pay")).toBe("Days to pay");
  });
});
