import { describe, expect, it } from "vitest";
import { quote } from "./context";

describe("the contract's words quoted in a letter", () => {
  it("keeps short wording whole, with its spacing tidied", () => {
    expect(quote("The Customer shall pay\n  within 30 days.")).toBe("The Customer shall pay within 30 days.");
  });

  it("shortens long wording at a word boundary, never inside a word", () => {
    const text =
      "After the initial period this Agreement shall continue until terminated by either party giving not less than six months' written notice to the other, such notice not to expire before the end of the initial period.";
    const q = quote(text, 100);
    expect(q.endsWith(" …")).toBe(true);
    const kept = q.slice(0, -2);
    expect(text.startsWith(kept)).toBe(true);
    expect(text[kept.length]).toBe(" ");
    expect(q.length).toBeLessThanOrEqual(102);
  });
});
