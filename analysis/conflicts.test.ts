import { describe, expect, it } from "vitest";
import { conflictingSentences } from "./conflicts";

const CONTRACT = [
  "1. Fees",
  "1.1 The Customer shall pay each invoice within 15 days.",
  "1.2 All sums shall be paid in full without any set-off, deduction or counterclaim.",
  "2. Term",
  "2.1 This Agreement continues for three years. The Customer may not terminate this Agreement before the end of the Term.",
  "2.2 Either party may terminate this Agreement for material breach.",
  "3. Service",
  "3.1 The Supplier gives no guarantee of availability or response times.",
].join("\n\n");

const found = (termId: string, replacement: string, replaced = { start: -1, end: -1 }) =>
  conflictingSentences({ text: CONTRACT, termId, replacement, holder: "the Customer", replaced }).map((s) =>
    CONTRACT.slice(s.start, s.end),
  );

describe("sentences a new clause would contradict", () => {
  it("finds a bar on the customer ending early beside a new convenience right", () => {
    expect(
      found(
        "cancellation",
        "The Customer may terminate this Agreement for convenience at any time by giving not less than thirty (30) days' written notice.",
      ),
    ).toEqual(["The Customer may not terminate this Agreement before the end of the Term."]);
  });

  it("finds 'no guarantee of availability' beside new service levels, with the number of its own paragraph", () => {
    expect(
      found(
        "service",
        "The Supplier shall ensure the Services are available 99.5% of the time in each month.",
      ),
    ).toEqual(["3.1 The Supplier gives no guarantee of availability or response times."]);
  });

  it("finds 'without any set-off' beside a new right to withhold disputed amounts", () => {
    expect(
      found(
        "payment",
        "The Customer shall pay each valid and undisputed invoice within sixty (60) days of receipt. The Customer may withhold any amount disputed in good faith.",
      ),
    ).toEqual(["1.2 All sums shall be paid in full without any set-off, deduction or counterclaim."]);
  });

  it("finds nothing when the new wording grants nothing the sentence denies, or the sentence is the one replaced", () => {
    expect(found("payment", "The Customer shall pay each invoice within sixty (60) days.")).toEqual([]);
    expect(found("cancellation", "Either party may terminate this Agreement for material breach.")).toEqual(
      [],
    );
    const start = CONTRACT.indexOf("2.1 ");
    const end = CONTRACT.indexOf("2.2 ");
    expect(
      found("cancellation", "The Customer may terminate this Agreement for convenience on 30 days' notice.", {
        start,
        end,
      }),
    ).toEqual([]);
  });

  it("does not read another party's bar as the user's", () => {
    expect(
      conflictingSentences({
        text: CONTRACT,
        termId: "cancellation",
        replacement: "The Supplier may terminate this Agreement for convenience on 90 days' notice.",
        holder: "the Supplier",
        replaced: { start: -1, end: -1 },
      }),
    ).toEqual([]);
  });
});

describe("a wider forum for one side beside courts exclusive for both", () => {
  const text = [
    "9. Law",
    "9.1 This Agreement is governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction. Nothing in this clause shall prevent the Supplier from bringing proceedings against the Customer in any other jurisdiction.",
  ].join("\n\n");
  const first = text.indexOf("9.1 ");
  const sentenceEnd = text.indexOf("jurisdiction.") + "jurisdiction.".length;

  it("finds the carve-out sentence next to the governing-law sentence that is replaced", () => {
    const found = conflictingSentences({
      text,
      termId: "jurisdiction",
      replacement:
        "This Agreement ... shall be governed by the law of England and Wales. Each party irrevocably agrees that the courts of England and Wales shall have exclusive jurisdiction.",
      holder: "the Customer",
      replaced: { start: first, end: sentenceEnd },
    }).map((s) => text.slice(s.start, s.end));
    expect(found).toEqual([
      "Nothing in this clause shall prevent the Supplier from bringing proceedings against the Customer in any other jurisdiction.",
    ]);
  });
});

/** The sentences that new England and Wales law-and-courts wording replacing "12.1 ... Texas." contradicts. */
function contradictedByEnglishCourts(text: string): string[] {
  const first = text.indexOf("12.1 ");
  return conflictingSentences({
    text,
    termId: "jurisdiction",
    replacement:
      "This Agreement shall be governed by the law of England and Wales. Each party irrevocably agrees that the courts of England and Wales shall have exclusive jurisdiction.",
    holder: "the Customer",
    replaced: { start: first, end: text.indexOf("Texas.") + "Texas.".length },
  }).map((s) => text.slice(s.start, s.end));
}

describe("another court's jurisdiction beside new wording naming the courts of England and Wales", () => {
  const text = [
    "12. Miscellaneous",
    "12.1 This Agreement shall be governed by the laws of the State of Texas. The state courts located in Travis County shall have exclusive jurisdiction over any dispute.",
    "12.2 Any notice shall be in writing.",
  ].join("\n\n");

  it("finds the other courts' sentence left after the replaced governing-law sentence", () => {
    expect(contradictedByEnglishCourts(text)).toEqual([
      "The state courts located in Travis County shall have exclusive jurisdiction over any dispute.",
    ]);
  });

  it("leaves a sentence that names the same courts", () => {
    const same = text.replace("The state courts located in Travis County", "The courts of England and Wales");
    expect(contradictedByEnglishCourts(same)).toEqual([]);
  });
});

describe("court wording that chooses no forum", () => {
  it("leaves severability, disclosure and injunction sentences that mention a court", () => {
    const text = [
      "12. General",
      "12.1 This Agreement shall be governed by the laws of the State of Texas.",
      "12.2 If any provision is found by any court or administrative body of competent jurisdiction to be invalid, the other provisions remain in force.",
      "12.3 A party may disclose Confidential Information if required by a court of competent jurisdiction.",
      "12.4 Either party may seek injunctive relief from a court having jurisdiction.",
    ].join("\n\n");
    expect(contradictedByEnglishCourts(text)).toEqual([]);
  });
});
