import { describe, expect, it } from "vitest";
import { EXCERPT_LIMIT, preview } from "./text-preview";

describe("a quoted excerpt on the review screen", () => {
  it("keeps short text whole and tidies its spacing", () => {
    expect(preview("The Customer shall pay\n within 30 days.", EXCERPT_LIMIT)).toBe(
      "The Customer shall pay within 30 days.",
    );
  });

  it("stops at a whole word within the limit, never inside a word", () => {
    const text =
      "Meridian may terminate this Agreement or any Statement of Work at any time, with or without cause, upon ten (10) days' written notice to Consultant.";
    const shown = preview(text, EXCERPT_LIMIT);
    expect(shown.length).toBeLessThanOrEqual(EXCERPT_LIMIT);
    expect(shown.endsWith("…")).toBe(true);
    const kept = shown.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    expect(text[kept.length]).toMatch(/[ ,]/);
  });
});
