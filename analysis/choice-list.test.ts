import { describe, expect, it } from "vitest";
import { analyseContract } from "./index";
import { splitSentences } from "./text";

const TERM = `HOSTING AGREEMENT

This Agreement is made on 2 August 2027 between Gritstone Cloud Limited (the "Provider") and Swaledale Outdoor Ltd (the "Customer").

1. Duration

1.1 This Agreement begins on 1 September 2027 and remains in force until the earlier of:
(a) 31 August 2029; or
(b) its termination under clause 9.

1.2 The Provider shall:
(a) host the Website; and
(b) back it up daily.
`;

const sentences = (text: string) => splitSentences(text).map((s) => text.slice(s.start, s.end));

describe("a choice of end dates set out as a list", () => {
  it("is one sentence with its items, so the end date in the first item is read", () => {
    expect(sentences(TERM)).toContain(
      "1.1 This Agreement begins on 1 September 2027 and remains in force until the earlier of:\n(a) 31 August 2029; or\n(b) its termination under clause 9.",
    );
    expect(analyseContract(TERM).expirationDate?.value).toBe("2029-08-31");
  });

  it("also across blank lines between the items", () => {
    const spaced = TERM.replace("of:\n(a)", "of:\n\n(a)").replace("or\n(b)", "or\n\n(b)");
    expect(analyseContract(spaced).expirationDate?.value).toBe("2029-08-31");
  });

  it("leaves an ordinary list of duties as separate sentences", () => {
    const parts = sentences(TERM);
    expect(parts).toContain("1.2 The Provider shall:");
    expect(parts).toContain("(a) host the Website; and");
  });
});
