import { describe, expect, it } from "vitest";
import { byClauseOrder } from "./templates";

describe("the order of the points in a negotiation email", () => {
  it("follows the contract's clause numbers, with points about missing terms last", () => {
    const refs = [
      "clause 4.2",
      "not covered by the contract",
      "clause 5.1",
      "clause 2.2",
      "clause 10.1",
      "clause 2.10",
    ];
    const sorted = refs
      .map((ref) => ({ ref }))
      .sort(byClauseOrder)
      .map((i) => i.ref);
    expect(sorted).toEqual([
      "clause 2.2",
      "clause 2.10",
      "clause 4.2",
      "clause 5.1",
      "clause 10.1",
      "not covered by the contract",
    ]);
  });
});
