import { DOMParser } from "@xmldom/xmldom";
import { describe, expect, it } from "vitest";
import { type HtmlNodeLike, htmlToText } from "../../../../common/html-text";
import { isDocumentTextUnavailable, paragraphsHtml } from "./document-source";

describe("isDocumentTextUnavailable", () => {
  it("is true for missing text and extraction placeholders", () => {
    expect(isDocumentTextUnavailable("")).toBe(true);
    expect(isDocumentTextUnavailable("   \n ")).toBe(true);
    expect(isDocumentTextUnavailable(null)).toBe(true);
    expect(isDocumentTextUnavailable("[PDF content - text extraction not available]")).toBe(true);
    expect(isDocumentTextUnavailable("PDF text extraction pending")).toBe(true);
    expect(isDocumentTextUnavailable("Document content is inaccessible.")).toBe(true);
  });

  it("is false for a real contract, even one that uses the same words", () => {
    const contract = `${"The Supplier shall provide the Services. ".repeat(20)}If the Services are inaccessible for more than 4 hours, service credits apply.`;
    expect(isDocumentTextUnavailable(contract)).toBe(false);
    expect(isDocumentTextUnavailable("1. Fees\n\nThe Customer shall pay within 30 days.")).toBe(false);
  });
});

describe("paragraphsHtml", () => {
  it("renders paragraphs whose text is the original text, so offsets still match", () => {
    const text =
      "1. Fees & Payment\n\nThe Customer shall pay <promptly>.\nLine two of the clause.\n\n2. Term";
    const html = paragraphsHtml(text);
    expect(html).toBe(
      "<p>1. Fees &amp; Payment</p><p>The Customer shall pay &lt;promptly&gt;.<br>Line two of the clause.</p><p>2. Term</p>",
    );
    const root = new DOMParser().parseFromString(`<div>${html}</div>`, "text/html").documentElement;
    expect(htmlToText(root as unknown as HtmlNodeLike)).toBe(text);
  });
});
