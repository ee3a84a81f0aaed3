import { describe, expect, it } from "vitest";
import { DEFAULT_RISK_THRESHOLDS } from "../risk-settings";
import { acceptedPhrases, acceptsSentence } from "./concerns";
import { draftAlternative } from "./index";
import type { AlternativeContext } from "./types";

const IP_COVER =
  "Vendor shall defend Purchaser against any claim that Purchaser's authorised use of the Platform infringes a third party's intellectual property rights, and shall indemnify Purchaser for all damages and costs finally awarded against it.";
const TWO_SENTENCES = `11.1 ${IP_COVER} Purchaser shall indemnify Vendor against all losses arising from Purchaser's use of the Platform.`;

const vendor = (concerns: string, original = TWO_SENTENCES): AlternativeContext => ({
  side: "supplier",
  us: "Vendor",
  them: "Purchaser",
  thresholds: DEFAULT_RISK_THRESHOLDS,
  serviceLevel: "standard",
  values: { indemnityType: "one-sided" },
  concerns,
  original,
});
const purchaser = (concerns: string, original = TWO_SENTENCES): AlternativeContext => ({
  ...vendor(concerns, original),
  side: "customer",
  us: "Purchaser",
  them: "Vendor",
});

describe("reading what the user says they accept", () => {
  it("finds the accepted part in different wordings, and not when it is turned round", () => {
    expect(acceptedPhrases("We are happy to give the IP indemnity, but want cover back for misuse.")).toEqual(
      ["the IP indemnity"],
    );
    expect(acceptedPhrases("The infringement cover is fine; the rest is too wide.")).toEqual([
      "The infringement cover",
    ]);
    expect(
      acceptedPhrases("We can live with the third-party IP claims wording however we need a cap."),
    ).toEqual(["the third-party IP claims wording"]);
    expect(acceptedPhrases("We are not happy with the IP indemnity.")).toEqual([]);
    expect(acceptedPhrases("We cannot accept the IP indemnity.")).toEqual([]);
    expect(acceptsSentence("Happy to give the IP indemnity.", IP_COVER, ["Vendor", "Purchaser"])).toBe(true);
    // what is accepted must be what the sentence is about
    expect(acceptsSentence("Happy with the payment days.", IP_COVER, ["Vendor", "Purchaser"])).toBe(false);
  });
});

describe("a draft that keeps what the user accepts", () => {
  it("keeps the supplier's own IP indemnity word for word when it is happy to give it, and adds the cover it wants back", () => {
    const text = draftAlternative(
      "indemnity",
      vendor("We are happy to give the IP indemnity, but Purchaser should cover us for its own breaches."),
    ).alternativeClause;
    expect(text.startsWith(IP_COVER)).toBe(true);
    expect(text).toContain('In addition, each party (the "Indemnifying Party") shall indemnify the other');
    // the sentence not accepted is still redrafted
    expect(text).not.toContain("Purchaser shall indemnify Vendor against all losses");
    // without the acceptance the library's mutual indemnity stands alone, as before
    expect(draftAlternative("indemnity", vendor("")).alternativeClause).not.toContain(IP_COVER);
  });

  it("keeps the customer's IP cover as the contract words it, once, rather than a second version of it", () => {
    const text = draftAlternative(
      "indemnity",
      purchaser("We can live with the infringement cover as drafted; the indemnity we give is too wide."),
    ).alternativeClause;
    expect(text.startsWith(IP_COVER)).toBe(true);
    expect(text).not.toContain("shall also indemnify");
    expect(text.match(/intellectual property/g)).toHaveLength(1);
  });

  it("does not keep a part the user says they do not accept", () => {
    const text = draftAlternative(
      "indemnity",
      vendor("We are not happy with the IP indemnity."),
    ).alternativeClause;
    expect(text).not.toContain(IP_COVER);
  });

  it("keeps the contract's own notice when the user says it is fine, in the holder's own sentence", () => {
    const text = draftAlternative("cancellation", {
      ...purchaser("We are happy with the 45 days' notice but want fees paid in advance refunded."),
      values: { paidWhen: "advance", noticePeriod: 45, mutualBreachRight: true },
      original:
        "Purchaser may end this Agreement for convenience by giving Vendor forty-five (45) days' written notice.",
    }).alternativeClause;
    expect(text).toMatch(
      /^Purchaser may end this Agreement for convenience by giving Vendor forty-five \(45\) days' written notice\./,
    );
    expect(text).toContain("Vendor shall refund any fees paid in advance");
  });
});
