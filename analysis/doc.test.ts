import { describe, expect, it } from "vitest";
import { prepare, sentencesWithWords, triggerWords } from "./doc";

describe("sentencesWithWords", () => {
  const doc = prepare(
    [
      "The term of this Agreement is three years.",
      "Either party may terminate on notice.",
      "The terms and conditions apply.",
      "This Agreement is co-terminous with the Lease.",
      "The Customer shall pay on-time.",
      "Termination fees are set out below.",
      "Nothing here.",
    ].join(" "),
  );

  it("finds whole words, prefixes and hyphenated words, sharing letters or not", () => {
    triggerWords(["term", "terms", "terminat*", "co-terminous", "on-time", "time"]);
    expect(sentencesWithWords(doc, ["term"])).toEqual([0]);
    expect(sentencesWithWords(doc, ["terms"])).toEqual([2]);
    expect(sentencesWithWords(doc, ["terminat*"])).toEqual([1, 5]);
    expect(sentencesWithWords(doc, ["co-terminous"])).toEqual([3]);
    expect(sentencesWithWords(doc, ["on-time", "term"])).toEqual([0, 4]);
    expect(sentencesWithWords(doc, ["nothing-registered"])).toEqual([]);
  });

  it("takes words first declared in the query itself", () => {
    expect(sentencesWithWords(doc, ["nothing", "lease"])).toEqual([3, 6]);
  });
});

describe("word index", () => {
  // the index reads words the way the regular expression \b(?:words)\b, longest alternative first, would
  it("finds the same sentences as a regular expression over the words, on varied text", () => {
    const words = [
      "term",
      "terms",
      "terminat*",
      "co-terminous",
      "on-time",
      "time",
      "pay",
      "pay-as-you-go",
      "fee*",
    ];
    triggerWords(words);
    const pieces = [
      "term",
      "terms",
      "terminate",
      "termination_",
      "co-terminous",
      "on-time",
      "time",
      "timer",
      "pay",
      "pay-as-you-go",
      "payable",
      "fees",
      "fee",
      "fee2",
      "x",
      "-",
      " ",
      ". ",
      "The ",
      "\n",
      "é",
      "Terms",
      "_term",
    ];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (let round = 0; round < 200; round++) {
      let text = "";
      for (let i = 0; i < 40; i++) text += pieces[next() % pieces.length];
      const doc = prepare(text);
      for (const w of words) {
        const re = new RegExp(
          `\\b(?:${[...words]
            .sort((a, b) => b.length - a.length)
            .map((x) => (x.endsWith("*") ? `${x.slice(0, -1)}[a-z0-9]*` : x.replace("-", "\\-")))
            .join("|")})\\b`,
          "g",
        );
        const expected = new Set<number>();
        for (const m of doc.lower.matchAll(re)) {
          const hit = w.endsWith("*") ? m[0].startsWith(w.slice(0, -1)) : m[0] === w;
          const si = doc.sentences.findIndex((s) => s.start <= m.index && m.index < s.end);
          if (hit && si >= 0) expected.add(si);
        }
        expect(sentencesWithWords(doc, [w]), `${w} in ${JSON.stringify(text)}`).toEqual(
          [...expected].sort((a, b) => a - b),
        );
      }
    }
  });
});
