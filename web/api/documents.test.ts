import { describe, expect, it } from "vitest";
import type { Decision } from "./contracts";
import { parseNotApplied, redlineDecisions, redlineFileName } from "./documents";

describe("redlineFileName", () => {
  const day = new Date(2026, 0, 14, 9, 30);

  it("drops the extension and adds _Redlined_ and the date", () => {
    expect(redlineFileName("Acme SaaS agreement.docx", day)).toBe(
      "Acme SaaS agreement_Redlined_2026-01-14.docx",
    );
  });

  it("keeps dots inside the name and copes with no extension", () => {
    expect(redlineFileName("v1.2 terms.final.DOCX", day)).toBe("v1.2 terms.final_Redlined_2026-01-14.docx");
    expect(redlineFileName("contract", day)).toBe("contract_Redlined_2026-01-14.docx");
  });
});

describe("redlineDecisions", () => {
  it("maps each term to its action, alternative text and time", () => {
    const decision = (termType: string, kind: Decision["decision"], text: string | null): Decision => ({
      id: termType,
      analysisId: "a1",
      contractId: "c1",
      termType,
      decision: kind,
      proposedChange: text,
      proposedText: text,
      reasoning: kind === "propose" ? "Too short" : null,
      updatedAt: "2026-01-14T09:30:00.000Z",
    });
    expect(
      redlineDecisions([
        decision("payment", "propose", "Pay within 30 days."),
        decision("renewal", "accept", null),
      ]),
    ).toEqual({
      payment: {
        action: "propose",
        alternativeText: "Pay within 30 days.",
        reasoning: "Too short",
        timestamp: "2026-01-14T09:30:00.000Z",
      },
      renewal: {
        action: "accept",
        alternativeText: null,
        reasoning: null,
        timestamp: "2026-01-14T09:30:00.000Z",
      },
    });
  });
});

describe("parseNotApplied", () => {
  it("reads the URL-encoded JSON list of the header", () => {
    const list = [{ id: "payment", reason: "The clause text could not be found exactly in the document." }];
    expect(parseNotApplied(encodeURIComponent(JSON.stringify(list)))).toEqual(list);
    expect(parseNotApplied(encodeURIComponent("[]"))).toEqual([]);
  });

  it("reads a missing or malformed header as nothing left out", () => {
    expect(parseNotApplied(null)).toEqual([]);
    expect(parseNotApplied("%E0%A4%A")).toEqual([]);
    expect(parseNotApplied(encodeURIComponent('{"id":"payment"}'))).toEqual([]);
    expect(parseNotApplied(encodeURIComponent('[{"reason":"no id"}, {"id":"renewal"}]'))).toEqual([
      { id: "renewal", reason: "" },
    ]);
  });
});
