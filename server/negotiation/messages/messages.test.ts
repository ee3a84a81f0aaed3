import { expect, it } from "vitest";
import { analysedSample, grantPremium } from "../../test/contract-helpers";
import { auth, createUser } from "../../test/factories";
import { describeWithApp } from "../../test/harness";
import { sampleWithParagraph } from "../../test/sample-contract";

describeWithApp("negotiation messages", (ctx) => {
  const advancedClauses = async (contractId: string, token: string) =>
    (
      await ctx().app.inject({
        method: "GET",
        url: `/api/contracts/${contractId}/advanced-clauses`,
        headers: auth(token),
      })
    ).json();

  /** The text of one generated message; `clauseId` picks the finding a clause message is about. */
  const messageText = async (contractId: string, token: string, kind: string, clauseId?: string) =>
    (
      await ctx().app.inject({
        method: "POST",
        url: `/api/contracts/${contractId}/messages/${kind}`,
        headers: auth(token),
        ...(clauseId ? { payload: { clauseId } } : {}),
      })
    ).json().text as string;

  it("refuses free accounts with 402 email_feature, and other users' contracts with 404", async () => {
    const free = await createUser(ctx());
    const { contractId } = await analysedSample(ctx(), free.token);
    const refused = await ctx().app.inject({
      method: "POST",
      url: `/api/contracts/${contractId}/messages/negotiation-email`,
      headers: auth(free.token),
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ upgradeRequired: true, reason: "email_feature" });

    const other = await createUser(ctx());
    await grantPremium(ctx(), other.profile.id);
    const notYours = await ctx().app.inject({
      method: "POST",
      url: `/api/contracts/${contractId}/messages/negotiation-email`,
      headers: auth(other.token),
    });
    expect(notYours.statusCode).toBe(404);
  });

  it("does not address the email to 'the supplier' when the only name is the user's own company", async () => {
    const user = await createUser(ctx(), { companyName: "Cloudline Systems Limited" });
    await grantPremium(ctx(), user.profile.id);
    const { contractId } = await analysedSample(ctx(), user.token);
    const switched = await ctx().app.inject({
      method: "PUT",
      url: `/api/contracts/${contractId}/side`,
      headers: auth(user.token),
      payload: { side: "customer" },
    });
    expect(switched.statusCode).toBe(200);
    const { text } = (
      await ctx().app.inject({
        method: "POST",
        url: `/api/contracts/${contractId}/messages/negotiation-email`,
        headers: auth(user.token),
      })
    ).json();
    expect(text).toMatch(/^Dear Sir or Madam,/);
    expect(text).not.toMatch(/Dear the /);
  });

  it("builds the negotiation email from this contract's findings, figures and decisions only", async () => {
    const user = await createUser(ctx(), {
      firstName: "Priya",
      lastName: "Shah",
      companyName: "Northwind Trading Ltd",
    });
    await grantPremium(ctx(), user.profile.id);
    const { contractId, analysisId } = await analysedSample(ctx(), user.token);
    await ctx().app.inject({
      method: "POST",
      url: "/api/term-decisions",
      headers: auth(user.token),
      payload: {
        analysisId,
        termType: "payment",
        decision: "propose",
        proposedText: "The Customer shall pay each valid invoice within sixty (60) days of receipt.",
        reasoning: "We need 60 days for cash flow.",
      },
    });
    const response = await ctx().app.inject({
      method: "POST",
      url: `/api/contracts/${contractId}/messages/negotiation-email`,
      headers: auth(user.token),
    });
    expect(response.statusCode).toBe(200);
    const { text, fileName, subject } = response.json();
    expect(fileName).toBe("Cloudline SaaS Agreement_Negotiation_Email.txt");
    // the title as the portfolio shows it, not the capitals of the document's heading
    expect(subject).toBe("Software as a Service Agreement: points to agree before signing");
    expect(text).toContain("Dear Cloudline Systems Limited");
    expect(text).toMatch(/Payment Terms \(clause 1\.1\)/);
    expect(text).toContain("within sixty (60) days of receipt");
    expect(text).toContain("Priya Shah");
    for (const invented of ["£125,000", "£50k", "£125k", "18 months", "1.5%"])
      expect(text).not.toContain(invented);

    const summary = (
      await ctx().app.inject({
        method: "POST",
        url: `/api/contracts/${contractId}/messages/issue-summary`,
        headers: auth(user.token),
      })
    ).json();
    expect(summary.text).toMatch(/Contract health score: \d+\/10/);
    const legal = (
      await ctx().app.inject({
        method: "POST",
        url: `/api/contracts/${contractId}/messages/legal-review`,
        headers: auth(user.token),
      })
    ).json();
    expect(legal.text).toContain("Governing law: England and Wales");
    expect(legal.text).toContain("Payment: 15 days");

    const advanced = await advancedClauses(contractId, user.token);
    const finding = advanced.advancedClauses.find((c: { riskLevel: string }) => c.riskLevel !== "low");
    const amendment = await ctx().app.inject({
      method: "POST",
      url: `/api/contracts/${contractId}/messages/amendment`,
      headers: auth(user.token),
      payload: { clauseId: finding.id },
    });
    expect(amendment.statusCode).toBe(200);
    expect(amendment.json().text).toContain("Proposed wording:");
    const missingClause = await ctx().app.inject({
      method: "POST",
      url: `/api/contracts/${contractId}/messages/email-solution`,
      headers: auth(user.token),
      payload: { clauseId: "nope" },
    });
    expect(missingClause.statusCode).toBe(404);
  });

  it("sends the wording the user proposed for a key term, and otherwise drafts to the user's target, not the contract's figure", async () => {
    const user = await createUser(ctx(), { companyName: "Northwind Trading Ltd" });
    await grantPremium(ctx(), user.profile.id);
    const { contractId, analysisId } = await analysedSample(ctx(), user.token);
    const advanced = await advancedClauses(contractId, user.token);
    const payment = advanced.advancedClauses.find(
      (c: { category: string }) => c.category === "payment_terms",
    );
    const proposal = () => messageText(contractId, user.token, "send-proposal", payment.id);
    const wordingOf = (text: string) => text.slice(text.indexOf("We propose the following wording:"));

    // no decision yet: the draft asks for the user's target, never the contract's own 15 days
    expect(wordingOf(await proposal())).not.toMatch(/\b15 days|fifteen \(15\) days/i);

    await ctx().app.inject({
      method: "POST",
      url: "/api/term-decisions",
      headers: auth(user.token),
      payload: {
        analysisId,
        termType: "payment",
        decision: "propose",
        proposedText: "The Customer shall pay each valid invoice within sixty (60) days of receipt.",
        reasoning: "We need 60 days for cash flow.",
      },
    });
    expect(wordingOf(await proposal())).toContain(
      '"The Customer shall pay each valid invoice within sixty (60) days of receipt."',
    );
  });

  it("an amendment on a low cap that protects only the supplier asks for twelve months' charges for each party, and drafts it", async () => {
    const user = await createUser(ctx(), { companyName: "Northwind Trading Ltd" });
    await grantPremium(ctx(), user.profile.id);
    const { contractId } = await analysedSample(ctx(), user.token);
    const advanced = await advancedClauses(contractId, user.token);
    const cap = advanced.advancedClauses.find(
      (c: { category: string; subcategory: string }) =>
        c.category === "liability_cap" && c.subcategory === "their_liability_capped",
    );
    const amendment = await ctx().app.inject({
      method: "POST",
      url: `/api/contracts/${contractId}/messages/amendment`,
      headers: auth(user.token),
      payload: { clauseId: cap.id },
    });
    expect(amendment.statusCode).toBe(200);
    const text: string = amendment.json().text;
    // the sample caps only the supplier, at three months' fees: the reason and the wording agree
    expect(text).toContain(
      "we propose a cap of not less than the charges paid or payable in the 12 months before the claim, applying equally to each party",
    );
    expect(text).toMatch(/each party's total aggregate liability[^.]*twelve \(12\) months/);
    expect(text).not.toContain("three (3) months preceding the claim.\n");
  });

  it("names a missing clause as what it would add, and sends no market benchmark that could undercut the ask", async () => {
    const user = await createUser(ctx(), { companyName: "Northwind Trading Ltd" });
    await grantPremium(ctx(), user.profile.id);
    const { contractId } = await analysedSample(ctx(), user.token);
    const advanced = await advancedClauses(contractId, user.token);
    const warranty = advanced.advancedClauses.find(
      (c: { category: string; name: string }) => c.category === "warranty" && c.name === "No warranty",
    );
    const send = (kind: string) => messageText(contractId, user.token, kind, warranty.id);
    expect(await send("send-proposal")).toContain(
      "We would like to propose an addition to the contract: a warranty.",
    );
    const solution = await send("email-solution");
    expect(solution).toContain("We have one point on a warranty that we need to resolve before signing.");
    expect(solution).not.toContain("For reference");
    const email = await messageText(contractId, user.token, "negotiation-email");
    expect(email).toMatch(/\d+\. Warranty \(not covered by the contract\)/);
    expect(email).not.toMatch(/\d+\. No warranty/);
  });

  it("once a term is decided, sends only the decided changes, and says what is proposed in internal emails", async () => {
    const user = await createUser(ctx(), { companyName: "Northwind Trading Ltd" });
    await grantPremium(ctx(), user.profile.id);
    const { contractId, analysisId } = await analysedSample(ctx(), user.token);
    const proposed = "The Customer shall pay each invoice within forty-five (45) days of receipt.";
    const saved = await ctx().app.inject({
      method: "POST",
      url: "/api/term-decisions",
      headers: auth(user.token),
      payload: { analysisId, termType: "payment", decision: "propose", proposedText: proposed },
    });
    expect(saved.statusCode).toBe(200);
    const message = (kind: string) => messageText(contractId, user.token, kind);
    const email = await message("negotiation-email");
    expect(email).toContain(
      "We have reviewed it and propose the following change before we sign:\n\n1. Payment Terms",
    );
    expect(email).toContain(proposed);
    // the points the user has not decided are not sent: the redline and amendment proposal hold none
    expect(email).not.toMatch(/^2\. /m);
    expect(email).not.toContain("Other points");

    const summary = await message("issue-summary");
    expect(summary.startsWith("Hello,")).toBe(true);
    // the proposed wording ends its own sentence: no second full stop after the closing quotation mark
    expect(summary).toContain(`we propose new wording: "${proposed}"\n`);
    expect(summary).not.toContain(`"${proposed}".`);
    expect(await message("legal-review")).toContain(`we propose new wording: "${proposed}"\n`);
  });

  it("lists the sentences the decided wording deletes among the changes, and leaves no empty gap in a clause email", async () => {
    const user = await createUser(ctx(), { companyName: "Northwind Trading Ltd" });
    await grantPremium(ctx(), user.profile.id);
    const sections = sampleWithParagraph(
      "3. Termination",
      "3.2 The Customer may not terminate this Agreement before the end of the initial term.",
    );
    const { contractId, analysisId } = await analysedSample(ctx(), user.token, "Locked In.docx", sections);
    await ctx().app.inject({
      method: "POST",
      url: "/api/term-decisions",
      headers: auth(user.token),
      payload: { analysisId, termType: "cancellation", decision: "reject" },
    });
    const changes = await messageText(contractId, user.token, "negotiation-email");
    expect(changes).toMatch(/\d+\. Deletion \(clause 3\.2\)/);
    expect(changes).toContain(
      "We propose deleting this sentence, as it would contradict our proposed new clause on termination for convenience.",
    );

    const advanced = await advancedClauses(contractId, user.token);
    for (const finding of advanced.advancedClauses.filter(
      (c: { riskLevel: string }) => c.riskLevel !== "low",
    )) {
      const text = await messageText(contractId, user.token, "send-proposal", finding.id);
      expect(text, finding.name).not.toMatch(/\n\s*\n\s*\n/);
      expect(text, finding.name).not.toMatch(/an addition to the contract: (?:indemnity|no )/);
    }
  });
});
