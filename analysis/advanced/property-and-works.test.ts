import { describe, expect, it } from "vitest";
import { draftAlternative, findingTermType } from "../../common/clause-library/index";
import { DEFAULT_RISK_THRESHOLDS } from "../../common/risk-settings";
import { secondPersonAdvice } from "../advice/index";
import { analyseContract } from "../index";
import type { AdvancedClause, Side } from "../types";

const LEASE_HEAD = `LEASE

This Lease is dated 12 January 2026 and is made between Ouseburn Property Company Limited (the "Landlord") and Tinker & Finch Bakery Ltd (the "Tenant").

1. Letting
1.1 The Landlord lets the Premises known as 17 Quayside Parade, Newcastle to the Tenant for a term of eight years from 12 January 2026.
1.2 The Tenant shall pay the Rent of £24,000 per annum by equal quarterly instalments in advance.

2. Tenant covenants
`;

const WORKS_HEAD = `MINOR WORKS BUILDING CONTRACT

This Contract is dated 9 February 2026 and is made between Farrier Street Dental Practice Limited (the "Employer") and Hollins & Daughters Building Limited (the "Contractor").

1. The Works
1.1 The Contractor shall carry out and complete the Works, the refurbishment of the ground floor surgery, in accordance with the Contract Drawings for the Contract Sum of £185,000.
1.2 The Works shall start on 2 March 2026 and reach practical completion by the Completion Date, 31 July 2026.

2. Terms
`;

const SERVICES_HEAD = `SERVICES AGREEMENT

This Agreement is dated 4 April 2026 and is made between Greyfriars Cloud Limited (the "Supplier") and Ambleside Outdoor Ltd (the "Customer").

1. Terms
`;

const analyse = (head: string, body: string, side: Side) => analyseContract(`${head}${body}\n`, { side });
const findAll = (head: string, body: string, side: Side, sub: string): AdvancedClause[] =>
  analyse(head, body, side).advancedClauses.filter((c) => c.subcategory === sub);
const find = (head: string, body: string, side: Side, sub: string) => findAll(head, body, side, sub)[0];

/** the drafted alternative the user can send for a finding */
function drafted(f: AdvancedClause, side: Side, us: string, them: string) {
  return draftAlternative(findingTermType(f), {
    side,
    us,
    them,
    thresholds: DEFAULT_RISK_THRESHOLDS,
    serviceLevel: { uptime: 99.5, responseTime: 4 } as never,
    values: {},
    concerns: "",
    original: f.excerpt,
  });
}

describe("landlord's right of re-entry", () => {
  const sevenDays =
    "2.1 Should the Rent or any part of it remain unpaid for seven days after the date on which it fell due, or should the Tenant fail to observe any covenant in this Lease, the Landlord may at any time re-enter the Premises and this Lease shall then determine.";

  it("is a medium risk for a tenant when unpaid rent lets the landlord in within three weeks, and asks for 21 days", () => {
    const f = find(LEASE_HEAD, sevenDays, "customer", "forfeiture");
    expect(f).toMatchObject({ category: "termination", risk_level: "medium" });
    expect(f.excerpt).toBe(sevenDays);
    expect(f.whyItMatters).toContain("if rent is 7 days late");
    expect(f.proposal).toContain("unpaid for 21 days after the date on which it became due");
    expect(secondPersonAdvice(f.proposal ?? "")).toEqual([]);
    const draft = drafted(f, "customer", "the Tenant", "the Landlord").alternativeClause;
    expect(draft).toContain("remain unpaid for twenty-one (21) days after the date on which it fell due");
    expect(draft).toContain("the Landlord may at any time re-enter the Premises");
  });

  it("reads re-entry as soon as rent is unpaid as having no grace, and a formal demand first as some", () => {
    const atOnce =
      "2.1 If any Rent is unpaid, whether formally demanded or not, the Landlord may re-enter the Premises and the term shall end.";
    const f = find(LEASE_HEAD, atOnce, "customer", "forfeiture");
    expect(f).toMatchObject({ risk_level: "medium" });
    expect(f.proposal).toContain("to re-enter as soon as rent is unpaid");
    const demanded =
      "2.1 If any Rent is unpaid after formal demand, the Landlord may re-enter the Premises and the term shall end.";
    expect(find(LEASE_HEAD, demanded, "customer", "forfeiture")?.risk_level).toBe("low");
  });

  it("is ordinary for a tenant with 21 days' grace, and the landlord's own remedy on its side", () => {
    const usual =
      "2.1 If the Rent is unpaid 21 days after becoming due or the Tenant is in breach of any of its covenants, the Landlord may re-enter the Premises and the term shall end.";
    const tenant = find(LEASE_HEAD, usual, "customer", "forfeiture");
    expect(tenant).toMatchObject({ risk_level: "low", proposal: null });
    expect(tenant.askFor).toContain("section 146 of the Law of Property Act 1925");
    const landlord = find(LEASE_HEAD, sevenDays, "supplier", "forfeiture");
    expect(landlord).toMatchObject({ risk_level: "low", proposal: null });
    expect(drafted(landlord, "supplier", "the Landlord", "the Tenant").alternativeClause).toContain(
      "remain unpaid for seven days",
    );
  });
});

describe("re-entry set out as a list of events", () => {
  it("reads the rent period and the events from the items under the lead-in, and quotes the lead-in", () => {
    const listed =
      "2.1 The Landlord may re-enter the Property at any time after any of the following occurs:\n(a) any Rent is unpaid 10 days after becoming payable, whether formally demanded or not;\n(b) any breach of any tenant covenant in this Lease;\n(c) an Act of Insolvency.";
    const f = find(LEASE_HEAD, listed, "customer", "forfeiture");
    expect(f).toMatchObject({ risk_level: "medium" });
    expect(f.excerpt).toMatch(
      /^2\.1 The Landlord may re-enter the Property at any time after any of the following occurs:$/,
    );
    expect(f.evidence).toHaveLength(4);
    expect(f.whyItMatters).toContain("if rent is 10 days late, if you break a covenant or become insolvent");
  });
});

describe("service charge", () => {
  const open =
    "2.2 The Tenant shall contribute on demand a fair proportion of the costs incurred by the Landlord in repairing and managing the Building (the Service Charge).";

  it("warns a tenant that an uncapped service charge can grow, and drafts a cap", () => {
    const f = find(LEASE_HEAD, open, "customer", "service_charge_uncapped");
    expect(f).toMatchObject({ category: "property_and_works", risk_level: "medium" });
    expect(f.askFor).toContain("Ask for a yearly cap");
    expect(f.proposal).toContain("does not exceed an agreed annual sum");
    const draft = drafted(f, "customer", "the Tenant", "the Landlord").alternativeClause;
    expect(draft).toContain("shall not exceed an annual sum agreed between the parties");
  });

  it("finds nothing to cap where the tenant pays no service charge", () => {
    const none =
      "2.2 The Tenant shall not be required to pay any service charge for the common parts of the Building.";
    expect(find(LEASE_HEAD, none, "customer", "service_charge_uncapped")).toBeUndefined();
  });

  it("keeps a capped charge, and does not ask a landlord to give anything", () => {
    const capped = `${open} The Service Charge shall not in any year exceed £3,000, increased annually in line with the Consumer Prices Index.`;
    expect(find(LEASE_HEAD, capped, "customer", "service_charge_capped")).toMatchObject({
      risk_level: "low",
      proposal: null,
    });
    expect(find(LEASE_HEAD, open, "supplier", "service_charge_uncapped")).toMatchObject({
      risk_level: "low",
      proposal: null,
    });
  });
});

describe("rent deposit", () => {
  const deposit =
    "2.3 The Tenant shall on completion of this Lease deposit £12,000 with the Landlord as security for the performance of the Tenant's covenants, and the Landlord may withdraw from it any Rent that is unpaid.";

  it("asks a tenant's landlord to say when the deposit comes back, sized against the rent", () => {
    const f = find(LEASE_HEAD, deposit, "customer", "rent_deposit");
    expect(f).toMatchObject({ category: "property_and_works", risk_level: "medium" });
    expect(f.whyItMatters).toContain("about 6 months' rent");
    expect(f.proposal).toContain("is returned to the Tenant within 14 days after the end of the term");
    expect(drafted(f, "customer", "the Tenant", "the Landlord").alternativeClause).toContain(
      "The Landlord shall hold the deposit in a separate interest-bearing account designated for the Tenant",
    );
  });

  it("asks for nothing the lease already gives", () => {
    const full = `${deposit} The Landlord shall keep the deposit in a separate designated account and shall repay the balance of the deposit to the Tenant within one month after the end of the term.`;
    expect(find(LEASE_HEAD, full, "customer", "rent_deposit")).toMatchObject({
      risk_level: "low",
      proposal: null,
    });
    expect(find(LEASE_HEAD, deposit, "supplier", "rent_deposit")).toMatchObject({
      risk_level: "low",
      proposal: null,
    });
  });
});

describe("exclusion of security of tenure", () => {
  const excluded =
    "2.4 Contracting out\n\n2.4.1 The Landlord and the Tenant agree that the provisions of sections 24 to 28 of the Landlord and Tenant Act 1954 are excluded in relation to the tenancy created by this Lease.";

  it("tells a tenant it has no right to a new lease, quoting the provision rather than its heading", () => {
    const f = find(LEASE_HEAD, excluded, "customer", "no_security_of_tenure");
    expect(f).toMatchObject({ category: "termination", risk_level: "medium" });
    expect(f.excerpt).toMatch(/^2\.4\.1 The Landlord and the Tenant agree/);
    expect(f.proposal).toContain("the Tenant has the statutory right to a new lease");
    expect(drafted(f, "customer", "the Tenant", "the Landlord").alternativeClause).toMatch(
      /^The tenancy created by this Lease is not excluded from the provisions of sections 24 to 28/,
    );
  });

  it("reminds a landlord the exclusion needs the notice and declaration, and ignores a protected tenancy", () => {
    const landlord = find(LEASE_HEAD, excluded, "supplier", "no_security_of_tenure");
    expect(landlord).toMatchObject({ risk_level: "low", proposal: null });
    expect(landlord.askFor).toContain("declaration");
    const protectedLease =
      "2.4 The provisions of sections 24 to 28 of the Landlord and Tenant Act 1954 are not excluded and apply to this tenancy.";
    expect(find(LEASE_HEAD, protectedLease, "customer", "no_security_of_tenure")).toBeUndefined();
  });
});

describe("liquidated damages in building contracts", () => {
  it.each([
    "2.1 Should the Contractor not complete the Works by the Completion Date, it shall pay or allow to the Employer liquidated and ascertained damages at the rate of £2,250 per week or part of a week.",
    "2.1 If the Works are not completed by the Date for Completion, the Contractor shall pay or allow to the Employer liquidated damages at the rate stated in the Contract Particulars for every week or part of a week between the Date for Completion and the date of practical completion.",
    "2.1 If the Contractor fails to complete the Works by the Completion Date, the Employer may require the Contractor to pay or allow liquidated damages at the rate stated in the Contract Particulars for the period between the Completion Date and the date of practical completion.",
  ])("reads the damages the contractor pays for late completion: %s", (clause) => {
    expect(find(WORKS_HEAD, clause, "customer", "they_pay_for_delay")).toMatchObject({
      category: "liquidated_damages",
      risk_level: "low",
    });
    expect(find(WORKS_HEAD, clause, "supplier", "you_pay_for_delay")?.risk_level).toBe("high");
  });
});

describe("retention", () => {
  const usual =
    "2.2 The Employer may retain 3% of the amount due in each interim payment. Half of the retention shall be released on practical completion and the remainder at the end of the Rectification Period.";

  it("is ordinary at the usual rate and release, for either side", () => {
    const employer = find(WORKS_HEAD, usual, "customer", "retention");
    expect(employer).toMatchObject({ category: "property_and_works", risk_level: "low", proposal: null });
    expect(employer.evidence).toHaveLength(2);
    const contractor = find(WORKS_HEAD, usual, "supplier", "retention");
    expect(contractor).toMatchObject({ risk_level: "low", proposal: null });
    expect(contractor.askFor).toContain("not held in trust");
  });

  it("does not ask for the retention to be held in trust where the contract already says so", () => {
    const trust = `${usual} The Employer holds the retention on trust for the Contractor.`;
    const f = find(WORKS_HEAD, trust, "supplier", "retention");
    expect(f).toMatchObject({ risk_level: "low", proposal: null });
    expect(f.askFor).not.toMatch(/trust|separate account/);
    const high = find(WORKS_HEAD, trust.replace("3%", "8%"), "supplier", "retention");
    expect(high.risk_level).toBe("medium");
    expect(high.proposal).toContain("the retention percentage is 3%");
    expect(high.proposal).not.toMatch(/trust|released at practical completion/);
  });

  it("asks a contractor's employer for a lower rate and a release date when the contract gives neither", () => {
    const harsh = "2.2 The Employer shall deduct a retention of 10% from each interim valuation.";
    const f = find(WORKS_HEAD, harsh, "supplier", "retention");
    expect(f).toMatchObject({ risk_level: "medium" });
    expect(f.proposal).toContain("the retention percentage is 3%");
    expect(f.proposal).toContain("one half of the retention is released at practical completion");
    expect(drafted(f, "supplier", "the Contractor", "the Employer").alternativeClause).toContain(
      "The Employer shall hold the retention on trust for the Contractor in a separate bank account.",
    );
  });
});

describe("rectification period", () => {
  const period = (length: string) =>
    `2.3 The Rectification Period shall be ${length} from the date of practical completion, during which the Contractor shall make good any defects notified to it.`;

  it("asks an employer's contractor for 12 months when the period is shorter", () => {
    const f = find(WORKS_HEAD, period("six months"), "customer", "defects_period");
    expect(f).toMatchObject({ category: "warranty", risk_level: "medium" });
    expect(f.proposal).toContain("sets the rectification period at 6 months; we propose 12 months");
    expect(drafted(f, "customer", "the Employer", "the Contractor").alternativeClause).toContain(
      "The Rectification Period shall be twelve (12) months from the date of practical completion",
    );
    expect(find(WORKS_HEAD, period("12 months"), "customer", "defects_period")).toMatchObject({
      risk_level: "low",
    });
  });

  it("warns a contractor of a period longer than the norm, and keeps a shorter one", () => {
    expect(find(WORKS_HEAD, period("24 months"), "supplier", "defects_period")?.risk_level).toBe("medium");
    const short = find(WORKS_HEAD, period("six months"), "supplier", "defects_period");
    expect(short).toMatchObject({ risk_level: "low", proposal: null });
    expect(drafted(short, "supplier", "the Contractor", "the Employer").alternativeClause).toContain(
      "six months",
    );
  });
});

describe("a table of contract particulars", () => {
  const particulars =
    "Contract Particulars\nRetention Percentage: 5 per cent\nRectification Period: 6 months\nAdjudicator nominating body: RICS";

  it("quotes only the line that states each figure", () => {
    const employer = analyse(WORKS_HEAD, particulars, "customer").advancedClauses;
    expect(employer.find((c) => c.subcategory === "retention")?.excerpt).toBe(
      "Retention Percentage: 5 per cent",
    );
    expect(employer.find((c) => c.subcategory === "defects_period")).toMatchObject({
      excerpt: "Rectification Period: 6 months",
      risk_level: "medium",
    });
  });
});

describe("adjudication", () => {
  it("says nothing of the statutory right when the contract keeps it", () => {
    const normal =
      "2.4 Either party may refer any dispute under this Contract to adjudication at any time under the Scheme for Construction Contracts.";
    expect(find(WORKS_HEAD, normal, "customer", "adjudication_restricted")).toBeUndefined();
  });

  it("flags a clause that delays or excludes it, for both sides", () => {
    const delayed =
      "2.4 Neither party may refer a dispute to adjudication until it has first been considered at a meeting of the parties' directors and 28 days have passed.";
    for (const side of ["customer", "supplier"] as const) {
      const f = find(WORKS_HEAD, delayed, side, "adjudication_restricted");
      expect(f).toMatchObject({ category: "property_and_works", risk_level: "medium" });
      expect(f.proposal).toContain("either party may refer a dispute to adjudication at any time");
    }
  });

  it.each([
    "2.4 Neither party may refer a dispute to litigation until any adjudication of it has ended.",
    "2.4 The costs of any adjudication shall be borne by the parties in equal shares, unless the adjudicator decides otherwise.",
    "2.4 Each party shall bear its own costs of any adjudication.",
  ])("does not take for a restriction: %s", (clause) => {
    expect(find(WORKS_HEAD, clause, "supplier", "adjudication_restricted")).toBeUndefined();
  });

  it("leaves alone a contract with a residential occupier, which the Act does not cover", () => {
    const home = WORKS_HEAD.replace(
      "Farrier Street Dental Practice Limited",
      "Mrs Ada Lowther, a residential occupier,",
    );
    const delayed = "2.4 Neither party may refer a dispute to adjudication until it has been mediated.";
    expect(find(WORKS_HEAD, delayed, "customer", "adjudication_restricted")).toBeDefined();
    expect(find(home, delayed, "customer", "adjudication_restricted")).toBeUndefined();
  });

  it("rates costs put on one named party by who bears them", () => {
    const costs =
      "2.4 The costs of any adjudication, including the adjudicator's fees, shall be borne by the Contractor.";
    expect(find(WORKS_HEAD, costs, "supplier", "adjudication_restricted")?.risk_level).toBe("medium");
    expect(find(WORKS_HEAD, costs, "customer", "adjudication_restricted")).toMatchObject({
      risk_level: "low",
      proposal: null,
    });
  });
});

describe("text sent to the other party", () => {
  const lease = [
    "2.1 If any Rent is unpaid 14 days after becoming payable, or the Tenant breaches any covenant, the Landlord may re-enter the Premises and the term shall end.",
    "2.2 The Tenant shall pay the Service Charge on demand.",
    "2.3 The Tenant shall pay a rent deposit of £6,000 to the Landlord as security for the Rent.",
    "2.4 The parties agree that sections 24 to 28 of the Landlord and Tenant Act 1954 are excluded in relation to the tenancy created by this Lease.",
  ].join("\n\n");
  const works = [
    "2.1 The Employer may deduct a retention of 7% from each interim payment.",
    "2.2 The Rectification Period is 18 months from practical completion.",
    "2.3 No dispute shall be referred to adjudication unless the parties have first attempted mediation.",
  ].join("\n\n");
  const SUBS = new Set([
    "forfeiture",
    "service_charge_uncapped",
    "rent_deposit",
    "no_security_of_tenure",
    "retention",
    "defects_period",
    "adjudication_restricted",
  ]);

  it.each([
    [LEASE_HEAD, lease, "customer", "the Tenant", "the Landlord"],
    [LEASE_HEAD, lease, "supplier", "the Landlord", "the Tenant"],
    [WORKS_HEAD, works, "customer", "the Employer", "the Contractor"],
    [WORKS_HEAD, works, "supplier", "the Contractor", "the Employer"],
  ] as const)("speaks from the user's company, never to the user (%#)", (head, body, side, us, them) => {
    const found = analyse(head, body, side).advancedClauses.filter((c) => SUBS.has(c.subcategory));
    expect(found.length).toBeGreaterThanOrEqual(head === LEASE_HEAD ? 4 : 3);
    for (const f of found) {
      expect(secondPersonAdvice(f.proposal ?? ""), f.subcategory).toEqual([]);
      expect(secondPersonAdvice(drafted(f, side, us, them).alternativeClause), f.subcategory).toEqual([]);
    }
  });
});

describe("not in other contracts", () => {
  const SUBS = [
    "forfeiture",
    "service_charge_uncapped",
    "service_charge_capped",
    "rent_deposit",
    "no_security_of_tenure",
    "retention",
    "defects_period",
    "adjudication_restricted",
  ];
  const none = (head: string, body: string) => {
    for (const side of ["customer", "supplier"] as const)
      expect(
        analyse(head, body, side).advancedClauses.filter((c) => SUBS.includes(c.subcategory)),
        `${side}: ${body}`,
      ).toEqual([]);
  };

  it.each([
    "1.1 The Supplier shall retain all records relating to the Services for six years, and the retention of records shall survive termination. Records retention is at 100% of documents created.",
    "1.1 The Data Retention Period is 12 months from the date of collection, after which the Supplier shall delete the Customer Data; the retention of data beyond it requires the Customer's payment of a storage fee of 2% of the charges.",
    "1.1 The Supplier shall correct any Defects in the Software notified during the Defects Period of three months from delivery. 1.2 The Customer may retain 5% of each invoice until acceptance of the Software.",
    "1.1 Shares in the Company that are not paid up within 14 days after a call shall be forfeited, and the Board may forfeit such shares and re-enter them in the register.",
    "1.1 The Customer shall pay the Supplier's service charge of £200 per month, and the Supplier may re-enter the Customer's premises to recover its equipment if any charge is unpaid.",
    "1.1 The Customer shall pay a deposit of £1,000 as security for the return of the equipment.",
  ])("finds nothing of leases or building works in a services contract: %s", (body) => {
    none(SERVICES_HEAD, body);
  });

  it("does not read retention of title in a building contract as a retention", () => {
    none(
      WORKS_HEAD,
      "2.2 Retention of title: property in materials passes to the Employer on payment of the interim payment that includes them.",
    );
  });
});
