import { describe, expect, it } from "vitest";
import { isNotApplicable } from "../../common/term-status";
import { termValueLines } from "../../common/term-values";
import { UK_SAAS, UK_SAAS_WITHOUT_EXIT, US_SERVICES } from "../fixtures";
import { analyseContract } from "../index";
import { contract, expectExact, orderForm } from "../test-helpers";
import { impliedTermMonths } from "./renewal";

describe("renewal terms", () => {
  it("reads automatic renewal, a 12-month renewal term and notice in months (3 months = 90 days)", () => {
    const text = UK_SAAS_WITHOUT_EXIT();
    const r = analyseContract(text).renewalTerms;
    expectExact(text, r);
    expect(r.autoRenewal).toBe(true);
    expect(r.renewalTermMonths).toBe(12);
    expect(r.noticePeriod).toBe(90);
    expect(r.favorabilityScore).toBe("red");
    expect(r.noticeWords).toBe("3 months'");
    expect(r.recommendation).toContain("3 months' notice to stop the automatic renewal");
  });

  it("reads 'shall not renew automatically' as no auto-renewal, shown as not applicable", () => {
    const r = analyseContract(US_SERVICES).renewalTerms;
    expectExact(US_SERVICES, r);
    expect(r.autoRenewal).toBe(false);
    expect(r.favorabilityScore).toBe("green");
    expect(isNotApplicable(r)).toBe(true);
  });

  it.each([
    [
      "1.1 The term is twelve months, extending automatically at the end of each term for another twelve months. Either party may stop the extension by telling the other at least 60 days before the term ends.",
      12,
      60,
    ],
    [
      "1.1 Initial Term: 24 months. Renewal: automatic 6-month renewals. Notice of non-renewal: 30 days before the end of the current term.",
      6,
      30,
    ],
  ])("reads automatic renewal in %s", (clause, months, days) => {
    const r = analyseContract(contract(clause)).renewalTerms;
    expect(r.autoRenewal).toBe(true);
    expect(r.renewalTermMonths).toBe(months);
    expect(r.noticePeriod).toBe(days);
  });

  it("reads the renewal of the agreement, not of an equipment rental inside it", () => {
    const t = contract(
      "1.1 The Hire Period of each Vehicle shall automatically renew at the end of each calendar month.\n\n1.2 The initial term of this Agreement is three years. Thereafter the term of this Agreement shall automatically renew for consecutive periods of two (2) years each unless either party gives 6 months' notice.",
    );
    const r = analyseContract(t).renewalTerms;
    expect(r.renewalTermMonths).toBe(24);
    expect(r.noticePeriod).toBe(180);
  });

  it("reads 'no auto-renewal' wording", () => {
    const t = contract(
      "1.1 This Agreement is for a fixed term of two years. There shall be no automatic renewal of this Agreement.",
    );
    expect(analyseContract(t).renewalTerms.autoRenewal).toBe(false);
  });

  it("reads US evergreen wording with one (1) year terms and sixty (60) days' notice", () => {
    const t = contract(
      "1.1 This Agreement shall automatically renew for successive one (1) year terms unless either party gives at least sixty (60) days' prior written notice of non-renewal.",
      { us: true },
    );
    const r = analyseContract(t).renewalTerms;
    expect(r.autoRenewal).toBe(true);
    expect(r.renewalTermMonths).toBe(12);
    expect(r.noticePeriod).toBe(60);
    expect(r.favorabilityScore).toBe("amber");
  });

  it("rates a short notice period green", () => {
    const t = contract(
      "1.1 The subscription renews automatically each month unless cancelled by either party on 14 days' notice.",
    );
    const r = analyseContract(t).renewalTerms;
    expect(r.autoRenewal).toBe(true);
    expect(r.noticePeriod).toBe(14);
    expect(r.favorabilityScore).toBe("green");
  });

  it("finds the notice in the sentence after the renewal", () => {
    const t = contract(
      "1.1 Thereafter this Agreement shall automatically renew for further periods of twelve months. Either party may give notice of non-renewal not less than ninety (90) days before the end of the then current term.",
    );
    const r = analyseContract(t).renewalTerms;
    expect(r.autoRenewal).toBe(true);
    expect(r.noticePeriod).toBe(90);
  });

  it("reports no renewal clause as not applicable", () => {
    const t = contract("1.1 This Agreement ends on 31 December 2025.");
    const r = analyseContract(t).renewalTerms;
    expect(r.found).toBe(false);
    expect(r.autoRenewal).toBeNull();
    expect(isNotApplicable(r)).toBe(true);
  });
});

describe("a contract that continues for further periods unless notice is given", () => {
  it("is an automatic renewal, with the window in which notice counts", () => {
    const a = analyseContract(
      contract(
        "2.1 After the minimum period of 48 months this agreement will continue for further periods of 12 months unless the Customer gives not more than 6 months' and not less than 3 months' written notice before the end of the period then running.",
      ),
    );
    expect(a.renewalTerms).toMatchObject({ autoRenewal: true, renewalTermMonths: 12, noticePeriod: 90 });
    expect(a.renewalTerms.summary).toContain(
      "notice counts only if given no earlier than 6 months before the end",
    );
    expect(a.renewalTerms.recommendation).toContain(
      "the window for giving it, which opens 6 months before the end",
    );
    expect(a.renewalTerms.proposal).toContain("with notice valid whenever it is given before then");
  });
});

describe("a contract with no term at all", () => {
  it("does not call purchase conditions a fixed term", () => {
    const a = analyseContract(
      contract("1.1 These conditions apply to every order the Customer places with the Supplier."),
    );
    expect(a.renewalTerms.summary).toBe(
      "No renewal provision found: the contract states no term that could renew.",
    );
  });

  it("does not call a contract that continues in perpetuity a fixed term, and asks for a way out", () => {
    const a = analyseContract(contract("2.1 This Agreement shall continue in perpetuity."));
    expect(a.renewalTerms.summary).toBe(
      "No renewal provision found: the contract states no term that could renew.",
    );
    expect(a.renewalTerms.summary).not.toMatch(/fixed term/);
    expect(a.cancellationTerms.noTerm).toBe(true);
    expect(a.cancellationTerms.recommendation).toMatch(/^The contract has no end date/);
  });
});

describe("automatic renewal in other common wordings", () => {
  it.each([
    [
      "2.1 At the end of the Initial Term this Agreement will be extended for a further year unless the Customer notifies the Supplier in writing at least two months before.",
      12,
      60,
    ],
    [
      "2.1 The subscription renews each year on the anniversary of the start date. To cancel, the Customer must tell the Supplier at least 45 days before the renewal date.",
      12,
      45,
    ],
    [
      "2.1 Unless either party serves notice of non-renewal no later than three months before expiry, this Agreement shall roll over for a further twelve months.",
      12,
      90,
    ],
    [
      "2.1 This Agreement runs for two years and is then renewed tacitly for successive periods of one year unless a party gives 60 days' notice before expiry.",
      12,
      60,
    ],
    [
      "2.1 If neither party gives at least three months' notice before the end of a contract year, this Agreement shall continue in force for a further year, and so on from year to year.",
      12,
      90,
    ],
  ])("%s", (clause, months, days) => {
    const a = analyseContract(contract(clause));
    expect(a.renewalTerms).toMatchObject({
      autoRenewal: true,
      renewalTermMonths: months,
      noticePeriod: days,
    });
  });
});

describe("renewal period stated without a number", () => {
  it("reads each year, an additional month and quarter to quarter", () => {
    expect(
      impliedTermMonths("this agreement renews automatically each year unless either party objects"),
    ).toBe(12);
    expect(impliedTermMonths("the service then continues automatically for an additional month")).toBe(1);
    expect(impliedTermMonths("it rolls over from quarter to quarter")).toBe(3);
    expect(impliedTermMonths("this agreement renews automatically")).toBeNull();
  });

  it("gives the renewal term of an automatic renewal with no figure", () => {
    const text = contract(
      "2.1 This Agreement shall renew automatically each year unless either party gives 60 days' written notice before the end of the current year.",
    );
    const r = analyseContract(text).renewalTerms;
    expect(r.autoRenewal).toBe(true);
    expect(r.renewalTermMonths).toBe(12);
  });
});

describe("renewals the user chooses are still renewals", () => {
  const ofText = (body: string) => analyseContract(contract(body)).renewalTerms;
  const quoted = (body: string, r: { evidence?: Array<{ start: number; end: number }> }) =>
    (r.evidence ?? []).map((e) => contract(body).slice(e.start, e.end));

  it("shows an option to extend for a stated term even where the contract says it does not renew automatically", () => {
    const body =
      "2.1 This Agreement runs for three years from the Start Date and shall not renew automatically.\n\n2.2 The Customer shall have the option to extend this Agreement for one further period of 24 months by giving written notice before the end of the third year.";
    const r = ofText(body);
    expect(r.autoRenewal).toBe(false);
    expect(r.renewalTermMonths).toBe(24);
    expect(r.summary).toContain("Renewal only if you choose (for 2 years)");
    expect(quoted(body, r)[0]).toMatch(/^2\.2 The Customer shall have the option to extend/);
  });

  it("reads a first term that does not renew followed by terms that do as automatic renewal", () => {
    const body =
      "3.1 The Initial Term shall not be renewed automatically; it may only be extended by a signed variation.\n\n3.2 After any such extension, this Agreement shall renew automatically for successive periods of 12 months unless either party gives at least 60 days' notice of non-renewal.";
    const r = ofText(body);
    expect(r.autoRenewal).toBe(true);
    expect(r.renewalTermMonths).toBe(12);
    expect(r.noticePeriod).toBe(60);
    expect(quoted(body, r)[0]).toMatch(/^3\.2 After any such extension/);
  });

  it("shows one party's right to renew, but not a joint choice the parties may make", () => {
    const unilateral = ofText(
      "4.1 This Agreement expires on its fifth anniversary. The Licensee shall have the right to renew this Agreement on the same terms by notice given before expiry.",
    );
    expect(unilateral.evidence?.length).toBeGreaterThan(0);
    const mutual = ofText(
      "4.1 This Agreement expires on its fifth anniversary. The parties may mutually agree in writing to extend this Agreement.",
    );
    expect(mutual.evidence ?? []).toEqual([]);
  });

  it("reads 'Thereafter it shall renew automatically for successive one-year periods' as auto-renewal", () => {
    const r = analyseContract(
      "2. Term. The Services start on 1 June 2026 and run for twelve months. Thereafter it shall renew automatically for successive one-year periods unless the Customer gives at least 45 days' written notice of non-renewal.",
    ).renewalTerms;
    expect(r.autoRenewal).toBe(true);
    expect(r.renewalTermMonths).toBe(12);
    expect(r.noticePeriod).toBe(45);
  });

  it.each([
    "Thereafter it shall renew for successive one-year periods unless either party gives notice of non-renewal at least 90 days before the end of the then-current term.",
    "After that the Agreement will be renewed for successive twelve (12) month terms unless either party gives at least 90 days' notice of non-renewal.",
    "It shall then continue for successive 12-month periods until either party gives at least 90 days' notice that it is to end.",
  ])("reads a renewal for successive periods of a stated length, without 'automatically': %s", (clause) => {
    const r = analyseContract(
      `2. Term. This Agreement runs for an initial period of three years from the Effective Date. ${clause}`,
    ).renewalTerms;
    expect(r.autoRenewal).toBe(true);
    expect(r.renewalTermMonths).toBe(12);
    expect(r.noticePeriod).toBe(90);
  });

  it("reads a contract 'tacitly extended for one year at a time' unless cancelled as auto-renewal", () => {
    const r = analyseContract(
      "2. Term. This Agreement shall be valid for five years. Unless one of the parties cancels it by registered letter at least six months before it expires, it shall be tacitly extended for one year at a time.",
    ).renewalTerms;
    expect(r.autoRenewal).toBe(true);
    expect(r.renewalTermMonths).toBe(12);
    expect(r.noticePeriod).toBe(180);
  });

  it("reads a renewal 'for periods equal to the expiring term' as the length of the first term", () => {
    const r = analyseContract(
      "2. Term. The Subscription Term is 24 months from the Start Date. Subscriptions renew for successive periods equal to the expiring Subscription Term unless either party gives notice of non-renewal at least 30 days before the end of the current Subscription Term.",
    ).renewalTerms;
    expect(r.autoRenewal).toBe(true);
    expect(r.renewalTermMonths).toBe(24);
    expect(r.noticePeriod).toBe(30);
  });

  it("reads an option to renew the maintenance for further one-year periods as a renewal by choice", () => {
    const r = analyseContract(
      "5. Maintenance. The Supplier shall maintain the Software for one year from acceptance. After that, the Customer may, at its option, renew maintenance for subsequent periods of one (1) year each.",
    ).renewalTerms;
    expect(r.autoRenewal).toBe(false);
    expect(r.renewalTermMonths).toBe(12);
    expect(r.summary).toMatch(/^Renewal only if you choose \(for 1 year\)/);
  });

  it("says whose choice an extension is, and asks the side that cannot choose for an extension by agreement", () => {
    const body =
      'This Agreement is made on 1 May 2025 between Tern Cloud Ltd (the "Supplier") and Wren Foods Ltd (the "Customer").\n\n2.2 The Supplier may, at its option, renew this Agreement for a further term of two years by notice to the Customer.';
    const customer = analyseContract(body, { side: "customer" }).renewalTerms;
    expect(customer.summary).toMatch(/^Renewal only if the Supplier chooses \(for 2 years\)/);
    expect(customer.favorabilityScore).toBe("amber");
    expect(customer.recommendation).toMatch(/^Only the other side can choose to extend/);
    expect(customer.proposal).toBe(
      "Clause 2.2 lets the Supplier alone extend the contract; we propose that any extension needs the agreement of both parties.",
    );
    const supplier = analyseContract(body, { side: "supplier" }).renewalTerms;
    expect(supplier.summary).toMatch(/^Renewal only if you choose/);
    expect(supplier.favorabilityScore).toBe("green");
    expect(supplier.proposal ?? null).toBeNull();
    const held = analyseContract(
      body.replace("The Supplier may, at its option, renew", "The Customer may, at its option, renew"),
      {
        side: "supplier",
      },
    ).renewalTerms;
    expect(held.recommendation).toMatch(/^Only the customer can choose to extend/);
    expect(held.proposal).toMatch(/lets the Customer alone extend the contract; we propose/);
  });

  it("an extension that needs the other side's agreement is no one side's choice", () => {
    const r = analyseContract(
      'This Agreement is made on 1 May 2025 between Tern Cloud Ltd (the "Supplier") and Wren Foods Ltd (the "Customer").\n\n2.2 Either party may extend this Agreement for a further year with the written agreement of the other.',
    ).renewalTerms;
    expect(r.summary).toMatch(/^Renewal only by choice \(for 1 year\)/);
    expect(r.favorabilityScore).toBe("green");
  });

  it("takes the renewal period, not the initial term, from a sentence that states both", () => {
    const a = analyseContract(
      "3. Duration. This Agreement starts on 1 June 2026, lasts for an initial term of eighteen (18) months and shall then renew for successive periods of one (1) month until terminated by either party on 30 days' written notice.",
    );
    expect(a.renewalTerms.autoRenewal).toBe(true);
    expect(a.renewalTerms.renewalTermMonths).toBe(1);
    expect(a.keyData.termMonths).toBe(18);
    expect(a.keyData.renewalPeriodMonths).toBe(1);
  });

  it("does not take the time allowed to object to a renewal as the renewal term", () => {
    const a = analyseContract(
      contract(
        "1.1 Unless the Customer tells the Supplier in writing within a period of two (2) months following the renewal reminder that it does not wish to renew, this Agreement shall automatically renew at the end of the Initial Term.",
      ),
    );
    expect(a.renewalTerms.autoRenewal).toBe(true);
    expect(a.renewalTerms.renewalTermMonths).toBeNull();
  });

  it("reads a scanned 'one (I) year' renewal term", () => {
    const a = analyseContract(
      contract(
        "1.1 This Agreement shall automatically renew for successive one (I) year terms unless either party gives notice at least 90 days before the end of the then-current term.",
      ),
    );
    expect(a.renewalTerms.renewalTermMonths).toBe(12);
  });

  it("does not take the supplier's renewal reminder as the notice the customer must give", () => {
    const a = analyseContract(
      contract(
        "1.1 The Supplier shall send the Customer a written renewal reminder at least six (6) months before the end of the Initial Term. 1.2 Unless the Customer objects in writing within one (1) month of the reminder, this Agreement shall automatically renew for a further twelve (12) months.",
      ),
    );
    expect(a.renewalTerms.autoRenewal).toBe(true);
    expect(a.renewalTerms.renewalTermMonths).toBe(12);
    expect(a.renewalTerms.noticePeriod).toBeNull();
  });
});

describe("more ways of writing an automatic renewal", () => {
  it("reads 'will continue from year to year unless notice is given' as renewing yearly", () => {
    const r = analyseContract(
      contract(
        "2.1 The Agreement will continue from year to year unless either party gives at least two months' written notice before the anniversary of the Start Date.",
      ),
    ).renewalTerms;
    expect(r).toMatchObject({ autoRenewal: true, renewalTermMonths: 12, noticePeriod: 60 });
  });

  it("reads a renewal whose 'unless' comes first", () => {
    const r = analyseContract(
      contract(
        "2.1 Unless the Customer tells the Supplier in writing at least 60 days before the end of the Minimum Term that it does not wish to continue, the Agreement will be extended for a further 12 months.",
      ),
    ).renewalTerms;
    expect(r).toMatchObject({ autoRenewal: true, renewalTermMonths: 12, noticePeriod: 60 });
  });

  it("takes the renewal period from 'renews on a monthly basis', not from the first term", () => {
    const r = analyseContract(
      contract(
        "2.1 This Agreement runs for 24 months from the Start Date and shall then renew automatically on a monthly basis unless either party gives 30 days' notice.",
      ),
    ).renewalTerms;
    expect(r).toMatchObject({ autoRenewal: true, renewalTermMonths: 1, noticePeriod: 30 });
  });

  it("reads 'shall be extended automatically by one year at a time' as a yearly renewal", () => {
    const r = analyseContract(
      contract(
        "2.1 The term of this Agreement is three years and shall be extended automatically by one year at a time, unless it is terminated by either party with three months' notice to the end of the respective term.",
      ),
    ).renewalTerms;
    expect(r).toMatchObject({ autoRenewal: true, renewalTermMonths: 12, noticePeriod: 90 });
  });
});

describe("renewal written as an extension 'at a time', or from year to year", () => {
  it("reads 'will be extended by one year at a time, unless ... notice ... sixty days before expiry'", () => {
    const a = analyseContract(
      contract(
        "2.1 This Agreement shall continue for two years. Upon expiry of the initial term, this Agreement will be extended by one year at a time, unless one of the parties gives notice to the contrary no later than sixty days before expiry.",
      ),
    );
    expect(a.renewalTerms).toMatchObject({ autoRenewal: true, renewalTermMonths: 12, noticePeriod: 60 });
  });

  it("gives a contract that continues 'from year to year' after its first term a twelve-month period", () => {
    const a = analyseContract(
      contract(
        "2.1 This Agreement shall continue for two years and shall thereafter continue from year to year unless and until terminated by either party giving not less than 120 days' prior written notice.",
      ),
    );
    expect(a.renewalTerms).toMatchObject({ autoRenewal: true, renewalTermMonths: 12, noticePeriod: 120 });
  });
});

describe("the notice to stop a renewal in the next sentence", () => {
  it("quotes 'To prevent renewal, a party must notify the other ... three months before the renewal date'", () => {
    const notice =
      "To prevent renewal, a party must notify the other in writing no later than three months before the renewal date.";
    const text = contract(
      `2.1 This Agreement shall continue for two years and shall renew automatically for successive one-year periods. ${notice}`,
    );
    const a = analyseContract(text);
    expect(a.renewalTerms.noticePeriod).toBe(90);
    const quoted = (a.cuadSpans["Notice Period To Terminate Renewal"] ?? []).map((s) =>
      text.slice(s.start, s.end),
    );
    expect(quoted).toContain(notice);
  });
});

describe("renewal in plain words, with its notice a few clauses later", () => {
  const noticeQuoted = (text: string) => {
    const a = analyseContract(text);
    return {
      renewal: a.renewalTerms,
      quoted: (a.cuadSpans["Notice Period To Terminate Renewal"] ?? []).map((s) =>
        text.slice(s.start, s.end),
      ),
    };
  };

  it("reads 'renews each year unless the Customer tells the Supplier in writing, no later than 60 days before'", () => {
    const clause =
      "2.1 This Agreement runs for 12 months and renews each year unless the Customer tells the Supplier in writing, no later than 60 days before the renewal date, that it does not wish to renew.";
    const r = noticeQuoted(contract(clause));
    expect(r.renewal).toMatchObject({ autoRenewal: true, renewalTermMonths: 12, noticePeriod: 60 });
    expect(r.quoted).toEqual([clause]);
  });

  it("reads notice given before 'the end of the then-current Subscription Term' in a later clause", () => {
    const notice =
      "2.5 Notice of non-renewal must be given in writing at least forty-five (45) days prior to the end of the then-current Subscription Term.";
    const r = noticeQuoted(
      contract(
        `2.1 The Subscription Term is 12 months and renews automatically for successive 12-month Subscription Terms.\n\n2.2 The Customer shall name an administrator.\n\n2.3 The Supplier shall answer support requests by email.\n\n2.4 The Customer shall keep its passwords secret.\n\n${notice}`,
      ),
    );
    expect(r.renewal.noticePeriod).toBe(45);
    expect(r.quoted).toContain(notice);
  });
});

describe("a fixed term with no renewal", () => {
  it("gives the end date on screen as DD/MM/YYYY", () => {
    const a = analyseContract(
      contract("2.1 This Agreement shall continue until 31 March 2029 and shall then expire."),
    );
    expect(a.renewalTerms.summary).toBe(
      "No renewal provision found: fixed term only, the contract ends on 31/03/2029 (clause 2.1).",
    );
  });
});

describe("where the notice to stop a renewal is stated", () => {
  const supply = (term: string) =>
    `SUPPLY AGREEMENT\n\nThis Agreement is made on 1 March 2026 between Kestrel Print Limited (the "Supplier") and Ouse Valley Books Limited (the "Customer").\n\n14. TERM\n\n${term}\n`;

  it("names the clause of a notice stated in another sentence, and the card shows it beside the notice", () => {
    const a = analyseContract(
      supply(
        "14.1 This Agreement shall continue for an initial term of two years and shall then renew automatically for successive periods of one year.\n\n14.2 Either party may prevent a renewal by giving the other not less than 180 days' written notice before the end of the current term.",
      ),
    );
    expect(a.renewalTerms.excerpt.startsWith("14.1")).toBe(true);
    expect(a.renewalTerms.noticePeriod).toBe(180);
    expect(a.renewalTerms.noticeClause).toBe("clause 14.2");
    expect(termValueLines(a, "renewal")).toContain("Auto-renews: yes, 180 days' notice (clause 14.2)");
  });

  it("names no clause when the clause found around the notice is headed as another topic", () => {
    const a = analyseContract(
      `${supply("14.1 This Agreement shall continue for an initial term of two years and shall then renew automatically for successive periods of one year.")}\n9. GENERAL\n\n(b)\n\nWarranties by Supplier.\n\nThe Supplier warrants that the Products will be of satisfactory quality.   Termination.\n\nEither party may terminate this Agreement at the expiry of its term or any renewal term on 60 days' written notice.\n`,
    );
    expect(a.renewalTerms.noticePeriod).toBe(60);
    expect(a.renewalTerms.noticeClause).toBeUndefined();
    expect(termValueLines(a, "renewal")[0]).toBe("Auto-renews: yes, 60 days' notice");
  });

  it("names no clause when the quoted sentence states the notice itself", () => {
    const a = analyseContract(
      supply(
        "14.1 This Agreement shall renew automatically for successive periods of one year unless either party gives 90 days' written notice before the end of the current term.",
      ),
    );
    expect(a.renewalTerms.noticePeriod).toBe(90);
    expect(a.renewalTerms.noticeClause).toBeUndefined();
    expect(termValueLines(a, "renewal")[0]).toBe("Auto-renews: yes, 90 days' notice");
  });
});

describe("where a fixed term's end is stated", () => {
  const print = (term: string) =>
    `PRINT AGREEMENT\n\nThis Agreement is made on 9 March 2026 between Kestrel Print Limited (the "Supplier") and Ouse Valley Books Limited (the "Client").\n\n${term}\n\n3. FEES\n\n3.1 The Client shall pay each invoice within 30 days of receipt.\n`;

  it("names the clause beside the end date of a term that does not renew", () => {
    const a = analyseContract(
      print(
        "2. TERM\n\n2.1 In the absence of earlier termination, this Agreement shall continue for two years and six months from the date hereof.",
      ),
    );
    expect(a.renewalTerms.summary).toBe(
      "No renewal provision found: fixed term only, the contract ends on 08/09/2028 (clause 2.1).",
    );
    expect(isNotApplicable(a.renewalTerms)).toBe(true);
  });

  it("names no clause when the term sentence starts with a clause number the reading missed", () => {
    const a = analyseContract(
      print(
        "2. LIABILITY\n\n2.7 Nothing in this Agreement limits liability for fraud.     15. Duration of Agreement     This Agreement shall continue for three years from the date hereof.",
      ),
    );
    expect(a.renewalTerms.summary).toBe(
      "No renewal provision found: fixed term only, the contract ends on 08/03/2029.",
    );
  });
});

describe("a contract that continues 'from year to year'", () => {
  it.each([
    "3.1 This Agreement continues from year to year unless either party gives three months' notice before the anniversary of the date of this Agreement.",
    "3.1 This Agreement shall continue for two years and thereafter from year to year unless terminated by either party giving three months' notice.",
    "3.1 This Agreement shall continue for an initial period of one year and shall then continue from year to year until terminated by either party on three months' notice.",
  ])("renews a year at a time on three months' notice: '%s'", (clause) => {
    const r = analyseContract(contract(clause)).renewalTerms;
    expect(r).toMatchObject({ autoRenewal: true, renewalTermMonths: 12, noticePeriod: 90 });
    expect(r.summary).toBe("Renews automatically for 1 year at a time; 3 months' notice needed to stop it.");
  });

  it("runs a rolling contract with no first term until either side ends it", () => {
    const a = analyseContract(
      contract(
        "3.1 This Agreement is a rolling monthly contract. Either party may end it on 30 days' written notice.",
      ),
    );
    expect(a.renewalTerms.summary).toBe(
      "No renewal: no end date was found, and the contract runs until one side ends it on notice.",
    );
    expect(a.expirationDate).toMatchObject({ value: null });
  });
});

it("reads 'prolonged automatically' as an automatic renewal of its own length", () => {
  const r = analyseContract(
    contract(
      "3.1 This Agreement shall be valid for two years and shall be prolonged automatically for one year each time unless one of the parties terminates it with 3 months' notice before expiry.",
    ),
  ).renewalTerms;
  expect(r).toMatchObject({ autoRenewal: true, renewalTermMonths: 12, noticePeriod: 90 });
});

describe("renewal in a key-details table", () => {
  const form = (rows: string) => orderForm(`Minimum Term\t24 months\n${rows}`);
  const renewalOf = (rows: string) => analyseContract(form(rows)).renewalTerms;

  it.each([
    ["Auto-renewal\tYes, for further 12-month periods", 12, null],
    ["Renewal | Automatic for successive periods of 6 months", 6, null],
    ["Renewal: Automatically renews annually unless cancelled 90 days before renewal", 12, 90],
    ["Automatic renewal\t12 months", 12, null],
  ])("reads '%s' as an automatic renewal", (row, months, notice) => {
    const r = renewalOf(row);
    expect(r.autoRenewal).toBe(true);
    expect(r.renewalTermMonths).toBe(months);
    expect(r.noticePeriod).toBe(notice);
  });

  it.each(["Auto-renewal\tNo", "Renewal | None", "Renewal: by mutual agreement only"])(
    "reads '%s' as no automatic renewal",
    (row) => {
      expect(renewalOf(row).autoRenewal).toBe(false);
    },
  );

  it("takes the notice to stop the renewal from its own row", () => {
    const r = renewalOf(
      "Auto-renewal\tYes, for further 12-month periods\nCancellation notice | 3 months before the renewal date",
    );
    expect(r.autoRenewal).toBe(true);
    expect(r.noticePeriod).toBe(90);
  });
});

describe("renewal stated without the word 'automatically'", () => {
  it.each([
    [
      "1.1 The Agreement runs for an initial term of two years. Thereafter it renews for further periods of one year.",
      12,
      null,
    ],
    [
      "1.1 At the end of the initial term of 24 months, the Agreement shall roll over for a further six months unless terminated on two months' notice.",
      6,
      60,
    ],
  ])("reads '%s' as an automatic renewal", (body, months, notice) => {
    const r = analyseContract(contract(body)).renewalTerms;
    expect(r.autoRenewal).toBe(true);
    expect(r.renewalTermMonths).toBe(months);
    expect(r.noticePeriod).toBe(notice);
  });

  it("does not read 'may renew ... by agreement' as automatic", () => {
    const r = analyseContract(
      contract(
        "1.1 The Agreement runs for two years and may renew for further periods of one year by agreement.",
      ),
    ).renewalTerms;
    expect(r.autoRenewal).not.toBe(true);
  });
});

describe("the notice to stop a renewal, from its own key-details row", () => {
  const form = (rows: string) =>
    orderForm(`Minimum Term\t24 months\nAuto-renewal\tYes, for further 12-month periods\n${rows}`);

  it.each([
    ["Non-renewal notice: 60 days", 60],
    ["Notice period\t3 months", 90],
    ["Notice | 30 days", 30],
  ])("reads '%s'", (row, days) => {
    expect(analyseContract(form(row)).renewalTerms.noticePeriod).toBe(days);
  });

  it("does not take a notice row for a right to leave early", () => {
    expect(analyseContract(form("Notice period\t3 months")).cancellationTerms.forConvenience).toBeFalsy();
  });
});

describe("a notice to change the price is not the notice to stop the renewal", () => {
  const renewing =
    "2.1 This Agreement runs for two years from its date and then renews automatically for further periods of one year.";
  const noticeOf = (clause: string) => {
    const text = contract(`${renewing}\n\n${clause}`);
    const r = analyseContract(text).renewalTerms;
    const quoted = (analyseContract(text).cuadSpans["Notice Period To Terminate Renewal"] ?? []).map((s) =>
      text.slice(s.start, s.end),
    );
    return { days: r.noticePeriod, quoted };
  };

  it("ignores a price rise announced before each renewal", () => {
    const clause = "2.2 The Supplier may raise the Charges on 60 days' notice before each renewal.";
    expect(noticeOf(clause)).toEqual({ days: null, quoted: [] });
  });

  it("takes the notice to end, not the notice of new prices, from one sentence", () => {
    const clause =
      "2.2 The Supplier may revise its fees by giving 90 days' notice before the renewal date; the Customer may then terminate on 30 days' notice before the renewal date.";
    expect(noticeOf(clause)).toEqual({ days: 30, quoted: [clause] });
  });

  it("reads a notice given by email", () => {
    const clause =
      "2.2 The Customer can stop the renewal by emailing the Supplier at least 30 days before the renewal date.";
    expect(noticeOf(clause)).toEqual({ days: 30, quoted: [clause] });
  });

  it("reads a notice given by telling the other party in writing", () => {
    const clause =
      "2.2 If the Customer does not wish to renew, it must tell the Supplier in writing not less than 45 days before the renewal date.";
    expect(noticeOf(clause)).toEqual({ days: 45, quoted: [clause] });
  });
});

describe("the notice to stop a renewal, stated in a later clause", () => {
  it("is not the cure period of the termination-for-breach clause that follows the renewal", () => {
    const body = [
      "2.1 This Agreement shall continue for an initial term of twelve (12) months, and shall then renew automatically for successive periods of twelve (12) months.",
      "3. Termination",
      "3.1 Either party may terminate this Agreement immediately by written notice if the other party commits a material breach which is not remedied within thirty (30) days of notice.",
      "8. Notices",
      "8.1 Either party may prevent the renewal of this Agreement by giving the other not less than ninety (90) days' written notice before the end of the then-current term.",
    ].join("\n\n");
    const text = contract(body);
    const r = analyseContract(text).renewalTerms;
    expect(r).toMatchObject({ autoRenewal: true, noticePeriod: 90, noticeClause: "clause 8.1" });
    expect((r.noticeEvidence ?? []).map((e) => text.slice(e.start, e.end))).toEqual([
      "8.1 Either party may prevent the renewal of this Agreement by giving the other not less than ninety (90) days' written notice before the end of the then-current term.",
    ]);
  });
});

describe("a renewal notice longer than the customer's notice to leave at any time", () => {
  it("does not hold the customer, and says so on both sides", () => {
    const r = (side: "customer" | "supplier") => analyseContract(UK_SAAS, { side }).renewalTerms;
    expect(r("customer")).toMatchObject({ favorabilityScore: "green", noticePeriod: 90 });
    expect(r("customer").summary).toBe(
      "Renews automatically for 1 year at a time; 3 months' notice needed to stop it; you may also end the contract at any time on 30 days' notice (see the cancellation term).",
    );
    expect(r("customer").recommendation).toBe(
      "You can end the contract at any time on 30 days' notice (see the cancellation term), so the 3 months' notice to stop the renewal does not hold you to another period. Nothing to change.",
    );
    expect(r("supplier").recommendation).toContain("the renewal does not hold it to another period");
  });
});

describe("a term that does not renew", () => {
  it("gives no renewal period, so the card does not say it renews for the term's length", () => {
    const a = analyseContract(
      contract(
        '4.1 This Agreement shall commence on the Effective Date and continue for a period of two (2) years (the "Initial Term"), and shall not renew unless the parties agree in writing.',
        { us: true },
      ),
    );
    expect(a.renewalTerms.autoRenewal).toBe(false);
    expect(a.renewalTerms.renewalTermMonths).toBeNull();
    expect(termValueLines(a, "renewal").join("\n")).not.toMatch(/Renews for/);
  });
});

describe("each side with its own notice to stop the renewal", () => {
  const text = contract(
    "2.2 This Agreement shall renew automatically for further periods of twelve months unless the Customer gives the Supplier at least thirty (30) days' written notice before the end of the current term. The Supplier may only prevent a renewal by giving the Customer not less than six (6) months' written notice before the end of the current term.",
  );

  it("tells a supplier its own, longer notice and asks for the same notice from both sides", () => {
    const r = analyseContract(text, { side: "supplier" }).renewalTerms;
    expect(r).toMatchObject({ noticePeriod: 180, otherNoticePeriod: 30, favorabilityScore: "red" });
    expect(r.summary).toBe(
      "Renews automatically for 1 year at a time; you must give 6 months' notice to stop it; the customer needs only 30 days' notice.",
    );
    expect(r.proposal).toBe(
      "Clause 2.2 requires 6 months' notice from us to prevent a renewal but only 30 days' notice from the Customer; we propose that either party may prevent a renewal by giving 90 days' written notice before the end of the current term.",
    );
  });

  it("keeps the customer's own 30 days for a customer", () => {
    const r = analyseContract(text, { side: "customer" }).renewalTerms;
    expect(r.noticePeriod).toBe(30);
    expect(r.summary).toBe("Renews automatically for 1 year at a time; 30 days' notice needed to stop it.");
  });
});

describe("a renewal notice the body leaves to a schedule", () => {
  const body = (renewal: string, rows: string) =>
    `WINDOW CLEANING AGREEMENT\n\nThis Agreement is made between Clearpane Services Limited (the "Contractor") and Holm Dental Practice Limited (the "Client").\n\n1. SERVICES\n1.1 The Contractor shall clean the windows of the Premises each month.\n\n2. TERM\n2.1 This Agreement starts on the Start Date and lasts for the Initial Period stated in the Schedule.\n2.2 ${renewal}\n\n3. PAYMENT\n3.1 The Client shall pay each invoice within 30 days.\n\nSCHEDULE\nStart Date\t1 June 2026\nInitial Period\t12 months\nNotice address\t4 Mill Lane, Leeds\n${rows}\n`;

  it("reads the notice row and shows it as the sentence the notice comes from", () => {
    const text = body(
      "Once the Initial Period ends this Agreement carries on for successive periods of twelve months unless either party serves notice of the length specified in the Schedule before the end of the then current period.",
      "Notice period\tsixty (60) days",
    );
    const r = analyseContract(text).renewalTerms;
    expect(r.autoRenewal).toBe(true);
    expect(r.noticePeriod).toBe(60);
    expect(r.summary).not.toMatch(/not stated/);
    expect(r.noticeSentence && text.slice(r.noticeSentence.start, r.noticeSentence.end)).toBe(
      "Notice period\tsixty (60) days",
    );
    const spans = analyseContract(text).cuadSpans["Notice Period To Terminate Renewal"] ?? [];
    expect(spans.map((s) => text.slice(s.start, s.end))).toContain("Notice period\tsixty (60) days");
  });

  it("reads a 'Notice to terminate' row", () => {
    const text = body(
      "After the Initial Period this Agreement continues from year to year until either party gives notice of the period set out in the Schedule, to expire at the end of a year.",
      "Notice to terminate\t3 months",
    );
    const r = analyseContract(text).renewalTerms;
    expect(r.noticePeriod).toBe(90);
    expect(r.summary).toContain("3 months' notice");
  });

  it("reads the row a renewal names ('the period stated against \"Notice period\" in the Schedule')", () => {
    const text = body(
      'After the Initial Period this Agreement renews automatically for successive periods of twelve months unless either party gives written notice of at least the period stated against "Notice period" in the Schedule.',
      "Notice period\tNot less than two (2) months' written notice",
    );
    expect(analyseContract(text).renewalTerms.noticePeriod).toBe(60);
  });

  it("leaves a notice row alone when the renewal does not point to the schedule", () => {
    const text = body(
      "Once the Initial Period ends this Agreement carries on for successive periods of twelve months unless ended by agreement.",
      "Notice period\tsixty (60) days",
    );
    expect(analyseContract(text).renewalTerms.noticePeriod).toBeNull();
  });
});

describe("a renewing service inside a supplier's own terms of business", () => {
  const TERMS = [
    "BRIGHTWEB LIMITED – TERMS OF BUSINESS",
    'These terms are made between Brightweb Limited ("we", "us") and the client named in the Quote ("you").',
    "5. HOSTING",
    "5.1 We will host your site for an initial period of twelve (12) months from launch.",
    "5.2 Hosting renews automatically for further periods of twelve (12) months unless you tell us in writing at least sixty (60) days before the renewal date that you do not wish to renew.",
  ].join("\n");

  it("reads the hosting renewal as the contract's renewal and names the hosting", () => {
    const r = analyseContract(TERMS, { side: "supplier", ownCompanyName: "Brightweb Limited" }).renewalTerms;
    expect(r.autoRenewal).toBe(true);
    expect(r.renewalTermMonths).toBe(12);
    expect(r.noticePeriod).toBe(60);
    expect(r.summary).toBe(
      "Hosting renews automatically for 1 year at a time; 60 days' notice needed to stop it.",
    );
    expect(r.recommendation).toContain("the hosting carries on unless 60 days' notice is given");
  });
});
