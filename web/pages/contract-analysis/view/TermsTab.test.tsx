// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { analyseContract } from "../../../../analysis/index";
import { buildReviewTerms, type SavedDecision } from "../../../../common/review-terms";
import type { AnalysisRecord } from "../../../api/contracts";
import { mountedRoot } from "../../../test-support/mounted-root";
import { TermsTab } from "./TermsTab";
import type { TermReview } from "./use-term-review";

const dom = mountedRoot();

const TEXT = [
  'This Agreement is made between Larchfield Data Limited (the "Supplier") and Moorside Bakeries Ltd (the "Customer").',
  "1. PAYMENT",
  "1.1 The Customer shall pay each invoice within 30 days of receipt.",
].join("\n\n");
const analysis = analyseContract(TEXT);
const review = { proposingId: null, busyTermId: null } as unknown as TermReview;

async function render(decisions: SavedDecision[]) {
  const terms = buildReviewTerms(analysis as unknown as Record<string, unknown>, decisions);
  await act(async () => {
    dom.root.render(
      <MantineProvider>
        <TermsTab
          contractId="c1"
          analysis={analysis as unknown as AnalysisRecord}
          terms={terms}
          selectedTermId={null}
          selectionKey={0}
          review={review}
          onSelectTerm={() => {}}
        />
      </MantineProvider>,
    );
  });
}

describe("the hint above the term cards", () => {
  it("says how to reach Accept, Reject and Propose while no term is decided, and describes the list", async () => {
    await render([]);
    const hint = dom.container.querySelector('[data-testid="terms-hint"]');
    expect(hint?.textContent).toBe("Select a term to accept it, reject it or propose other wording.");
    const list = dom.container.querySelector('ul[aria-label="Terms to review"]');
    expect(list?.getAttribute("aria-describedby")).toBe(hint?.id);
    // the actions themselves still wait for a card to be selected (spec 01)
    expect(dom.container.querySelector('[data-testid="term-accept"]')).toBeNull();
  });

  it("goes once the user has decided a term", async () => {
    await render([{ termType: "payment", decision: "accept" }]);
    expect(dom.container.querySelector('[data-testid="terms-hint"]')).toBeNull();
    expect(
      dom.container.querySelector('ul[aria-label="Terms to review"]')?.hasAttribute("aria-describedby"),
    ).toBe(false);
  });
});
