import { describe, expect, it } from "vitest";
import { notAppliedLine } from "./not-applied";

describe("notAppliedLine", () => {
  const titleOf = (id: string) => (id === "payment" ? "Payment Terms" : undefined);

  it("names the term and gives the reason in plain words", () => {
    expect(
      notAppliedLine(
        { id: "payment", reason: "The clause text could not be found exactly in the document." },
        titleOf,
      ),
    ).toBe("Payment Terms — the clause text could not be found exactly in the document");
  });

  it("keeps acronyms, falls back to the id and copes with no reason", () => {
    expect(notAppliedLine({ id: "payment", reason: "SLA text missing." }, titleOf)).toBe(
      "Payment Terms — SLA text missing",
    );
    expect(notAppliedLine({ id: "custom", reason: "" }, titleOf)).toBe("custom");
  });
});
