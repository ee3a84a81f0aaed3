import { DOMParser } from "@xmldom/xmldom";
import { describe, expect, it } from "vitest";
import { type HtmlNodeLike, htmlToText } from "../../../../common/html-text";
import type { HighlightSpec } from "./highlight-segments";
import { wrapHighlights } from "./use-highlights";

function parse(html: string) {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, "text/html");
  return doc.documentElement as unknown as Element;
}

const textOf = (root: Element) => htmlToText(root as unknown as HtmlNodeLike);

function marks(root: Element) {
  const list = (
    root as unknown as { getElementsByTagName(name: string): ArrayLike<Element> }
  ).getElementsByTagName("mark");
  return Array.from(list).map((mark) => ({
    text: mark.textContent ?? "",
    id: mark.getAttribute("data-highlight-id"),
    covers: mark.getAttribute("data-covers"),
    testId: mark.getAttribute("data-testid"),
    role: mark.getAttribute("role"),
  }));
}

function highlight(text: string, id: string, excerpt: string): HighlightSpec {
  const start = text.indexOf(excerpt);
  return { id, label: `${id} label`, start, end: start + excerpt.length, excerpt, tone: "medium" };
}

describe("wrapHighlights", () => {
  const html =
    "<h1>Agreement</h1><p>1.1 The Customer shall pay <b>each invoice</b> within fifteen (15) days.</p>" +
    "<p>2.1 It renews   automatically unless ninety (90) days' notice is given.</p>";

  it("wraps exactly the excerpt, across inline elements, without changing the text", () => {
    const root = parse(html);
    const before = textOf(root);
    const pay = highlight(before, "payment", "shall pay each invoice within fifteen (15) days");
    wrapHighlights(root, [pay], "mark");
    expect(textOf(root)).toBe(before);
    const found = marks(root);
    expect(found.map((m) => m.text).join("")).toBe("shall pay each invoice within fifteen (15) days");
    expect(found.filter((m) => m.role === "button")).toHaveLength(1);
    expect(found[0]).toMatchObject({ id: "payment", testId: "highlight-payment", role: "button" });
  });

  it("splits overlapping highlights so each character is wrapped once", () => {
    const root = parse(html);
    const text = textOf(root);
    const renewal = highlight(
      text,
      "renewal",
      "It renews automatically unless ninety (90) days' notice is given.",
    );
    const notice = highlight(text, "clause-adv2", "ninety (90) days' notice");
    wrapHighlights(root, [notice, renewal], "mark");
    expect(textOf(root)).toBe(text);
    const found = marks(root);
    expect(found.map((m) => m.text).join("")).toBe(
      "It renews   automatically unless ninety (90) days' notice is given.",
    );
    expect(found.find((m) => m.text === "ninety (90) days' notice")).toMatchObject({
      id: "clause-adv2",
      covers: "clause-adv2 renewal",
    });
    expect(found.filter((m) => m.testId).map((m) => m.testId)).toEqual([
      "highlight-renewal",
      "highlight-clause-adv2",
    ]);
  });

  it("marks another sentence of a finding so that choosing it, or the finding, selects both", () => {
    const root = parse(html);
    const text = textOf(root);
    const renewal = highlight(text, "renewal", "It renews automatically");
    const notice = { ...highlight(text, "renewal~1", "1.1 The Customer shall pay"), selects: "renewal" };
    wrapHighlights(root, [renewal, notice], "mark");
    const found = marks(root);
    expect(found.map((m) => [m.text, m.id, m.covers, m.testId])).toEqual([
      ["1.1 The Customer shall pay", "renewal", "renewal", "highlight-renewal~1"],
      ["It renews   automatically", "renewal", "renewal", "highlight-renewal"],
    ]);
  });

  it("highlights across paragraphs without wrapping the break between them", () => {
    const root = parse(html);
    const text = textOf(root);
    const start = text.indexOf("(15) days.");
    const end = text.indexOf("It renews") + "It renews".length;
    wrapHighlights(
      root,
      [{ id: "x", label: "x", start, end, excerpt: text.slice(start, end), tone: "low" }],
      "mark",
    );
    expect(marks(root).map((m) => m.text)).toEqual(["(15) days.", "2.1 It renews"]);
  });
});
