import { describe, expect, it } from "vitest";
import { initialTermOf } from "./alternative";

describe("the first term a renewal sentence sets", () => {
  it.each([
    [
      "2.1 This Agreement shall continue for an initial period of two years from 1 February 2026, after which it shall continue until terminated by either party on six months' notice.",
      "This Agreement shall continue for an initial period of two years from 1 February 2026",
    ],
    [
      "This Agreement shall commence on the Effective Date and continue for three (3) years and shall automatically renew for successive one-year periods unless either party gives 90 days' notice.",
      "This Agreement shall commence on the Effective Date and continue for three (3) years",
    ],
    [
      "The Term shall be 12 months from the Start Date; thereafter it renews monthly.",
      "The Term shall be 12 months from the Start Date",
    ],
  ])("keeps the first term of %s", (sentence, lead) => {
    expect(initialTermOf(sentence)).toBe(lead);
  });

  it("finds none where the sentence only renews", () => {
    expect(
      initialTermOf(
        "4.2 Thereafter this Agreement shall automatically renew for successive one (1) year periods.",
      ),
    ).toBeNull();
    expect(
      initialTermOf("The Supplier shall provide support for two years, and thereafter on request."),
    ).toBeNull();
  });
});
