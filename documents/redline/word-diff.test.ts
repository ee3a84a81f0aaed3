import { describe, expect, it } from "vitest";
import { normaliseChars } from "./normalise";
import { asOneChange, diffTokens, type Token, tokenise, wordsInCommon } from "./word-diff";

const tok = (text: string): Token[] =>
  tokenise(text, normaliseChars, (start, end) => (/[\n\t]/.test(text.slice(start, end)) ? "¶" : " "));

/** Renders a diff as "kept [-removed-]{+added+}". */
function show(a: string, b: string): string {
  const ta = tok(a);
  const tb = tok(b);
  return diffTokens(ta, tb)
    .map((op) => {
      const left = op.aTo > op.aFrom ? a.slice(ta[op.aFrom].start, ta[op.aTo - 1].end) : "";
      const right = op.bTo > op.bFrom ? b.slice(tb[op.bFrom].start, tb[op.bTo - 1].end) : "";
      if (op.type === "equal") return left;
      return `${left ? `[-${left}-]` : ""}${right ? `{+${right}+}` : ""}`;
    })
    .join("");
}

describe("tokenise", () => {
  it("keeps words with apostrophes, hyphens and number separators whole", () => {
    const text = "The Supplier’s non-exclusive fee of £1,250.50 (net).";
    expect(tok(text).map((t) => text.slice(t.start, t.end))).toEqual([
      "The",
      " ",
      "Supplier’s",
      " ",
      "non-exclusive",
      " ",
      "fee",
      " ",
      "of",
      " ",
      "£",
      "1,250.50",
      " ",
      "(",
      "net",
      ")",
      ".",
    ]);
  });

  it("compares curly and straight quotes as equal", () => {
    expect(tok("Supplier’s")[0].key).toBe(tok("Supplier's")[0].key);
  });
});

describe("diffTokens", () => {
  it("finds a pure insertion", () => {
    expect(show("pay each invoice", "pay each undisputed invoice")).toBe("pay each {+undisputed +}invoice");
  });

  it("finds a pure deletion", () => {
    expect(show("may, at its discretion, suspend", "may suspend")).toBe(
      "may[-, at its discretion,-] suspend",
    );
  });

  it("replaces only the words that differ", () => {
    expect(show("within sixty (60) days of receipt", "within thirty (30) days of receipt")).toBe(
      "within [-sixty-]{+thirty+} ([-60-]{+30+}) days of receipt",
    );
  });

  it("joins changes separated by a single space", () => {
    expect(show("the Supplier shall indemnify", "each party may indemnify")).toBe(
      "[-the Supplier shall-]{+each party may+} indemnify",
    );
  });

  it("keeps the document's whitespace when only whitespace differs", () => {
    expect(show("a  b\tc", "a b c")).toBe("a  b\tc");
  });

  it("returns a single equal stretch for identical text", () => {
    const a = tok("same words here");
    expect(diffTokens(a, tok("same words here"))).toEqual([
      { type: "equal", aFrom: 0, aTo: 5, bFrom: 0, bTo: 5 },
    ]);
  });

  it("handles long clauses quickly", () => {
    const words = Array.from({ length: 3000 }, (_, i) => `w${i % 97}`).join(" ");
    const changed = words.replace(/w13 /g, "x13 ");
    const started = performance.now();
    const ops = diffTokens(tok(words), tok(changed));
    expect(performance.now() - started).toBeLessThan(500);
    expect(ops.filter((op) => op.type === "change").length).toBeGreaterThan(20);
  });
});

describe("rewrites", () => {
  const share = (a: string, b: string) => {
    const [ta, tb] = [tok(a), tok(b)];
    return wordsInCommon(ta, tb, diffTokens(ta, tb));
  };

  it("measures the words two wordings share, in order", () => {
    expect(share("Net 30 days.", "Net 30 days.")).toBe(1);
    expect(share("The Customer shall pay.", "Each party may indemnify.")).toBe(0);
    // a small edit keeps most of its words
    expect(
      share("pay within sixty (60) days of the invoice", "pay within thirty (30) days of the invoice"),
    ).toBe(0.75);
  });

  it("turns every change between the first and the last into one, keeping the words shared at the ends", () => {
    const a = "At the end of the Initial Term the Supplier may renew it for one year.";
    const b = "At the end of each period either party may end it on notice.";
    const [ta, tb] = [tok(a), tok(b)];
    const ops = asOneChange(diffTokens(ta, tb));
    expect(ops.map((op) => op.type)).toEqual(["equal", "change", "equal"]);
    expect(a.slice(ta[ops[1].aFrom].start, ta[ops[1].aTo - 1].end)).toBe(
      "the Initial Term the Supplier may renew it for one year",
    );
  });
});
