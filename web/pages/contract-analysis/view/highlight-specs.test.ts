import { describe, expect, it } from "vitest";
import { analyseContract } from "../../../../analysis/index";
import { buildReviewTerms } from "../../../../common/review-terms";
import { termHighlights } from "./highlight-specs";

const text = [
  'This Agreement is made on 2 March 2026 between Larchfield Data Limited (the "Supplier") and Moorside Bakeries Ltd (the "Customer").',
  "2. TERM",
  "2.1 This Agreement shall continue for twelve (12) months and shall renew automatically for further periods of twelve (12) months.",
  "3. PAYMENT",
  "3.1 The Customer shall pay each invoice within 30 days of receipt.",
  "9. NOTICES",
  "9.1 Either party may stop the renewal of this Agreement by giving the other not less than ninety (90) days' written notice before the end of the then current term.",
].join("\n\n");

describe("highlights of the reviewed terms", () => {
  it("marks the renewal notice stated in another clause as part of the renewal term", () => {
    const analysis = analyseContract(text);
    const terms = buildReviewTerms(analysis as unknown as Record<string, unknown>, []);
    const renewal = terms.find((t) => t.id === "renewal");
    expect(renewal?.excerpt).toContain("renew automatically");
    const specs = termHighlights(terms, text).filter((s) => s.id.startsWith("renewal"));
    expect(specs.map((s) => [s.id, s.selects, s.excerpt])).toEqual([
      ["renewal", undefined, renewal?.excerpt],
      [
        "renewal~1",
        "renewal",
        "9.1 Either party may stop the renewal of this Agreement by giving the other not less than ninety (90) days' written notice before the end of the then current term.",
      ],
    ]);
    expect(specs[1].label).toMatch(
      /^Renewal Terms: the notice to stop the renewal, \w+ risk\. Select to review this term\.$/,
    );
  });
});

describe("a renewal whose notice is in its own sentence", () => {
  it("marks no other sentence, not even a right to end the contract that follows it", () => {
    const own = [
      'This Agreement is made on 2 March 2026 between Larchfield Data Limited (the "Supplier") and Moorside Bakeries Ltd (the "Customer").',
      "4. TERM",
      "4.1 This Agreement shall continue for an initial term of 3 years. Thereafter it shall renew automatically for successive periods of 1 year unless either party gives the other not less than 90 days' written notice before the end of the then current term.",
      "4.2 The Customer may terminate this Agreement for convenience at any time by giving the Supplier 14 days' written notice.",
    ].join("\n\n");
    const terms = buildReviewTerms(analyseContract(own) as unknown as Record<string, unknown>, []);
    expect(terms.find((t) => t.id === "renewal")?.related).toEqual([]);
    expect(termHighlights(terms, own).filter((s) => s.selects === "renewal")).toEqual([]);
  });
});
