import { describe, expect, it } from "vitest";
import { MAX_CONCERNS_LENGTH, plainConcerns } from "./user-reason";

describe("the user's private concerns, tidied before anything drafts from them", () => {
  it("is nothing when the user gave none", () => {
    expect(plainConcerns(null)).toBeNull();
    expect(plainConcerns("   \n ")).toBeNull();
    expect(plainConcerns(undefined)).toBeNull();
    expect(plainConcerns("<p> </p>")).toBeNull();
  });

  it("keeps the user's words as they wrote them", () => {
    expect(plainConcerns("Our own customers pay us in 60 days.")).toBe(
      "Our own customers pay us in 60 days.",
    );
    expect(plainConcerns("Cap it at £250,000")).toBe("Cap it at £250,000");
  });

  it("drops markup and script, collapses whitespace and keeps control characters out", () => {
    expect(
      plainConcerns("  <b>Too   short</b>\n\n<script>alert('x')</script> for\tour\u0007 cash flow <i>"),
    ).toBe("Too short for our cash flow");
    expect(plainConcerns("60 < 90 & we > they")).not.toMatch(/[<>]/);
  });

  it("caps a long note at a word boundary", () => {
    const long = `We need longer ${"because the approval chain is slow ".repeat(100)}`;
    const text = plainConcerns(long) ?? "";
    expect(text.length).toBeLessThanOrEqual(MAX_CONCERNS_LENGTH);
    expect(text.length).toBeGreaterThan(MAX_CONCERNS_LENGTH - 100);
    expect(text).toMatch(/^We need longer because the approval chain is slow/);
    expect(text).toMatch(/\w …$/);
  });
});
