import { describe, expect, it } from "vitest";
import { analyseContract } from "./index";

/** Standard terms written to "you" by "we": the writer supplies, the reader buys. */
const TERMS = `TERMS OF BUSINESS

These terms are an agreement between Copperbeech Cloud Ltd, a company registered in England and Wales under number 01234567 ("we", "us" or "our") and the business that orders our service ("you" or "your").

1. Paying us
1.1 You will pay the subscription fee of £45 per month plus VAT by card in advance.
1.2 We may change our prices by giving you at least 30 days' notice. If you do not agree to a new price, you may cancel before it takes effect.

2. How long these terms last
2.1 Your subscription renews automatically each month until you or we cancel it.
2.2 You may cancel at any time from your account page, and cancellation takes effect at the end of the current month.
2.3 We may end your subscription by giving you 60 days' notice.

3. Liability
3.1 Our total liability to you in any year is limited to the fees you paid us in that year.
3.2 We are not liable for any loss of profits or goodwill.`;

describe("terms written in the first person", () => {
  const a = analyseContract(TERMS);
  const finding = (category: string) => a.advancedClauses.find((c) => c.category === category && !c.missing);

  it("reads 'we' as the supplier and names it as the vendor", () => {
    expect(a.parties.supplier?.name).toBe("Copperbeech Cloud Ltd");
    expect(a.keyData.vendor).toBe("Copperbeech Cloud Ltd");
  });

  it("reads who may leave, and on what notice, from 'you' and 'we'", () => {
    expect(a.cancellationTerms.summary).toBe(
      "Either party may end the contract without giving a reason: you at any time, the supplier on 60 days' notice.",
    );
    expect(a.renewalTerms).toMatchObject({
      autoRenewal: true,
      noticePeriod: null,
      favorabilityScore: "green",
    });
    expect(a.renewalTerms.summary).toContain("until cancelled");
    expect(a.renewalTerms.proposal).toBeNull();
  });

  it("reads 'our liability' and 'we are not liable' as the supplier's protection", () => {
    expect(finding("liability_cap")?.subcategory).toBe("their_liability_capped");
    expect(finding("liability_cap")?.whyItMatters).toContain("the fees paid in a year");
    expect(finding("liability_exclusions")?.whyItMatters).toBe(
      "Only the supplier is protected from claims for indirect losses and lost profits; you are not.",
    );
  });

  it("reads a price change the customer may walk away from, and card payment in advance", () => {
    expect(finding("price_changes")).toMatchObject({
      subcategory: "unilateral_change",
      risk_level: "medium",
    });
    expect(a.paymentTerms.timing).toEqual({ when: "advance", collectedBy: "card" });
  });

  it("never writes 'we' or 'you' as a party's name in text for the other side", () => {
    const proposals = [a.paymentTerms.proposal, ...a.advancedClauses.map((c) => c.proposal)].filter(Boolean);
    expect(proposals.length).toBeGreaterThan(0);
    for (const p of proposals) expect(p).not.toMatch(/\bthe (?:we|you)\b|\byou pays\b|\bwe pays\b/i);
  });
});

describe("standard terms that do not name the customer", () => {
  const terms = `TERMS OF SERVICE

These terms are an agreement between Wagtail Metrics Ltd ("we", "us", "our") and the business that signs up for our service ("you", "your").

1. Availability. We aim for 99.5% availability each month but we do not guarantee it.
2. Law. These terms are governed by the law of England and Wales.`;

  it("names the user's own company in text for the other side", () => {
    const a = analyseContract(terms, { ownCompanyName: "Fernhill Bakery Ltd" });
    expect(a.serviceGuarantees.proposal).toContain("service credits to Fernhill Bakery Ltd");
    expect(a.indemnity.proposal).toContain("indemnifies Fernhill Bakery Ltd");
  });

  it("reads 'we aim for 99.5% but do not guarantee it' as a target only", () => {
    const s = analyseContract(terms).serviceGuarantees;
    expect(s.uptimePercent).toBe(99.5);
    expect(s.summary).toContain("targets only");
  });
});

/** The writer also gives its name as a defined term: ("Fernhill", "we", "us", "our"). */
const NAMED_TERMS = `FERNHILL TERMS OF SERVICE

These Terms are an agreement between Fernhill Software Ltd, a company registered in England and Wales ("Fernhill", "we", "us", "our") and the business that signs up for the Service ("you", "your").

1. Subscription
1.1 Your subscription starts on the date you sign up and runs for 12 months. It then renews automatically for further 12-month periods unless you cancel at least 30 days before the renewal date.
1.2 You may cancel at any time, but fees already paid are not refundable.

2. Confidentiality
2.1 Each of us will keep the other's confidential information confidential.

3. Ending these Terms
3.1 We may end these Terms for any reason on 90 days' notice.

4. General
4.1 We may assign these Terms to a buyer of our business. You may not assign them without our consent.`;

describe("first-person terms whose writer also has a defined name", () => {
  const a = analyseContract(NAMED_TERMS);
  const finding = (category: string) => a.advancedClauses.find((c) => c.category === category && !c.missing);

  it("keeps the name as the writer's label and still reads 'we' and 'you'", () => {
    expect(a.parties.supplier?.alias).toBe("Fernhill");
    expect(a.parties.supplier?.person).toBe("we");
    expect(a.cancellationTerms.forConvenienceParty).toBe("both");
    expect(a.cancellationTerms.summary).toMatch(/you at any time, the supplier on 90 days' notice/);
  });

  it("reads 'It then renews automatically' as an automatic renewal with its notice", () => {
    expect(a.renewalTerms.autoRenewal).toBe(true);
    expect(a.renewalTerms.renewalTermMonths).toBe(12);
    expect(a.renewalTerms.noticePeriod).toBe(30);
  });

  it("reads 'each of us' as a mutual duty of confidence", () => {
    expect(finding("confidentiality")?.subcategory).toBe("mutual");
  });

  it("reads 'You may not assign them without our consent' as the user's restriction", () => {
    const f = finding("assignment");
    expect(f?.subcategory).toBe("you_need_consent");
    expect(f?.excerpt).toBe("You may not assign them without our consent.");
  });
});

describe("first-person terms in other layouts", () => {
  it("reads the writer named after 'us,' and work that passes 'to you'", () => {
    const a = analyseContract(`TERMS OF SERVICE
These terms apply between you, the customer, and us, Redmire Hosting Limited.
1. You may end this agreement at any time by giving us 14 days' notice.
2. We may end this agreement on 30 days' notice.
3. Copyright in the website design passes to you once you have paid all fees.`);
    expect(a.parties.supplier?.name).toBe("Redmire Hosting Limited");
    expect(a.cancellationTerms.summary).toBe(
      "Either party may end the contract without giving a reason: you on 14 days' notice, the supplier on 30 days' notice.",
    );
    expect(a.advancedClauses.find((c) => c.category === "ip_ownership")?.subcategory).toBe(
      "created_ip_yours",
    );
  });
});

describe("first-person terms that bind both sides", () => {
  const a = analyseContract(`MANAGED SERVICES AGREEMENT
This agreement is between Kelda Networks Ltd ("we" or "us") and Stoneleigh Vets Ltd ("you").
1. We will provide the support services described in the schedule from 1 March 2026 (the "Go-Live Date").
2. This agreement starts on the Go-Live Date and lasts for an initial period of 24 months.
3. You will pay £800 a month by direct debit in advance.
4. Neither of us is liable to the other for loss of profits or any indirect loss.
5. Each of our total liability in any contract year is limited to the charges paid in that year.
6. Neither of us may transfer this agreement without the other's written consent.
7. You may end this agreement early on 60 days' notice if you pay an exit fee equal to three months' charges.`);
  const finding = (category: string, sub?: string) =>
    a.advancedClauses.find((c) => c.category === category && !c.missing && (!sub || c.subcategory === sub));

  it("reads 'each of our' liability and 'neither of us' as both sides", () => {
    expect(finding("liability_cap")?.subcategory).toBe("mutual_cap");
    expect(finding("assignment")?.subcategory).toBe("mutual_consent");
    expect(finding("liability_exclusions", "indirect_and_consequential_loss")?.askFor).toBe("Keep it.");
  });

  it("reads a right to leave on notice against an exit fee as termination for convenience", () => {
    expect(a.cancellationTerms.forConvenience).toBe(true);
    expect(a.cancellationTerms.forConvenienceParty).toBe("customer");
    expect(a.cancellationTerms.noticePeriod).toBe(60);
  });

  it("starts the term on a date defined where it is first used", () => {
    expect(a.effectiveDate?.value).toBe("2026-03-01");
    expect(a.keyData.endDate).toBe("2028-02-29");
  });
});

describe("first-person ownership that passes on payment", () => {
  const text = `STUDIO TERMS
These terms are between Copperleaf Studio Ltd ("we", "us") and the client named in the quote ("you").
1. You will pay each invoice within 14 days.
2. We own the copyright in all artwork we create until you have paid for it in full. Once paid, ownership passes to you.`;
  const ip = (side: "customer" | "supplier") =>
    analyseContract(text, { side }).advancedClauses.find((c) => c.category === "ip_ownership");

  it("reads the customer as the final owner", () => {
    expect(ip("customer")?.subcategory).toBe("created_ip_yours");
    expect(ip("supplier")?.subcategory).toBe("created_ip_theirs");
  });
});

describe("audit rights in the first person", () => {
  const terms = (clause: string) =>
    `STORE TERMS\nThese terms are between Larkspur Bakeries Ltd ("we", "us") and the stockist named in the order ("you").\n${clause}`;
  const audit = (clause: string, side: "customer" | "supplier" = "customer") =>
    analyseContract(terms(clause), { side }).advancedClauses.find((c) => c.category === "audit_rights");

  it("reads 'We have the right to examine your books' as the writer's right", () => {
    const f = audit(
      "4.1 We have the right during business hours to examine and copy your books and records.",
    );
    expect(f?.subcategory).toBe("they_may_audit_you");
    expect(f?.askFor).not.toMatch(/business hours/);
  });

  it.each([
    [
      "4.1 We may check your records of sales of our cakes once a year on 14 days' notice.",
      "they_may_audit_you",
    ],
    [
      "4.1 You agree to let us inspect your shop during opening hours to make sure our cakes are kept cool.",
      "they_may_audit_you",
    ],
    ["4.1 We can audit your sales of our products once a year.", "they_may_audit_you"],
    ["4.1 You must keep records of every sale and show them to us when we ask.", "they_may_audit_you"],
    ["4.1 We will let you see our records of deliveries made to you if you ask.", "you_may_audit"],
    ["4.1 You may ask an independent accountant to look at our books to check the charges.", "you_may_audit"],
  ])("reads the plain-English audit right '%s' and quotes it", (clause, expected) => {
    const f = audit(clause);
    expect(f?.subcategory).toBe(expected);
    expect(f?.excerpt).toBe(clause);
  });

  it("quotes 'You may audit our security controls ... at your own cost' and does not ask for the cost", () => {
    const f = audit(
      "4.1 You may audit our security controls once a year on 30 days' notice, at your own cost.",
      "supplier",
    );
    expect(f?.excerpt).toMatch(/^4\.1 You may audit our security controls/);
    expect(f?.askFor).not.toMatch(/cost/);
  });
});

describe("ownership of work in first-person terms", () => {
  const terms = (clause: string) =>
    `DESIGN TERMS\nThese terms are between Saltmarsh Design Ltd ("we", "us") and the client named in the quote ("you").\n${clause}`;
  const ip = (clause: string, side: "customer" | "supplier" = "customer") =>
    analyseContract(terms(clause), { side }).advancedClauses.find((c) => c.category === "ip_ownership");

  it("reads 'Anything we create specially for you is yours once you have paid for it'", () => {
    const clause = "6.1 Anything we create specially for you is yours once you have paid for it.";
    expect(ip(clause)?.subcategory).toBe("created_ip_yours");
    expect(ip(clause, "supplier")?.subcategory).toBe("created_ip_theirs");
  });

  it("reads 'We keep all intellectual property rights in the drawings we produce for you' as the supplier's", () => {
    const f = ip(
      "6.1 We keep all intellectual property rights in the drawings we produce for you, and give you a licence to use them for your project.",
    );
    expect(f?.subcategory).toBe("created_ip_theirs");
    expect(f?.excerpt).toMatch(/^6\.1 We keep all intellectual property rights/);
  });

  it.each([
    "6.1 Once you have paid our invoice in full, you own the copyright in the designs we create for you.",
    "6.1 Everything we write for you becomes your property as soon as it is delivered.",
  ])("reads '%s' as the client's", (clause) => {
    expect(ip(clause)?.subcategory).toBe("created_ip_yours");
    expect(ip(clause)?.excerpt).toBe(clause);
  });

  it("reads 'but you can use it for as long as you like' as a licence, which softens the supplier keeping the work", () => {
    const f = ip(
      "6.1 We keep the copyright in everything we make for you, but you can use it for your business for as long as you like.",
    );
    expect(f).toMatchObject({ subcategory: "created_ip_theirs", risk_level: "medium" });
  });
});

describe("rights to end first-person terms", () => {
  const terms = (clause: string) =>
    `SUPPORT TERMS\nThese terms are between Harrowgate IT Ltd ("we", "us") and the customer named in the order ("you").\n${clause}`;
  const cancel = (clause: string, side: "customer" | "supplier" = "customer") =>
    analyseContract(terms(clause), { side }).cancellationTerms;

  it("reads 'Either of us can end this agreement by giving ... notice'", () => {
    expect(
      cancel("3.1 Either of us can end this agreement by giving the other two months' written notice."),
    ).toMatchObject({ forConvenience: true, forConvenienceParty: "both", noticePeriod: 60 });
  });

  it("reads 'may be ended by you' as the customer's right, for either side", () => {
    const clause = "3.1 This agreement may be ended by you at any time on 14 days' notice.";
    expect(cancel(clause).forConvenienceParty).toBe("customer");
    expect(cancel(clause, "supplier").summary).toMatch(/^Only the customer may end/);
  });

  it("reads 'We can end ..., and you can end it ...' as two rights with their own notice", () => {
    const c = cancel(
      "3.1 We can end this agreement at any time by giving you 90 days' notice, and you can end it at any time by giving us 30 days' notice.",
    );
    expect(c.forConvenienceParty).toBe("both");
    expect(c.summary).toMatch(/you on 30 days' notice, the supplier on 90 days' notice/);
  });
});

describe("renewal written to 'you'", () => {
  const terms = (clause: string) =>
    `PLAN TERMS\nThese terms are between Harrowgate IT Ltd ("we", "us") and the customer named in the order ("you").\n${clause}`;
  it.each([
    [
      "2.1 Your subscription lasts 12 months from the start date in your order. It renews automatically each year unless you cancel at least 30 days before the renewal date.",
      12,
      30,
    ],
    [
      "2.1 Your plan runs for one year. We will renew your plan for another year unless you tell us at least 2 months before it ends that you do not want to renew.",
      12,
      60,
    ],
  ])("reads %s", (clause, months, days) => {
    const r = analyseContract(terms(clause)).renewalTerms;
    expect(r).toMatchObject({ autoRenewal: true, renewalTermMonths: months, noticePeriod: days });
  });
});

describe("insurance in the first person", () => {
  it("reads 'We hold professional indemnity insurance' as the writer's cover, from either side", () => {
    const text = `TERMS\nThese terms are between Harrowgate IT Ltd ("we", "us") and the customer named in the order ("you").\n8.1 We hold professional indemnity insurance of £2 million and will show you the certificate on request.`;
    const sub = (side: "customer" | "supplier") =>
      analyseContract(text, { side }).advancedClauses.find((c) => c.category === "insurance")?.subcategory;
    expect(sub("customer")).toBe("they_must_insure");
    expect(sub("supplier")).toBe("you_must_insure");
  });

  const terms = (clause: string) =>
    `TERMS\nThese terms are between Harrowgate IT Ltd ("we", "us") and the customer named in the order ("you").\n${clause}`;
  const insurance = (clause: string, side: "customer" | "supplier") =>
    analyseContract(terms(clause), { side }).advancedClauses.find((c) => c.category === "insurance");

  it("reads 'We have public liability insurance' as a statement, and does not tell the supplier it must insure", () => {
    const clause = "8.1 We have public liability insurance of £5 million.";
    expect(insurance(clause, "customer")?.whyItMatters).toMatch(/^The supplier says it holds insurance/);
    const mine = insurance(clause, "supplier");
    expect(mine).toMatchObject({ subcategory: "you_must_insure", risk_level: "low" });
    expect(mine?.whyItMatters).toBe(
      "The contract records the insurance you hold, but does not require you to keep it.",
    );
  });

  it("reads 'You must have insurance covering our equipment' as the customer's duty", () => {
    const f = insurance(
      "8.1 You must have insurance covering our equipment while it is at your premises.",
      "customer",
    );
    expect(f).toMatchObject({ subcategory: "you_must_insure", risk_level: "medium" });
  });
});

describe("warranties in plain words", () => {
  const terms = (clause: string) =>
    `TERMS\nThese terms are between Harrowgate IT Ltd ("we", "us") and the customer named in the order ("you").\n${clause}`;
  const warranty = (clause: string, side: "customer" | "supplier" = "customer") =>
    analyseContract(terms(clause), { side }).advancedClauses.find((c) => c.category === "warranty");

  it.each([
    "6.1 We promise that the software will work materially as described in the documentation for 90 days after delivery.",
    "6.1 We guarantee our workmanship for 12 months from completion.",
  ])("reads '%s' as a warranty with its period, not a missing one", (clause) => {
    const f = warranty(clause);
    expect(f?.subcategory).toBe("warranty_period");
    expect(f?.missing).toBeFalsy();
  });

  it("reads 'we do not promise that it will be error-free' with 'as is' as a disclaimer", () => {
    expect(
      warranty(
        '6.1 The service is provided "as is" and we do not promise that it will be error-free or uninterrupted.',
      )?.subcategory,
    ).toBe("disclaimer");
  });
});

describe("liability limits in plain words", () => {
  const text = `TERMS\nThese terms are between Harrowgate IT Ltd ("we", "us") and the customer named in the order ("you").\n7.1 We are not responsible for any loss of profits, loss of business or indirect loss.\n7.2 The most we will pay you for all claims in any year is the amount you paid us in that year.`;
  const find = (category: string, side: "customer" | "supplier") =>
    analyseContract(text, { side }).advancedClauses.find((c) => c.category === category && !c.missing);

  it("reads 'The most we will pay you ...' as the writer's cap, not a missing one", () => {
    expect(find("liability_cap", "customer")?.subcategory).toBe("their_liability_capped");
    expect(find("liability_cap", "supplier")?.subcategory).toBe("your_liability_capped");
  });

  it("reads 'We are not responsible for any loss of profits' as an exclusion", () => {
    expect(find("liability_exclusions", "customer")?.subcategory).toBe("indirect_and_consequential_loss");
  });
});

describe("contractions and everyday dates", () => {
  const terms = (clause: string) =>
    `TERMS\nThese terms are between Harrowgate IT Ltd ("we", "us") and the customer named in the order ("you").\n${clause}`;

  it("reads 'you must pay it by the 15th of the following month'", () => {
    const p = analyseContract(
      terms(
        "4.1 We'll send you an invoice at the end of each month and you must pay it by the 15th of the following month.",
      ),
    ).paymentTerms;
    expect(p.paymentDays).not.toBeNull();
    expect(p.summary).toMatch(/15 days from the end of the invoice month/);
  });

  it("reads 'We won't renew your plan automatically' as no automatic renewal", () => {
    expect(
      analyseContract(terms("2.1 Your plan lasts a year. We won't renew your plan automatically."))
        .renewalTerms.autoRenewal,
    ).toBe(false);
  });
});

describe("a right to cancel written as an instruction", () => {
  const terms = (clause: string) =>
    `TERMS\nThese terms are between Harrowgate IT Ltd ("we", "us") and the customer named in the order ("you").\n${clause}`;
  it.each([
    ["3.1 You need to give us 30 days' notice if you want to cancel.", 30],
    ["3.1 To cancel, just tell us in writing at least two months before you want the service to stop.", 60],
  ])("reads '%s' as the customer's right to end on notice", (clause, days) => {
    expect(analyseContract(terms(clause)).cancellationTerms).toMatchObject({
      forConvenience: true,
      forConvenienceParty: "customer",
      noticePeriod: days,
    });
  });
});

describe("data protection in plain words", () => {
  it("reads handling personal data on written instructions, with breach notice, as processing terms", () => {
    const text = `TERMS\nThese terms are between Harrowgate IT Ltd ("we", "us") and the customer named in the order ("you").\n9.1 When we handle personal data for you, we will only act on your written instructions, keep it secure, and tell you within 24 hours if there is a data breach.`;
    const dp = analyseContract(text).advancedClauses.find((c) => c.category === "data_protection");
    expect(dp?.subcategory).toBe("processing_terms");
    expect(dp?.missing).toBeFalsy();
  });
});

describe("guarantees that are not warranties", () => {
  const withParties = (clause: string) =>
    `AGREEMENT\nThis Agreement is made between Harrowgate IT Ltd (the "Supplier") and Fenwick Retail Ltd (the "Customer").\n${clause}`;
  const warranty = (clause: string) =>
    analyseContract(withParties(clause)).advancedClauses.find((c) => c.category === "warranty");

  it("does not read 'shall not guarantee the Customer's obligations' as a disclaimer", () => {
    expect(
      warranty("4.1 The Supplier shall not guarantee the Customer's obligations under any lease.")
        ?.subcategory,
    ).not.toBe("disclaimer");
  });

  it("does not read minimum guarantee payments as a warranty", () => {
    const f = warranty(
      "4.1 In addition to any outstanding guarantee payments which the Customer shall pay, a further sum is due.",
    );
    expect(f?.subcategory ?? "missing").toBe("missing");
  });
});
