import { describe, expect, it } from "vitest";
import { hardWrap } from "./eval-data";

describe("hardWrap", () => {
  const text =
    "This Agreement shall commence on the Effective Date and shall continue for three years unless terminated earlier.\nShort line.";

  it("keeps every character's offset, turning spaces into line breaks", () => {
    const wrapped = hardWrap(text, 40);
    expect(wrapped).toHaveLength(text.length);
    expect(wrapped.replace(/\n/g, " ")).toBe(text.replace(/\n/g, " "));
    expect(wrapped.indexOf("Effective Date")).toBe(text.indexOf("Effective Date"));
  });

  it("makes no line longer than the width unless one word is", () => {
    for (const line of hardWrap(text, 40).split("\n")) expect(line.length).toBeLessThanOrEqual(40);
    expect(hardWrap(`${"x".repeat(50)} end`, 40).split("\n")).toEqual(["x".repeat(50), "end"]);
  });
});
