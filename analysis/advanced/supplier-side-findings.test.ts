import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";
import { contract } from "../test-helpers";
import type { AdvancedCategory } from "../types";

type Side = "customer" | "supplier";

/** A design studio engaged by a retailer, on the retailer's paper. */
const studio = (clauses: string) =>
  `DESIGN SERVICES AGREEMENT\n\nThis Agreement is dated 5 May 2025 and is made between Fernbrook Stores Limited, a company incorporated in England and Wales ("the Retailer"), and Quillmoor Design Ltd, a company incorporated in England and Wales ("the Studio").\n\n1. Services\n\n1.1 The Studio shall provide the design services described in the Schedule.\n\n2. Term\n\n2.1 This Agreement starts on 1 June 2025 and continues for an initial term of four years.\n\n${clauses}\n`;

const findingOf = (text: string, category: AdvancedCategory, side: Side) =>
  analyseContract(text, { side }).advancedClauses.find((c) => c.category === category && !c.missing);

describe("force majeure relief given to one named party only", () => {
  const customerOnly = studio(
    "9. Events beyond control\n\n9.1 The Retailer is not liable for any failure or delay in meeting its obligations that results from circumstances beyond its reasonable control.",
  );
  const supplierOnly = studio(
    "9. Events beyond control\n\n9.1 The Studio is not liable for any failure or delay in meeting its obligations that results from circumstances beyond its reasonable control.",
  );

  it("tells a supplier that only the customer is excused, and asks for relief for both", () => {
    const f = findingOf(customerOnly, "force_majeure", "supplier");
    expect(f?.risk_level).toBe("medium");
    expect(f?.subcategory).toBe("theirs_only");
    expect(f?.whyItMatters).toMatch(/^Only the customer is excused/);
    expect(f?.whyItMatters).not.toMatch(/protects you/);
    expect(f?.askFor).toMatch(/apply to both parties/);
    expect(f?.proposal).toMatch(
      /^Clause 9\.1 excuses only (?:the )?Retailer\b.*we propose that it applies to both parties/,
    );
  });

  it("tells a customer that the relief is its own and the supplier's delays stay a breach", () => {
    const f = findingOf(customerOnly, "force_majeure", "customer");
    expect(f?.risk_level).toBe("low");
    expect(f?.subcategory).toBe("yours_only");
    expect(f?.whyItMatters).toMatch(/^Only you are excused/);
    expect(f?.askFor).toMatch(/^Keep it/);
  });

  it("tells a supplier whose relief is its own that the customer has none, and to keep it", () => {
    const f = findingOf(supplierOnly, "force_majeure", "supplier");
    expect(f).toMatchObject({
      risk_level: "low",
      subcategory: "yours_only",
      askFor: "Keep it.",
      proposal: null,
    });
    expect(f?.whyItMatters).toMatch(
      /^Events outside your control excuse you.*for you only: the customer gets none/,
    );
  });

  it("asks a customer facing relief for the supplier only for the same relief and a way out", () => {
    const f = findingOf(supplierOnly, "force_majeure", "customer");
    expect(f?.risk_level).toBe("medium");
    expect(f?.subcategory).toBe("theirs_only");
    expect(f?.whyItMatters).toMatch(/^Only the supplier is excused/);
    expect(f?.askFor).toMatch(/both parties/);
    expect(f?.proposal).toMatch(/either party may terminate/);
  });

  it.each([
    "9.1 Neither party is liable for any failure or delay in meeting its obligations that results from circumstances beyond its reasonable control.",
    "9.1 Either party may suspend its obligations while prevented by circumstances beyond its reasonable control, and shall not be liable for the delay.",
    "9.1 A party is not liable for any failure or delay in meeting its obligations that results from circumstances beyond its reasonable control.",
  ])("keeps today's reading of mutual wording: %s", (clause) => {
    const text = studio(`9. Events beyond control\n\n${clause}`);
    const supplier = findingOf(text, "force_majeure", "supplier");
    expect(supplier).toMatchObject({ risk_level: "low", subcategory: "no_exit_right", askFor: "Keep it." });
    expect(supplier?.whyItMatters).toBe(
      "Events outside your control excuse you from liability for what they prevent, which protects you.",
    );
    expect(findingOf(text, "force_majeure", "customer")).toMatchObject({
      risk_level: "medium",
      subcategory: "no_exit_right",
    });
  });

  it("reads relief for the other party in the next sentence as relief for both", () => {
    const text = studio(
      "9. Events beyond control\n\n9.1 The Retailer is not liable for any delay caused by circumstances beyond its reasonable control.\n\n9.2 The Studio is likewise not liable for any delay caused by circumstances beyond its reasonable control.",
    );
    expect(findingOf(text, "force_majeure", "supplier")?.subcategory).toBe("no_exit_right");
  });
});

describe("a no-poaching clause with a list of verbs before the staff it protects", () => {
  const longBan = studio(
    "7. Staff\n\n7.1 The Studio must not, while this Agreement lasts or for two years afterwards, approach, entice away or engage, or attempt to approach, entice away or engage, any person employed by the Retailer.",
  );

  it("flags a two-year ban on the supplier only, asking for it to be mutual, shorter and limited to staff it worked with", () => {
    const f = findingOf(longBan, "non_solicitation", "supplier");
    expect(f).toMatchObject({ risk_level: "medium", subcategory: "binding_you" });
    expect(f?.whyItMatters).toMatch(/for two years after/);
    expect(f?.askFor).toMatch(/mutual/);
    expect(f?.askFor).toMatch(/6-12 months/);
    expect(f?.askFor).toMatch(/staff you actually worked with/);
    expect(f?.proposal).toMatch(/applies to both parties/);
    expect(f?.proposal).toMatch(/12 months after the contract/);
    expect(f?.proposal).toMatch(/covers only staff with whom the restricted party worked/);
  });

  it("tells the customer the same clause protects its staff", () => {
    const f = findingOf(longBan, "non_solicitation", "customer");
    expect(f).toMatchObject({
      risk_level: "low",
      subcategory: "binding_them",
      askFor: "Keep it: it protects your staff.",
      proposal: null,
    });
  });

  it.each([
    "7.1 The Studio shall not solicit or try to solicit any employee of the Retailer during this Agreement or for 18 months after it ends.",
    "7.1 The Studio shall not employ or engage, or offer to employ or engage, any member of the Retailer's staff during this Agreement or for 18 months after it ends.",
    "7.1 For 18 months after this Agreement ends, the Studio shall not entice away any of the Retailer's employees.",
  ])("reads the ban in: %s", (clause) => {
    const f = findingOf(studio(`7. Staff\n\n${clause}`), "non_solicitation", "supplier");
    expect(f).toMatchObject({ risk_level: "medium", subcategory: "binding_you" });
    expect(f?.askFor).toMatch(/mutual/);
  });

  it("does not read 'employee' in a list of people as a verb of taking staff", () => {
    const text = studio(
      "7. Staff\n\n7.1 No employee, contractor or agent of the Studio who works on the services has been convicted of an offence involving dishonesty.",
    );
    expect(findingOf(text, "non_solicitation", "supplier")).toBeUndefined();
  });

  it("does not ask to limit the ban to staff the supplier worked with when it already is", () => {
    const f = findingOf(
      studio(
        "7. Staff\n\n7.1 The Studio shall not, for 18 months after this Agreement ends, solicit or entice away any employee of the Retailer who was involved in the provision of the services.",
      ),
      "non_solicitation",
      "supplier",
    );
    expect(f?.risk_level).toBe("medium");
    expect(f?.askFor).not.toMatch(/worked with/);
  });
});

describe("an audit on short notice", () => {
  const auditOn = (notice: string) =>
    studio(
      `8. Records\n\n8.1 The Studio shall keep full records of the time spent on the services.\n\n8.2 The Retailer may, ${notice}, visit the Studio's offices to inspect and take copies of those records.`,
    );

  it.each([
    ["on giving 48 hours' notice", "48 hours"],
    ["on two working days' notice", "two working days"],
    ["on 3 days' notice", "3 days"],
  ])(
    "asks the audited supplier for at least 10 working days' notice when the clause gives %s",
    (notice, given) => {
      const f = findingOf(auditOn(notice), "audit_rights", "supplier");
      expect(f?.subcategory).toBe("they_may_audit_you");
      expect(f?.askFor).toMatch(/reasonable notice of at least 10 working days/);
      expect(f?.askFor).toContain(`(the clause gives only ${given})`);
      expect(f?.askFor).toMatch(/once a year/);
      expect(f?.proposal).toMatch(/on not less than 10 working days' written notice/);
    },
  );

  it.each(["on 10 working days' notice", "on reasonable notice", "on 14 days' notice"])(
    "does not ask for longer notice than %s",
    (notice) => {
      const f = findingOf(auditOn(notice), "audit_rights", "supplier");
      expect(f?.askFor).not.toMatch(/notice/);
    },
  );

  it("reads 'without notice' as no notice at all", () => {
    const f = findingOf(auditOn("at any time and without notice"), "audit_rights", "supplier");
    expect(f?.askFor).toMatch(/30 days' notice/);
  });

  it("still asks for audits at the auditor's cost when the clause puts the cost on the audited supplier", () => {
    const text = `${auditOn("on 10 working days' notice")}\n\n8.3 The Studio shall meet its own costs of any audit.`;
    expect(findingOf(text, "audit_rights", "supplier")?.askFor).toMatch(/at their cost/);
    const paid = `${auditOn("on 10 working days' notice")}\n\n8.3 The Retailer shall meet the costs of any audit.`;
    expect(findingOf(paid, "audit_rights", "supplier")?.askFor).not.toMatch(/cost/);
    // paying only for an audit that finds an underpayment leaves the cost otherwise with the auditor
    const shortfall = `${auditOn("on 10 working days' notice")}\n\n8.3 The Studio shall pay the costs of any audit that reveals an overcharge of more than 5%.`;
    expect(findingOf(shortfall, "audit_rights", "supplier")?.askFor).not.toMatch(/cost/);
  });

  it("tells the customer holding the right to keep it, whatever the notice", () => {
    expect(findingOf(auditOn("on giving 48 hours' notice"), "audit_rights", "customer")?.askFor).toBe(
      "Keep it.",
    );
  });
});

describe("an unqualified promise that the work infringes no one's rights and breaks no law", () => {
  const warranty = (clause: string) => studio(`5. Promises\n\n${clause}`);
  const absolute = warranty(
    "5.1 The Studio warrants that all designs it delivers will be its own original work, will not infringe any third party's intellectual property rights and will comply with every applicable law and regulation.",
  );

  it("asks a supplier to limit it to its knowledge and to leave out what the customer supplies", () => {
    const f = findingOf(absolute, "warranty", "supplier");
    expect(f?.risk_level).toBe("medium");
    expect(f?.subcategory).toBe("absolute_warranty");
    expect(f?.whyItMatters).toMatch(/without qualification/);
    expect(f?.askFor).toMatch(/so far as you know/);
    expect(f?.askFor).toMatch(/materials or instructions the customer supplies/);
    expect(f?.proposal).toMatch(/^Clause 5\.1 .*we propose that .*knowledge.*supplied by/);
  });

  it("leaves the customer's advice as it was", () => {
    const f = findingOf(absolute, "warranty", "customer");
    expect(f).toMatchObject({ risk_level: "low", subcategory: "performance_warranty", askFor: "Keep it." });
  });

  it("asks only for what is missing when the promise is already limited to the supplier's knowledge", () => {
    const f = findingOf(
      warranty(
        "5.1 The Studio warrants that, to the best of its knowledge, the designs it delivers will not infringe the intellectual property rights of any third party.",
      ),
      "warranty",
      "supplier",
    );
    expect(f?.risk_level).toBe("medium");
    expect(f?.askFor).not.toMatch(/so far as you know/);
    expect(f?.askFor).toMatch(/materials or instructions the customer supplies/);
  });

  it.each([
    "5.1 The Studio warrants that, so far as it is aware, the designs will not infringe the rights of any third party, except to the extent that an infringement arises from material supplied by the Retailer.",
    "5.1 The Studio warrants that the designs will be prepared with reasonable skill and care.",
    "5.1 The Studio warrants that it will comply with all applicable laws in performing the services.",
  ])("keeps today's advice for: %s", (clause) => {
    const f = findingOf(warranty(clause), "warranty", "supplier");
    expect(f?.risk_level).toBe("low");
    expect(f?.subcategory).not.toBe("absolute_warranty");
  });

  it("finds the unqualified promise in a later sentence than the quality warranty", () => {
    const f = findingOf(
      warranty(
        "5.1 The Studio warrants that the designs will be prepared with reasonable skill and care.\n\n5.2 The Studio further warrants that the designs will not infringe the rights of any person.",
      ),
      "warranty",
      "supplier",
    );
    expect(f?.subcategory).toBe("absolute_warranty");
    expect(f?.excerpt).toMatch(/^5\.2 The Studio further warrants/);
  });
});

describe("termination for any breach, and an audit already limited in every way", () => {
  const text = contract(
    [
      "1.1 The Customer may terminate this Agreement at once by written notice if the Supplier commits any breach of this Agreement.",
      "1.2 Service credits do not affect the Customer's right to terminate this Agreement for the Supplier's breach.",
      "1.3 The Customer may audit the Supplier's records no more than once in any year, on 20 working days' written notice, during business hours and at the Customer's own cost.",
    ].join("\n"),
  );

  it("rates a one-sided right to end for any breach, with no time to put it right, high for the supplier", () => {
    const t = analyseContract(text, { side: "supplier" }).advancedClauses.find(
      (c) => c.category === "termination",
    );
    expect(t?.excerpt).toMatch(/^1\.1 The Customer may terminate/);
    expect(t?.risk_level).toBe("high");
    expect(t?.askFor).toMatch(/material breach that is not put right within 30 days/);
  });

  it("rates an audit limited in frequency, notice, hours and cost low, with nothing to ask", () => {
    const audit = analyseContract(text, { side: "supplier" }).advancedClauses.find(
      (c) => c.category === "audit_rights",
    );
    expect(audit?.risk_level).toBe("low");
    expect(audit?.proposal ?? null).toBeNull();
  });
});
