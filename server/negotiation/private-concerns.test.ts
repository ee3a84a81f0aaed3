import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import { secondPersonAdvice } from "../../analysis/advice/index";
import { analyseContract } from "../../analysis/index";
import { DEFAULT_ENHANCED_RISK_SETTINGS, DEFAULT_RISK_THRESHOLDS } from "../../common/risk-settings";
import { createAmendmentProposal } from "../../documents/amendment-proposal";
import { commentsOf, readPart } from "../../documents/test-support/inspect-docx";
import { analysedSample, grantPremium } from "../test/contract-helpers";
import { auth, createUser } from "../test/factories";
import { describeWithApp } from "../test/harness";
import { amendmentItems } from "./amendment-items";
import type { DecisionInput } from "./messages/context";
import { negotiationEmail } from "./messages/templates";
import { outgoingChange } from "./outgoing-change";
import { preferredPosition } from "./positions";

/** Written for these tests: a small cleaning firm (the user, the Contractor) giving an unlimited indemnity. */
const CLEANING = `OFFICE CLEANING AGREEMENT

This Agreement is made on 3 February 2026 between Sparkle Office Cleaning Ltd, a company registered in England and Wales ("Contractor"), and Harbourside Lettings Limited, a company registered in England and Wales ("Client").

1. SERVICES
1.1 The Contractor shall clean the Client's offices at 12 Dock Street, Hull each weekday evening.

2. CHARGES
2.1 The Client shall pay each invoice within sixty (60) days of the date of the invoice.

3. INDEMNITY
3.1 The Contractor shall indemnify the Client against all losses, damages, costs and expenses arising out of or in connection with the Services.

4. LIABILITY
4.1 Each party's total liability under this Agreement shall not exceed the charges paid in the 12 months before the claim.
4.2 The limits in clause 4.1 do not apply to the indemnity in clause 3.

5. GOVERNING LAW
5.1 This Agreement is governed by the law of England and Wales.
`;

/** What the user typed into "What concerns you about this clause?": for them, never for the customer. */
const CONCERNS =
  "We are a small cleaning firm and cannot take on an unlimited indemnity; one claim would close us. We want it capped and limited to losses caused by our negligence.";
/** pieces of it that must never reach the other party, in any case or spacing */
const PRIVATE = [/small cleaning firm/i, /close us/i, /cannot take on/i, /one claim/i];

const user = {
  riskThresholds: DEFAULT_RISK_THRESHOLDS,
  enhancedRiskSettings: DEFAULT_ENHANCED_RISK_SETTINGS,
};
const sender = {
  name: "Sam Okafor",
  jobTitle: "Director",
  company: "Sparkle Office Cleaning Ltd",
  email: "sam@example.com",
};

const expectPrivate = (label: string, text: string) => {
  for (const secret of PRIVATE) expect(text, `${label}:\n${text}`).not.toMatch(secret);
};

describe("the concerns a user types are private: they shape the wording, and are never sent", () => {
  const analysis = analyseContract(CLEANING, { side: "supplier" });
  const wording = preferredPosition({ analysis, termType: "indemnity", user, concerns: CONCERNS });
  const decisions: DecisionInput[] = [
    { termType: "indemnity", decision: "propose", proposedText: wording, reasoning: CONCERNS },
    { termType: "payment", decision: "reject", proposedText: null, reasoning: CONCERNS },
  ];

  it("a proposal's reason is ours, from the finding, not the user's note", () => {
    const change = outgoingChange({ analysis, termType: "indemnity", decision: decisions[0], user });
    expectPrivate("redline comment", change.comment);
    expect(change.comment).toMatch(
      /^Clause 3\.1 requires the Contractor to indemnify the Client without limit and gives no indemnity in return; we propose /,
    );
  });

  it("never appears in the redline comments, the amendment proposal or the negotiation email", async () => {
    const items = amendmentItems({ analysis, text: CLEANING, decisions, user });
    expect(items.find((i) => i.termTitle === "Indemnity Clause")?.reason).toMatch(
      /^Clause 3\.1 requires the Contractor to indemnify the Client without limit and gives no indemnity in return; we propose /,
    );
    const bytes = await createAmendmentProposal({
      contractTitle: "Office Cleaning Agreement",
      parties: { ours: sender.company, theirs: "Harbourside Lettings Limited" },
      date: new Date("2026-02-01T10:00:00Z"),
      items,
      senderName: sender.name,
      companyName: sender.company,
    });
    const proposal = (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
    const email = negotiationEmail({
      contractName: "Cleaning.docx",
      analysis,
      decisions,
      sender,
      text: CLEANING,
      settings: user,
    }).text;
    expect(email).toMatch(
      /Our position: Clause 3\.1 requires the Contractor to indemnify the Client without limit and gives no indemnity in return; we propose /,
    );
    expect(email).not.toMatch(/Our reason:/);
    for (const d of decisions)
      expectPrivate(
        `comment ${d.termType}`,
        outgoingChange({ analysis, termType: d.termType, decision: d, user }).comment,
      );
    expectPrivate("amendment proposal", proposal);
    expectPrivate("negotiation email", email);
    expect(secondPersonAdvice([email, proposal].join("\n"))).toEqual([]);
  });
});

describeWithApp("the concerns a user types stay private, through the API", (ctx) => {
  it("drafts from them, and sends none of them in the email, the redline or the amendment proposal", async () => {
    const account = await createUser(ctx());
    await grantPremium(ctx(), account.profile.id);
    const { contractId, analysisId } = await analysedSample(ctx(), account.token);
    const rejected = await ctx().app.inject({
      method: "POST",
      url: "/api/term-decisions",
      headers: auth(account.token),
      payload: {
        analysisId,
        termType: "payment",
        decision: "reject",
        reasoning: "We are a tiny business; our own customers pay us in 60 days.",
      },
    });
    expect(rejected.statusCode).toBe(200);
    // the concern still shapes the wording
    expect(rejected.json().proposedText).toContain("sixty (60) days");
    const proposed = await ctx().app.inject({
      method: "POST",
      url: "/api/term-decisions",
      headers: auth(account.token),
      payload: {
        analysisId,
        termType: "renewal",
        decision: "propose",
        proposedText:
          "This Agreement shall renew for further periods of twelve months unless either party gives at least thirty (30) days' written notice.",
        reasoning: "Our finance team is only two people and keeps missing deadlines like this.",
      },
    });
    expect(proposed.statusCode).toBe(200);
    const secrets = [/tiny business/i, /customers pay us/i, /finance team/i, /missing deadlines/i];

    const email = await ctx().app.inject({
      method: "POST",
      url: `/api/contracts/${contractId}/messages/negotiation-email`,
      headers: auth(account.token),
    });
    const redline = await ctx().app.inject({
      method: "POST",
      url: `/api/contracts/${contractId}/generate-redlined-document`,
      headers: auth(account.token),
      payload: {},
    });
    expect(redline.statusCode).toBe(200);
    const comments = commentsOf(
      (await readPart(new Uint8Array(redline.rawPayload), "word/comments.xml")) ?? "",
    )
      .map((c) => c.text)
      .join("\n");
    const amendment = await ctx().app.inject({
      method: "POST",
      url: `/api/contracts/${contractId}/generate-vendor-document`,
      headers: auth(account.token),
    });
    expect(amendment.statusCode).toBe(200);
    const proposal = (await mammoth.extractRawText({ buffer: amendment.rawPayload })).value;
    const redlineText = (await mammoth.extractRawText({ buffer: redline.rawPayload })).value;
    expect(email.json().text).toContain("sixty (60) days");
    for (const [label, text] of [
      ["email", email.json().text as string],
      ["redline comments", comments],
      ["redline", redlineText],
      ["amendment proposal", proposal],
    ])
      for (const secret of secrets) expect(text, `${label}:\n${text}`).not.toMatch(secret);
  });
});
