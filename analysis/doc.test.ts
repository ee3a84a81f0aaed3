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
