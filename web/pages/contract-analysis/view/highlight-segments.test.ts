import { describe, expect, it } from "vitest";
import { anchorHighlights, type HighlightSpec, splitIntoSegments } from "./highlight-segments";

const spec = (id: string, start: number, end: number, excerpt: string): HighlightSpec => ({
  id,
  label: id,
  start,
  end,
  excerpt,
  tone: "high",
});

describe("anchorHighlights", () => {
  const text = "1.1 Pay within 15 days.\n\n2.1 Renews each year unless notice is given.";

  it("keeps exact offsets", () => {
    const pay = spec("payment", 4, 22, "Pay within 15 days");
    expect(anchorHighlights(text, [pay])).toEqual([pay]);
  });

  it("accepts whitespace that differs only in how it is collapsed", () => {
    expect(anchorHighlights(text, [spec("p", 4, 22, "Pay  within\n15 days")])).toHaveLength(1);
  });

  it("moves a highlight whose offsets drifted to the nearest occurrence of its excerpt", () => {
    const [moved] = anchorHighlights(text, [spec("renewal", 20, 40, "Renews each year")]);
    expect(text.slice(moved.start, moved.end)).toBe("Renews each year");
  });

  it("drops highlights that are not found, have no offsets or run past the text", () => {
    expect(
      anchorHighlights(text, [
        spec("a", 0, 5, "Nowhere in the text"),
        spec("b", -1, -1, ""),
        spec("c", 10, 500, ""),
      ]),
    ).toEqual([]);
  });
});

describe("splitIntoSegments", () => {
  it("gives each character one owner: the shortest highlight covering it", () => {
    const segments = splitIntoSegments([spec("outer", 0, 30, ""), spec("inner", 10, 20, "")]);
    expect(segments).toEqual([
      { start: 0, end: 10, ownerId: "outer", coverIds: ["outer"] },
      { start: 10, end: 20, ownerId: "inner", coverIds: ["outer", "inner"] },
      { start: 20, end: 30, ownerId: "outer", coverIds: ["outer"] },
    ]);
  });

  it("leaves gaps between highlights out and lets the first of two equal ranges own them", () => {
    const segments = splitIntoSegments([spec("a", 0, 5, ""), spec("b", 0, 5, ""), spec("c", 8, 9, "")]);
    expect(segments).toEqual([
      { start: 0, end: 5, ownerId: "a", coverIds: ["a", "b"] },
      { start: 8, end: 9, ownerId: "c", coverIds: ["c"] },
    ]);
  });
});
