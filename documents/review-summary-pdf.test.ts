import { PageSizes } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { type ReviewSummary, renderReviewSummaryPdf, type SummaryTerm } from "./review-summary-pdf";
import { pdfTextItems } from "./test-support/pdf-text-items";

const [A4_WIDTH, A4_HEIGHT] = PageSizes.A4;

const term = (title: string, overrides: Partial<SummaryTerm> = {}): SummaryTerm => ({
  title,
  risk: "amber",
  values: ["Pay within 30 days"],
  notFound: `No ${title.toLowerCase()} found in this contract`,
  decision: null,
  ...overrides,
});

const summary = (overrides: Partial<ReviewSummary> = {}): ReviewSummary => ({
  contractName: "Harbour Freight master services agreement.docx",
  title: "Master Services Agreement",
  preparedOn: new Date("2026-04-14T10:00:00Z"),
  analysedOn: new Date("2026-04-10T10:00:00Z"),
  preparedFor: "Jamie Fraser, Northwind Trading Ltd",
  side: "customer",
  parties: [
    { role: "Supplier", name: "Harbour Freight Ltd" },
    { role: "Customer", name: "Northwind Trading Ltd" },
  ],
  overallRisk: "red",
  health: "3/10 - Legal review recommended before signing",
  terms: [
    term("Payment Terms", { risk: "green", decision: { label: "Accepted", text: null } }),
    term("Renewal Terms", {
      risk: "red",
      values: ["Auto-renews: yes, 90 days' notice", "Renews for 12 months at a time"],
      decision: {
        label: "Alternative proposed",
        text: "“Either party may end this Agreement on 30 days' notice.”",
      },
    }),
    term("Cancellation Terms"),
    term("Indemnity Clause", {
      risk: "red",
      decision: { label: "Rejected", text: "Asks for “a mutual indemnity”" },
    }),
    term("Jurisdiction", { risk: "green", values: ["Governing law: England and Wales"] }),
    term("Service Guarantees", { risk: "na", values: [] }),
  ],
  topRisks: [{ label: "Urgent", name: "Unlimited liability", advice: "Ask for a cap of 12 months' fees." }],
  ...overrides,
});

/** No text may start left of the margin or run past the right edge, the top or the bottom of the page. */
function expectInsideThePage(items: Awaited<ReturnType<typeof pdfTextItems>>["items"]) {
  for (const item of items) {
    expect(item.x, item.text).toBeGreaterThanOrEqual(40);
    expect(item.x + item.width, item.text).toBeLessThanOrEqual(A4_WIDTH - 40);
    expect(item.y, item.text).toBeGreaterThanOrEqual(40);
    expect(item.y, item.text).toBeLessThanOrEqual(A4_HEIGHT - 40);
  }
}

describe("the one-page review summary PDF", () => {
  it("is one A4 page with the parties, risk, key values, decisions and top risks", async () => {
    const { pages, items, text } = await pdfTextItems(await renderReviewSummaryPdf(summary()));
    expect(pages).toHaveLength(1);
    expect(pages[0].width).toBeCloseTo(A4_WIDTH, 0);
    expect(pages[0].height).toBeCloseTo(A4_HEIGHT, 0);
    for (const expected of [
      "Master Services Agreement",
      "Prepared 14/04/2026",
      "analysed 10/04/2026",
      "Harbour Freight Ltd",
      "Northwind Trading Ltd",
      "HIGH RISK",
      "Health 3/10",
      "Reviewed: 4 of 6 key terms (1 accepted, 1 rejected, 1 alternative proposed, 1 not applicable)",
      "Auto-renews: yes, 90 days' notice",
      "Governing law: England and Wales",
      "Alternative proposed",
      "Rejected",
      "Accepted",
      "No decision yet",
      "Not applicable: no action needed",
      "No service guarantees found in this contract",
      "NOT APPLICABLE",
      "Unlimited liability - Ask for a cap of 12 months' fees.",
    ]) {
      expect(text).toContain(expected);
    }
    expectInsideThePage(items);
  });

  it("wraps or cuts long text with an ellipsis, and never goes past the page", async () => {
    const long = (words: number) => Array.from({ length: words }, (_, i) => `word${i}`).join(" ");
    const { pages, items, text } = await pdfTextItems(
      await renderReviewSummaryPdf(
        summary({
          contractName: `${"Very long file name ".repeat(20)}.docx`,
          title: `THE ${"EXTREMELY LONG TITLE ".repeat(20)}`,
          parties: Array.from({ length: 8 }, (_, i) => ({ role: "Party", name: `Party ${i} ${long(60)}` })),
          terms: summary().terms.map((t) => ({
            ...t,
            values: Array.from({ length: 9 }, () => long(40)),
            decision: { label: "Alternative proposed" as const, text: long(300) },
          })),
          topRisks: Array.from({ length: 12 }, (_, i) => ({
            label: "Medium",
            name: `Risk ${i}`,
            advice: long(80),
          })),
          health: `3/10 - ${long(80)}`,
        }),
      ),
    );
    expect(pages).toHaveLength(1);
    expectInsideThePage(items);
    expect(text).toContain("…");
    // every one of the six terms is still there, and at most five top risks and four parties
    for (const t of summary().terms) expect(text).toContain(t.title);
    expect(text).toContain("Risk 4");
    expect(text).not.toContain("Risk 5");
    expect(text).toContain("Party 3");
    expect(text).not.toContain("Party 4");
  });

  it("breaks a word too long for its column and draws letters the PDF fonts lack", async () => {
    const { items, text } = await pdfTextItems(
      await renderReviewSummaryPdf(
        summary({
          parties: [{ role: "Supplier", name: "Łódź Spółka z o.o. 株式会社 ✓ Zürich – “Café”" }],
          terms: summary().terms.map((t) => ({ ...t, values: [`https://example.com/${"x".repeat(400)}`] })),
        }),
      ),
    );
    expectInsideThePage(items);
    expect(text).toContain("Lódz Spólka z o.o. ???? v Zürich – “Café”");
  });
});
