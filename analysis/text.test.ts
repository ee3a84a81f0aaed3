import { describe, expect, it } from "vitest";
import { findContractDates } from "./contract-dates";
import { prepare } from "./doc";
import { splitSentences } from "./text";

const sentencesOf = (text: string) => splitSentences(text).map((s) => text.slice(s.start, s.end));

describe("splitSentences", () => {
  it("keeps a sentence wrapped onto the next lines whole", () => {
    const text =
      "3. TERM\n3.1 This Agreement shall commence on the Effective Date and shall\ncontinue in full force and effect for a period of\nthree (3) years thereafter.\n\n4. PRICE";
    expect(sentencesOf(text)).toEqual([
      "3. TERM",
      "3.1 This Agreement shall commence on the Effective Date and shall\ncontinue in full force and effect for a period of\nthree (3) years thereafter.",
      "4. PRICE",
    ]);
  });

  it("still starts a new sentence at a heading, a numbered line or a capital after a line break", () => {
    expect(sentencesOf("DEFINITIONS\nthe following words\n1.1 Term means\nTwo Years")).toEqual([
      "DEFINITIONS",
      "the following words",
      "1.1 Term means",
      "Two Years",
    ]);
  });

  it("lets the term be read from a wrapped sentence", () => {
    const text =
      'This Agreement is made on 9 March 2026 between Kestrel Print Limited (the "Supplier") and Ouse Valley Books Limited (the "Client").\n\n3. Term\n\nThis Agreement shall commence on the date hereof and shall\ncontinue in force for three years.\n';
    expect(findContractDates(prepare(text)).expirationDate?.value).toBe("2029-03-08");
  });
});
