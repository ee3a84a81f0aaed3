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
