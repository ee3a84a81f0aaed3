import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import { secondPersonAdvice } from "../../analysis/advice/index";
import { analyseContract } from "../../analysis/index";
import { DEFAULT_ENHANCED_RISK_SETTINGS, DEFAULT_RISK_THRESHOLDS } from "../../common/risk-settings";
import { commentsOf, readPart } from "../../documents/test-support/inspect-docx";
import { analysedSample, grantPremium } from "../test/contract-helpers";
import { auth, createUser } from "../test/factories";
import { describeWithApp } from "../test/harness";
import { amendmentItems } from "./amendment-items";
import type { DecisionInput } from "./messages/context";
import { negotiationEmail } from "./messages/templates";
import { outgoingChange } from "./outgoing-change";
import { preferredPosition } from "./positions";

/** Written for these tests: a small UK print-management contract, the Customer being the user. */
const PRINT_SERVICES = `PRINT MANAGEMENT AGREEMENT

This Agreement is made on 12 January 2026 between Fernhill Print Services Limited, a company registered in England and Wales ("Supplier"), and Bramble Stationers Ltd, a company registered in England and Wales ("Customer").

1. CHARGES
1.1 The Customer shall pay each invoice within fourteen (14) days of the date of the invoice.

2. TERM
2.1 This Agreement shall continue for twelve months and shall then renew automatically for further periods of twelve months unless the Customer gives at least one hundred and twenty (120) days' written notice of non-renewal.

3. GOVERNING LAW
3.1 This Agreement is governed by the law of England and Wales and the courts of England and Wales have exclusive jurisdiction.
`;

const user = {
  riskThresholds: DEFAULT_RISK_THRESHOLDS,
  enhancedRiskSettings: DEFAULT_ENHANCED_RISK_SETTINGS,
};
const sender = {
  name: "Dana Moss",
  jobTitle: "Finance Director",
  company: "Bramble Stationers Ltd",
  email: "dana@example.com",
};

/** A rejection as the decisions service saves it: the wording drafted from the settings and the private concerns. */
function rejected(termType: string, reasoning: string | null): DecisionInput {
  const analysis = analyseContract(PRINT_SERVICES);
  return {
    termType,
    decision: "reject",
    proposedText: preferredPosition({ analysis, termType, user, concerns: reasoning }),
    reasoning,
  };
}

describe("a rejection with the user's private concerns", () => {
  const analysis = analyseContract(PRINT_SERVICES);

  it("drafts the wording from the concerns, and the comment gives what the analysis found, not the concerns", () => {
    const decision = rejected("payment", "Our own customers pay us in 60 days.");
    expect(decision.proposedText).toContain("sixty (60) days");
    const change = outgoingChange({ analysis, termType: "payment", decision, user });
    expect(change.action).toBe("propose");
    expect(change.proposedText).toContain("sixty (60) days");
    expect(change.comment).toBe(
      "Clause 1.1 requires payment within 14 days; we propose the wording shown in its place.",
    );
  });

  it("keeps the position drafted from the settings when the concerns name no figure, without quoting them", () => {
    const decision = rejected("payment", "Our cash flow cannot support such short payment terms.");
    const change = outgoingChange({ analysis, termType: "payment", decision, user });
    expect(change.comment).toMatch(
      /^Clause 1\.1 requires payment within 14 days; we propose \d+ days[^.]*\. The wording shown in its place gives effect to this\.$/,
    );
    expect(change.comment).not.toMatch(/cash flow/);
  });

  it("says only that the clause is not acceptable when there is no wording to propose", () => {
    const decision = rejected("jurisdiction", "our insurers want to see the dispute clause first");
    expect(decision.proposedText).toBeNull();
    const change = outgoingChange({ analysis, termType: "jurisdiction", decision, user });
    expect(change).toEqual({
      action: "comment",
      comment:
        "Clause 3.1 is not acceptable to us as drafted, and we would like to agree alternative wording.",
    });
  });

  it("says the same in the negotiation email and the amendment proposal, in our voice", () => {
    const decisions = [
      rejected("payment", "Our own customers pay us in 60 days."),
      rejected("jurisdiction", "our insurers want to see the dispute clause first"),
    ];
    const email = negotiationEmail({
      contractName: "Print.docx",
      analysis,
      decisions,
      sender,
      text: PRINT_SERVICES,
      settings: user,
    }).text;
    expect(email).toContain(
      "Our position: Clause 1.1 requires payment within 14 days; we propose the wording below.",
    );
    // the settings' own figure is not put beside wording drafted from the user's
    expect(email).not.toMatch(/we propose 90 days/);
    expect(email).toContain("sixty (60) days");
    expect(email).toContain(
      "Our position: Clause 3.1 is not acceptable to us as drafted, and we would like to agree alternative wording.",
    );
    const items = amendmentItems({ analysis, text: PRINT_SERVICES, decisions, user });
    expect(items.map((i) => i.reason)).toEqual([
      "Clause 1.1 requires payment within 14 days; we propose the wording above.",
      "Clause 3.1 is not acceptable to us as drafted, and we would like to agree alternative wording.",
    ]);
    const sent = [email, ...items.map((i) => i.reason)].join("\n");
    expect(sent).not.toMatch(/customers pay us|insurers/);
    expect(secondPersonAdvice(sent)).toEqual([]);
  });

  it("states the settings' position in the email when the wording is the settings' own", () => {
    const decisions = [rejected("payment", "Our cash flow cannot support such short payment terms.")];
    const email = negotiationEmail({
      contractName: "Print.docx",
      analysis,
      decisions,
      sender,
      text: PRINT_SERVICES,
      settings: user,
    }).text;
    expect(email).toMatch(/Our position: Clause 1\.1 requires payment within 14 days; we propose \d+ days/);
    expect(email).not.toMatch(/cash flow/);
  });

  it("drafts from concerns with markup in them, and sends none of it", () => {
    const decision = rejected(
      "payment",
      `<b>Too   short</b>\n\n<script>alert("x")</script> we need 45 days for our ${"very ".repeat(200)}tight cash flow`,
    );
    expect(decision.proposedText).toContain("forty-five (45) days");
    const { comment } = outgoingChange({ analysis, termType: "payment", decision, user });
    expect(comment).not.toMatch(/[<>]|script|alert|\s{2}|very|cash flow/);
  });

  it("without concerns, says what it said before", () => {
    const change = outgoingChange({
      analysis,
      termType: "payment",
      decision: rejected("payment", null),
      user,
    });
    expect(change.comment).toMatch(
      /^Clause 1\.1 requires payment within 14 days; we propose \d+ days[^.]*\. The wording shown in its place gives effect to this\.$/,
    );
  });
});

describeWithApp("rejecting a term with private concerns, through the API", (ctx) => {
  it("drafts from the concerns and sends none of them in the email, the redline or the amendment proposal", async () => {
    const account = await createUser(ctx());
    await grantPremium(ctx(), account.profile.id);
    const { contractId, analysisId } = await analysedSample(ctx(), account.token);
    const reasoning = "Our own customers pay us in 60 days.";
    const saved = await ctx().app.inject({
      method: "POST",
      url: "/api/term-decisions",
      headers: auth(account.token),
      payload: { analysisId, termType: "payment", decision: "reject", reasoning },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().proposedText).toContain("sixty (60) days");

    const secret = /customers pay us/i;
    const email = await ctx().app.inject({
      method: "POST",
      url: `/api/contracts/${contractId}/messages/negotiation-email`,
      headers: auth(account.token),
    });
    expect(email.json().text).toContain("sixty (60) days");
    expect(email.json().text).toMatch(
      /Our position: Clause 1\.1 requires payment within 15 days; we propose the wording below\./,
    );
    expect(email.json().text).not.toMatch(secret);

    const redline = await ctx().app.inject({
      method: "POST",
      url: `/api/contracts/${contractId}/generate-redlined-document`,
      headers: auth(account.token),
      payload: {},
    });
    expect(redline.statusCode).toBe(200);
    const comments = commentsOf(
      (await readPart(new Uint8Array(redline.rawPayload), "word/comments.xml")) ?? "",
    );
    expect(comments.length).toBeGreaterThan(0);
    expect(comments.some((c) => secret.test(c.text))).toBe(false);

    const amendment = await ctx().app.inject({
      method: "POST",
      url: `/api/contracts/${contractId}/generate-vendor-document`,
      headers: auth(account.token),
    });
    expect(amendment.statusCode).toBe(200);
    const proposal = (await mammoth.extractRawText({ buffer: amendment.rawPayload })).value;
    expect(proposal).toContain("sixty (60) days");
    expect(proposal).not.toMatch(secret);
  });

  it("the redline's own decisions map drafts from its concerns too, and does not quote them", async () => {
    const account = await createUser(ctx());
    const { contractId } = await analysedSample(ctx(), account.token);
    const redline = await ctx().app.inject({
      method: "POST",
      url: `/api/contracts/${contractId}/generate-redlined-document`,
      headers: auth(account.token),
      payload: {
        decisions: {
          payment: { action: "reject", timestamp: Date.now(), reasoning: "need 45 days to pay" },
        },
      },
    });
    expect(redline.statusCode).toBe(200);
    const comments = commentsOf(
      (await readPart(new Uint8Array(redline.rawPayload), "word/comments.xml")) ?? "",
    );
    expect(comments.map((c) => c.text).join("\n")).not.toContain("need 45 days");
    const accepted = (await mammoth.extractRawText({ buffer: redline.rawPayload })).value;
    expect(accepted).toContain("forty-five (45) days");
  });
});
