import { expect, it } from "vitest";
import { secondPersonAdvice } from "../../analysis/advice/index";
import { analysedSample, grantPremium } from "../test/contract-helpers";
import { auth, createUser } from "../test/factories";
import { describeWithApp } from "../test/harness";

/** Written for these tests: a van hire with a minimum period the hirer pays for in full if it leaves early. */
const VAN_HIRE = [
  {
    heading: "VEHICLE HIRE AGREEMENT",
    paragraphs: [
      'This Agreement is made on 5 January 2026 between Ashcombe Van Rental Limited, a company registered in England and Wales (the "Owner"), and Tidewell Couriers Ltd, a company registered in England and Wales (the "Hirer").',
    ],
  },
  {
    heading: "1. Hire",
    paragraphs: [
      '1.1 The Owner shall hire three vans to the Hirer for a minimum period of 24 months from 1 February 2026 (the "Minimum Period").',
    ],
  },
  {
    heading: "2. Charges",
    paragraphs: [
      "2.1 The Hirer shall pay the Owner a hire charge of £1,800 per month, monthly in advance, within thirty (30) days of the date of each invoice.",
      "2.2 If the Hirer ends this Agreement before the end of the Minimum Period, it shall pay the Owner all hire charges for the rest of the Minimum Period.",
    ],
  },
  {
    heading: "3. Governing Law",
    paragraphs: [
      "3.1 This Agreement is governed by the law of England and Wales and the courts of England and Wales have exclusive jurisdiction.",
    ],
  },
];

describeWithApp("wording proposed for an early termination charge", (ctx) => {
  it("limits the charge, in the amendment, the email and the proposal, instead of drafting a right to terminate", async () => {
    const user = await createUser(ctx(), { companyName: "Tidewell Couriers Ltd" });
    await grantPremium(ctx(), user.profile.id);
    const { contractId } = await analysedSample(ctx(), user.token, "Van hire.docx", VAN_HIRE);
    const advanced = await ctx().app.inject({
      method: "GET",
      url: `/api/contracts/${contractId}/advanced-clauses`,
      headers: auth(user.token),
    });
    const charge = advanced
      .json()
      .advancedClauses.find((c: { subcategory: string }) => c.subcategory === "early_termination_charge");
    expect(charge?.excerpt).toMatch(/^2\.2 If the Hirer ends this Agreement before the end/);
    for (const kind of ["amendment", "email-solution", "send-proposal"]) {
      const response = await ctx().app.inject({
        method: "POST",
        url: `/api/contracts/${contractId}/messages/${kind}`,
        headers: auth(user.token),
        payload: { clauseId: charge.id },
      });
      expect(response.statusCode).toBe(200);
      const text: string = response.json().text;
      const wording = text.slice(text.search(/Proposed wording:|We propose the following wording:/));
      expect(wording, kind).toContain(
        "it shall pay the Owner the lower of (a) the hire charges for three (3) months and (b) all hire charges for the rest of the Minimum Period.",
      );
      expect(wording, kind).toContain("because of the Owner's breach");
      expect(wording, kind).not.toMatch(/for convenience|days' written notice/);
      expect(secondPersonAdvice(text), kind).toEqual([]);
    }
  });
});
