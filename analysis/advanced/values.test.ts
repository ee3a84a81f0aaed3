import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";
import { contract } from "../test-helpers";
import type { AdvancedCategory, Side } from "../types";

const PARTIES =
  'This Agreement is made between Quarrybank Digital Limited (the "Supplier") and Hollins Cross Veterinary Ltd (the "Customer").';

function at(text: string, quote: string): { start: number; end: number } {
  const start = text.indexOf(quote);
  expect(start).toBeGreaterThanOrEqual(0);
  return { start, end: start + quote.length };
}

function findingOf(text: string, category: AdvancedCategory, side: Side = "customer") {
  const f = analyseContract(text, { side }).advancedClauses.find(
    (c) => c.category === category && !c.missing,
  );
  expect(f).toBeDefined();
  return f!;
}

describe("confidentiality direction", () => {
  it.each([
    "9.1 Each party shall keep confidential the terms of this Agreement.",
    "9.1 The parties shall keep the existence and terms of this Agreement confidential.",
  ])(
    "reads a duty over only the contract's terms as leaving shared information unprotected: %s",
    (clause) => {
      const text = `${PARTIES}\n\n9. Confidentiality\n\n${clause}`;
      const f = findingOf(text, "confidentiality");
      expect(f.subcategory).toBe("terms_only");
      expect(f.risk_level).toBe("medium");
      expect(f.whyItMatters).toContain(
        "nothing stops the other side from sharing the business information you give it",
      );
      expect(f.proposal).toMatch(
        /^Clause 9\.1 keeps only the terms of the contract confidential; we propose mutual confidentiality obligations over the information each party shares/,
      );
      expect({ start: f.start, end: f.end }).toEqual(at(text, clause));
    },
  );

  it("prefers a duty over the information shared to one over the contract's terms", () => {
    const mutual = "9.2 Each party shall keep the other party's Confidential Information confidential.";
    const text = `${PARTIES}\n\n9. Confidentiality\n\n9.1 Each party shall keep confidential the terms of this Agreement.\n\n${mutual}`;
    const f = findingOf(text, "confidentiality");
    expect(f.subcategory).toBe("mutual");
    expect({ start: f.start, end: f.end }).toEqual(at(text, mutual));
  });

  it("is mutual when the contract has a mutual confidentiality clause, even if a sentence binds only the customer about its login details", () => {
    const mutual =
      "9.1 Each party shall keep the other party's Confidential Information confidential and use it only to perform this Agreement.";
    const text = `${PARTIES}\n\n4. Accounts\n\n4.1 The Customer shall keep its passwords and login credentials confidential and shall not disclose them to anyone.\n\n9. Confidentiality\n\n${mutual}`;
    const f = findingOf(text, "confidentiality");
    expect(f.subcategory).toBe("mutual");
    expect({ start: f.start, end: f.end }).toEqual(at(text, mutual));
    expect(f.whyItMatters).not.toContain("Only you");
  });

  it.each([
    "9.1 Neither party shall reveal the other party's confidential information to anyone without its written consent.",
    "9.1 The Supplier and the Customer shall each treat as confidential the prices in Schedule 2.",
  ])("reads %s as binding both sides", (duty) => {
    const text = `${PARTIES}\n\n9. Confidentiality\n\n${duty}`;
    const f = findingOf(text, "confidentiality");
    expect(f.subcategory).toBe("mutual");
    expect({ start: f.start, end: f.end }).toEqual(at(text, duty));
  });

  it("reads 'the Receiving Party shall' as binding both sides", () => {
    const duty =
      "9.1 The Receiving Party shall hold the Disclosing Party's Confidential Information in confidence and shall not disclose it to any third party.";
    const text = `${PARTIES}\n\n9. Confidentiality\n\n${duty}`;
    const f = findingOf(text, "confidentiality");
    expect(f.subcategory).toBe("mutual");
    expect({ start: f.start, end: f.end }).toEqual(at(text, duty));
  });

  it("reads separate duties on each side as mutual", () => {
    const a =
      "9.1 The Supplier shall keep confidential all information it receives about the Customer's clients.";
    const text = `${PARTIES}\n\n9. Confidentiality\n\n${a}\n\n9.2 The Customer shall keep confidential the Supplier's pricing and shall not disclose it.`;
    const f = findingOf(text, "confidentiality");
    expect(f.subcategory).toBe("mutual");
    expect({ start: f.start, end: f.end }).toEqual(at(text, a));
  });

  it("stays one-sided when only one side is bound", () => {
    const duty = "9.1 The Customer shall keep confidential all information about the Supplier's methods.";
    const text = `${PARTIES}\n\n9. Confidentiality\n\n${duty}`;
    const f = findingOf(text, "confidentiality");
    expect(f.subcategory).toBe("one_sided_binding_you");
    expect({ start: f.start, end: f.end }).toEqual(at(text, duty));
  });
});

describe("confidentiality written as holding in confidence", () => {
  it("reads 'agrees to hold ... in strict confidence' as a duty, even without the word 'confidential'", () => {
    const duty =
      "9.1 The Customer agrees to hold the Supplier's pricing and product plans in strict confidence.";
    const text = `${PARTIES}\n\n9. Secrecy\n\n${duty}`;
    const f = findingOf(text, "confidentiality");
    expect(f.subcategory).toBe("one_sided_binding_you");
    expect({ start: f.start, end: f.end }).toEqual(at(text, duty));
  });

  it("reads 'shall not disclose any information about the Customer's business' as a duty of confidence", () => {
    const duty =
      "7.1 The Supplier shall not disclose any information about the Customer's business obtained in providing the Services.";
    const text = `${PARTIES}\n\n7. Information\n\n${duty}`;
    const customer = findingOf(text, "confidentiality", "customer");
    expect(customer.subcategory).toBe("one_sided");
    expect({ start: customer.start, end: customer.end }).toEqual(at(text, duty));
    expect(findingOf(text, "confidentiality", "supplier").subcategory).toBe("one_sided_binding_you");
    // a duty not to disclose a price change is not confidentiality of the business
    const notice = `${PARTIES}\n\n7. Prices\n\n7.1 The Supplier shall not disclose the new prices before the notice date.`;
    const found = analyseContract(notice).advancedClauses.filter((c) => c.category === "confidentiality");
    expect(found.every((c) => c.missing)).toBe(true);
  });

  it("reads a duty written as a list after 'shall', and never quotes the title of a non-disclosure agreement", () => {
    const duty =
      "2.1 Each party shall (a) keep the other party's Confidential Information secret; (b) use it only for the Purpose; and (c) disclose it only to its advisers.";
    const text = `MUTUAL NON-DISCLOSURE AGREEMENT\n\n${PARTIES}\n\n2. Obligations\n\n${duty}`;
    const f = findingOf(text, "confidentiality");
    expect(f.subcategory).toBe("mutual");
    expect({ start: f.start, end: f.end }).toEqual(at(text, duty));
  });

  it("quotes the mutual duty over Confidential Information, not an earlier one over particular data", () => {
    const duty =
      "9.2 Each party shall keep the other's Confidential Information confidential and use it only for this Agreement.";
    const text = `${PARTIES}\n\n9. Confidentiality\n\n9.1 Shared usage data will be held in confidence by both parties.\n\n${duty}`;
    const f = findingOf(text, "confidentiality");
    expect(f.subcategory).toBe("mutual");
    expect({ start: f.start, end: f.end }).toEqual(at(text, duty));
  });
});

describe("how long confidentiality lasts, said in another clause", () => {
  it("reads the length from a sentence about the obligations in the duty's clause", () => {
    const text = `${PARTIES}\n\n3. Confidentiality\n\n3.1 Each party shall keep the other's Confidential Information secret and use it only for the Project.\n\n9. Duration\n\n9.1 The obligations in clause 3 continue for three years after this Agreement ends.`;
    expect(findingOf(text, "confidentiality").whyItMatters).toContain("(for three years");
  });

  it("does not take the length of another clause's obligations", () => {
    const text = `${PARTIES}\n\n3. Confidentiality\n\n3.1 Each party shall keep the other's Confidential Information secret and use it only for the Project.\n\n9. Duration\n\n9.1 The obligations in clause 7 continue for one year after this Agreement ends.`;
    expect(findingOf(text, "confidentiality").whyItMatters).not.toContain("(for");
  });
});

describe("carve-outs from the cap that are worth a cap of their own", () => {
  const cap =
    "8.1 Each party's total liability shall not exceed the fees paid in the 12 months before the claim.";
  const carve = (tail: string) =>
    analyseContract(
      `${PARTIES}\n\n8. Liability\n\n${cap} 8.2 This limit does not apply to ${tail}.`,
    ).advancedClauses.find((c) => c.subcategory === "uncapped_carve_out");

  it("asks about the indemnities only, not the fees owed", () => {
    const f = carve("either party's indemnity obligations or the Customer's obligation to pay the fees");
    expect(f?.whyItMatters).toContain("indemnities and unpaid fees");
    expect(f?.proposal).toContain(
      "leaves liability for indemnities unlimited; we propose a separate, higher cap",
    );
  });
});

describe("a restriction on selling competing products", () => {
  it("speaks of the range a reseller may sell, and asks only for what the clause lacks", () => {
    const text = `${PARTIES}\n\n3. Exclusivity\n\n3.1 The Customer shall not sell, promote or distribute any products that compete with the Products in the Territory during the Term.`;
    const f = analyseContract(text).advancedClauses.find((c) => c.category === "non_compete");
    expect(f?.whyItMatters).toBe(
      "You may not sell or promote products that compete with the other side's. That limits the range you can sell.",
    );
    expect(f?.askFor).toBe(
      "Ask for the restriction to cover only products that directly compete with the contract's products, so that you can keep the rest of your range.",
    );
    expect(f?.proposal).not.toContain("territory");
  });
});

describe("a non-solicitation clause that binds only the other side", () => {
  it("tells the protected side to keep it, without narrowing it", () => {
    const text = `${PARTIES}\n\n10. Staff\n\n10.1 During this Agreement and for 12 months after it ends, the Customer shall not solicit any employee of the Supplier.`;
    const f = analyseContract(text, { side: "supplier" }).advancedClauses.find(
      (c) => c.category === "non_solicitation",
    );
    expect(f).toMatchObject({
      subcategory: "binding_them",
      askFor: "Keep it: it protects your staff.",
      proposal: null,
    });
  });
});

describe("an outright ban on transfer", () => {
  it("says the user may not transfer at all, rather than that it needs consent", () => {
    const text = `${PARTIES}\n\n12. Transfer\n\n12.1 The Customer may not assign this Agreement. 12.2 The Supplier may assign it to any member of its group.`;
    const f = analyseContract(text).advancedClauses.find((c) => c.category === "assignment");
    expect(f?.whyItMatters).toBe(
      "You may not transfer the contract at all, but the other side may, so it could pass the contract to a company you did not choose.",
    );
  });

  it("says the same from the side that holds the other to it", () => {
    const text = `${PARTIES}\n\n12. Transfer\n\n12.1 The Customer may not assign or sub-let this Agreement.`;
    const f = analyseContract(text, { side: "supplier" }).advancedClauses.find(
      (c) => c.category === "assignment",
    );
    expect(f?.whyItMatters).toBe(
      "The customer may not transfer the contract at all; the clause does not restrict your own transfer.",
    );
    expect(f?.askFor).toBe(
      "Keep it: the other side may not transfer the contract, and the clause does not restrict you.",
    );
  });
});

describe("a transfer restriction on the other side only", () => {
  it("names who needs consent and says the user does not", () => {
    const text = `${PARTIES}\n\n12. Transfer\n\n12.1 The Customer may not assign this Agreement without the Supplier's prior written consent.`;
    const f = analyseContract(text, { side: "supplier" }).advancedClauses.find(
      (c) => c.category === "assignment",
    );
    expect(f?.subcategory).toBe("one_sided");
    expect(f?.whyItMatters).toBe(
      "The customer needs your consent to transfer the contract; the contract does not make your own transfer depend on its consent.",
    );
  });
});

describe("what a liability cap is measured by", () => {
  it.each([
    [
      "7.2 The Supplier's total liability in any year is limited to the fees the Customer paid in that year.",
      "at the fees paid in a year",
    ],
    [
      "7.2 The Supplier's total liability shall be limited to the price paid for the Products giving rise to the claim.",
      "at the price of what the claim concerns",
    ],
    [
      "7.2 The Supplier's total liability shall not exceed the fees paid under this Agreement.",
      "at the fees paid under the contract",
    ],
  ])("%s", (clause, basis) => {
    const f = analyseContract(`${PARTIES}\n\n7. Liability\n\n${clause}`).advancedClauses.find(
      (c) => c.category === "liability_cap",
    );
    expect(f?.whyItMatters).toContain(basis);
  });
});

describe("ownership of work created", () => {
  it.each([
    [
      "7.1 The Supplier agrees that all reports and code it prepares in the course of the Services are works made for hire.",
      "created_ip_yours",
    ],
    [
      "7.1 The Supplier shall own all intellectual property rights in the artwork it produces.",
      "created_ip_theirs",
    ],
    [
      "7.1 Copyright in all the images taken under this Agreement shall remain with the Supplier.",
      "created_ip_theirs",
    ],
    [
      "7.1 Copyright in the reports prepared under this Agreement will pass to the Customer once the Supplier has been paid in full.",
      "created_ip_yours",
    ],
    [
      "7.1 The Customer owns the designs once the fee for the month in which they were made has been paid.",
      "created_ip_yours",
    ],
    [
      "7.1 On payment of the relevant invoice, title to the copyright in the Deliverables passes to the Customer.",
      "created_ip_yours",
    ],
    [
      "7.1 All photographs taken by the Supplier for the Customer under this Agreement shall belong exclusively to the Customer.",
      "created_ip_yours",
    ],
    [
      "7.1 The Supplier hereby assigns to the Customer all intellectual property rights in the Materials, other than the Supplier's Background IP, with effect from their creation.",
      "created_ip_yours",
    ],
    [
      "7.1 Any intellectual property rights arising out of the performance of the Services shall belong to the Customer.",
      "created_ip_yours",
    ],
    [
      "7.1 All intellectual property in the results of the trial shall be owned jointly by the Supplier and the Customer in equal shares.",
      "created_ip_joint",
    ],
    [
      "7.1 Once the Charges are paid, title to and all intellectual property rights in the Custom Modules shall transfer to the Customer.",
      "created_ip_yours",
    ],
    ["7.1 Copyright in every illustration drawing vests in the Customer on delivery.", "created_ip_yours"],
    ["7.1 Copyright in the final designs belongs to the Customer.", "created_ip_yours"],
    ["7.1 Copyright in all recordings remains with the Supplier.", "created_ip_theirs"],
    [
      "7.1 All plans, drawings and other work product drawn up by the Consultant for the Customer under this Agreement shall be owned by the Customer.",
      "created_ip_yours",
    ],
    [
      "7.1 The Supplier keeps the copyright in the menus and signage it designs and allows the Customer to use them in its restaurants.",
      "created_ip_theirs",
    ],
    ["7.1 Training modules written jointly by the parties are owned jointly.", "created_ip_joint"],
    [
      "7.1 Copyright in the designs remains with the Supplier until the Customer has paid all fees, when it passes to the Customer.",
      "created_ip_yours",
    ],
    [
      "7.1 All right, title and interest in and to the Work Product shall vest in and remain with the Customer.",
      "created_ip_yours",
    ],
    [
      "7.1 Each party shall own an equal, undivided interest in any inventions conceived jointly by their staff in carrying out the Project.",
      "created_ip_joint",
    ],
    [
      "7.1 All intellectual property rights in the Software shall vest in the Customer on creation.",
      "created_ip_yours",
    ],
    [
      "7.1 Any bespoke reports that Supplier creates specifically for the Customer shall be the Customer's property.",
      "created_ip_yours",
    ],
    [
      "7.1 On final payment the Supplier will transfer to the Customer ownership of the website design and content it has produced.",
      "created_ip_yours",
    ],
    [
      "7.1 All drawings and notes prepared by the Supplier in carrying out the Services are works made for hire.",
      "created_ip_yours",
    ],
    [
      "7.1 The Customer hereby assigns to the Supplier all intellectual property rights in any adaptations of the Software made by it.",
      "created_ip_theirs",
    ],
    ["7.1 Subject to payment, the Customer will own the final artwork.", "created_ip_yours"],
    [
      "7.1 All photographs and video footage taken by the Supplier at the event shall be owned by the Supplier, and the Supplier grants the Customer a perpetual licence to use them.",
      "created_ip_theirs",
    ],
    [
      "7.1 Any custom code developed by the Supplier for the Customer under this Agreement shall be owned by the Supplier, and the Supplier grants the Customer a non-exclusive licence to use it.",
      "created_ip_theirs",
    ],
    ["7.1 The Customer will own the copyright in the final designs.", "created_ip_yours"],
    [
      "7.1 The Customer shall own all Results, and the Supplier hereby assigns all its rights in the Results.",
      "created_ip_yours",
    ],
    [
      "7.1 The Customer shall own all Deliverables, and the Supplier shall assign, and hereby assigns, to the Customer all its rights in them.",
      "created_ip_yours",
    ],
  ])("%s -> %s for the customer", (clause, expected) => {
    const text = `${PARTIES}\n\n7. Intellectual property\n\n${clause}`;
    const f = findingOf(text, "ip_ownership");
    expect(f.subcategory).toBe(expected);
    expect({ start: f.start, end: f.end }).toEqual(at(text, clause));
  });

  it.each([
    ["The Supplier hereby assigns all rights therein to the Customer.", "created_ip_yours"],
    ["The Customer hereby assigns to the Supplier all rights in it.", "created_ip_theirs"],
  ])("reads who hires the work made for hire from the fallback assignment: %s", (fallback, expected) => {
    const hire = "7.1 All Deliverables shall be deemed works made for hire.";
    const text = `${PARTIES}\n\n7. Intellectual property\n\n${hire} 7.2 To the extent any Deliverable is not a work made for hire, ${fallback.replace(/^The/, "the")}`;
    const f = findingOf(text, "ip_ownership");
    expect(f.subcategory).toBe(expected);
  });

  it("does not read the supplier's own tools as work made for the customer", () => {
    const text = `${PARTIES}\n\n7. Tools\n\n7.1 The Supplier shall own all rights in any software utilities it writes for its own use in running the Services, even if written during the Term.`;
    const a = analyseContract(text, { side: "customer" });
    expect(a.advancedClauses.filter((c) => c.subcategory.startsWith("created_ip"))).toEqual([]);
  });

  it("quotes a transfer from one side to the other before 'each party owns what it makes'", () => {
    const clause =
      "7.3 The Supplier hereby assigns to the Customer all rights in any inventions relating to the Customer's products, whether made by the Supplier alone or jointly.";
    const text = `${PARTIES}\n\n7. Inventions\n\n7.2 Inventions made solely by employees of a party shall be owned by that party.\n\n${clause}`;
    const f = findingOf(text, "ip_ownership");
    expect(f.subcategory).toBe("created_ip_yours");
    expect(f.excerpt).toBe(clause);
  });

  it("reads an assignment of 'such materials' as the work the sentence before names, in one finding", () => {
    const text = `${PARTIES}\n\n7. Materials\n\n7.1 All leaflets and artwork the Supplier prepares for the Customer under this Agreement shall be the Customer's property. The Supplier hereby assigns to the Customer all of its rights in such materials.`;
    const ip = analyseContract(text).advancedClauses.filter((c) => c.category === "ip_ownership");
    expect(ip.map((c) => c.subcategory)).toEqual(["created_ip_yours"]);
  });

  it("does not tell a supplier that keeps the work to ask for copies of it", () => {
    const text = `${PARTIES}\n\n7. Intellectual property\n\n7.1 Copyright in all recordings remains with the Supplier. The Customer may use the recordings on its own website.`;
    const f = findingOf(text, "ip_ownership", "supplier");
    expect(f.subcategory).toBe("created_ip_yours");
    expect(f.askFor).toBe(
      "Keep it, and check that the licence the customer gets covers only the use it needs.",
    );
  });

  it("asks only for what the customer's licence to the work lacks", () => {
    const text = `${PARTIES}\n\n7. Intellectual property\n\n7.1 Copyright in all reports prepared by the Supplier in providing the Services shall remain with the Supplier. 7.2 The Supplier grants the Customer an irrevocable, royalty-free licence to copy and use those reports for any purpose related to the Project.`;
    const f = findingOf(text, "ip_ownership");
    expect(f.subcategory).toBe("created_ip_theirs");
    expect(f.askFor).toBe(
      "The work stays theirs and you may use it only as the clause allows. Ask for it to be assigned to you on payment, or for your licence to be for any use and to include changes.",
    );
    expect(f.proposal).toMatch(/licence extends to any use and includes modification\.$/);
    const full = findingOf(
      text.replace(
        "to copy and use those reports for any purpose related to the Project",
        "to use and adapt those reports for any purpose",
      ),
      "ip_ownership",
    );
    expect(full.askFor).toBe(
      "The work stays theirs and you may use it only as the clause allows. Ask for it to be assigned to you on payment.",
    );
  });

  it("gives a customer left with a licence to the work a medium rating and asks to widen it", () => {
    const text = `${PARTIES}\n\n7. Intellectual property\n\n7.1 Copyright in all recordings remains with the Supplier. The Customer may use the recordings on its own website.`;
    const f = findingOf(text, "ip_ownership");
    expect(f.subcategory).toBe("created_ip_theirs");
    expect(f.risk_level).toBe("medium");
    expect(f.askFor).toMatch(/^The work stays theirs and you may use it only as the clause allows/);
    expect(f.proposal).toMatch(
      /licence is perpetual, royalty-free, extends to any use and includes modification\.$/,
    );
    expect(f.proposal).not.toMatch(/\byou\b/i);
    const bare = findingOf(
      `${PARTIES}\n\n7. Intellectual property\n\n7.1 Copyright in all recordings remains with the Supplier.`,
      "ip_ownership",
    );
    expect(bare.risk_level).toBe("high");
  });

  it("does not read payments or statements 'made by the parties' as work they made", () => {
    const text = `${PARTIES}\n\n7. Intellectual property\n\n7.1 All intellectual property rights in the Software remain with the Supplier.\n7.2 All payments made by the parties under this Agreement shall be the property of the payee.`;
    expect(analyseContract(text).advancedClauses.some((c) => c.subcategory.startsWith("created_ip"))).toBe(
      false,
    );
  });

  it("says the work becomes yours only where a clause says so, quoting it", () => {
    const clause =
      "7.1 All intellectual property rights in the Deliverables shall vest in the Customer on payment of the Charges.";
    const text = `${PARTIES}\n\n7. Intellectual property\n\n${clause}`;
    const f = findingOf(text, "ip_ownership");
    expect(f.subcategory).toBe("created_ip_yours");
    expect({ start: f.start, end: f.end }).toEqual(at(text, clause));
    expect(f.whyItMatters).toContain("becomes yours");
  });

  it("states the same clause from the supplier's side", () => {
    const text = `${PARTIES}\n\n7. Intellectual property\n\n7.1 All intellectual property rights in the Deliverables shall vest in the Customer on payment of the Charges.`;
    const f = findingOf(text, "ip_ownership", "supplier");
    expect(f.subcategory).toBe("created_ip_theirs");
    expect(f.whyItMatters).toBe(
      "The contract says that what you create under it becomes the customer's once you are paid for it, so you cannot reuse it freely for other clients.",
    );
  });

  it("says ownership passes on payment, for 'Upon Customer's payment in full', on both sides", () => {
    const text = `${PARTIES}\n\n7. Intellectual property\n\n7.1 Upon the Customer's payment in full, the Supplier assigns to the Customer all rights in the finished designs.`;
    expect(findingOf(text, "ip_ownership").whyItMatters).toContain("becomes yours once you have paid for it");
    expect(findingOf(text, "ip_ownership", "supplier").whyItMatters).toContain(
      "becomes the customer's once you are paid for it",
    );
  });

  it("reads 'excluding the Developer Tools' in the assignment as the supplier keeping its tools", () => {
    const text = `${PARTIES}\n\n7. Intellectual property\n\n7.1 The Supplier assigns to the Customer all intellectual property rights in the Bespoke App, excluding the Supplier Tools.\n\n7.2 The Supplier grants the Customer a perpetual licence to use the Supplier Tools built into the Bespoke App.`;
    expect(findingOf(text, "ip_ownership", "supplier").askFor).toContain("Keep it.");
  });

  it("does not ask the supplier to check for a licence of its existing materials that the contract grants", () => {
    const text = `${PARTIES}\n\n7. Intellectual property\n\n7.1 The Supplier assigns to the Customer all rights in the finished designs.\n\n7.2 The Supplier keeps all rights in its pre-existing templates and grants the Customer a perpetual licence to use any of them built into the designs.`;
    const f = findingOf(text, "ip_ownership", "supplier");
    expect(f.risk_level).toBe("low");
    expect(f.askFor).toContain("the customer gets only a licence to those built into the work. Keep it.");
    expect(f.askFor).not.toContain("Check");
  });

  it("reads the licensor keeping its software, in a sentence with no 'shall', as existing IP it keeps", () => {
    const clause = "7.1 All intellectual property rights in the Software remain with the Supplier.";
    const f = findingOf(`${PARTIES}\n\n7. Intellectual property\n\n${clause}`, "ip_ownership");
    expect(f.subcategory).toBe("existing_ip");
    expect(f.excerpt).toBe(clause);
    expect(f.whyItMatters).toMatch(/^The supplier keeps ownership of what it brings/);
  });

  it("does not call the customer's own data 'work created' that becomes yours", () => {
    const text = `${PARTIES}\n\n7. Data\n\n7.1 The Customer owns all Customer Data, including records created by the Customer using the Platform.`;
    const f = analyseContract(text).advancedClauses.find((c) => c.category === "ip_ownership");
    expect(f?.subcategory).not.toBe("created_ip_yours");
  });

  it("does not read the supplier's ownership of improvements to its own platform as work created for you", () => {
    const clause =
      "7.1 All intellectual property rights in the Platform, including all improvements and modifications to the Platform developed in providing the Services, remain with the Supplier.";
    const text = `${PARTIES}\n\n7. Intellectual property\n\n${clause}`;
    const f = findingOf(text, "ip_ownership");
    expect(f.subcategory).toBe("existing_ip");
    expect({ start: f.start, end: f.end }).toEqual(at(text, clause));
  });

  it("quotes the clause that sells and assigns the work, before one that only calls it the customer's property", () => {
    const assign =
      "7.2 The Supplier hereby sells, assigns and transfers to the Customer all right, title and interest in the Deliverables.";
    const text = `${PARTIES}\n\n7. Intellectual property\n\n7.1 Any designs developed under this Agreement shall be the exclusive property of the Customer.\n\n${assign}`;
    const f = findingOf(text, "ip_ownership");
    expect(f.subcategory).toBe("created_ip_yours");
    expect({ start: f.start, end: f.end }).toEqual(at(text, assign));
  });

  it("does not read a sale of equipment with all right, title and interest as a transfer of intellectual property", () => {
    const text = `${PARTIES}\n\n7. Equipment\n\n7.1 On payment of the price, the Supplier hereby sells, transfers and assigns to the Customer all right, title and interest in the equipment listed in Schedule 2.`;
    const f = analyseContract(text).advancedClauses.find((c) => c.category === "ip_ownership" && !c.missing);
    expect(f).toBeUndefined();
  });

  it("does not read a licence to use deliverables as a statement of who owns them", () => {
    const text = `${PARTIES}\n\n7. Licence\n\n7.1 The Supplier grants the Customer a non-exclusive licence to use the Deliverables during the Term.`;
    const created = analyseContract(text).advancedClauses.find(
      (c) => c.category === "ip_ownership" && c.subcategory.startsWith("created_ip"),
    );
    expect(created).toBeUndefined();
  });

  it("does not read a licence over IP the grantor owns, in a sentence citing numbered sections, as ownership of work created", () => {
    const text = `${PARTIES}\n\n7. Licence\n\n7.1 Subject to Section 7.4, the Supplier hereby grants to the Customer, subject to Section 7.2.1, a perpetual licence to use the intellectual property in the reports produced under this Agreement, as owned by the Supplier from time to time.`;
    const created = analyseContract(text).advancedClauses.find(
      (c) => c.category === "ip_ownership" && c.subcategory.startsWith("created_ip"),
    );
    expect(created).toBeUndefined();
  });

  it("does not take a duty to obtain assignments from subcontractors as saying who owns the work", () => {
    const text = `${PARTIES}\n\n7. Intellectual property\n\n7.3 Where the Supplier engages subcontractors, it shall obtain from each of them a written agreement to assign to the Supplier all inventions made by them under this Agreement.`;
    const created = analyseContract(text).advancedClauses.find(
      (c) => c.category === "ip_ownership" && c.subcategory.startsWith("created_ip"),
    );
    expect(created).toBeUndefined();
  });

  it("reads an assignment of IP a side already holds as a transfer, not as each side keeping its own", () => {
    const text = `${PARTIES}\n\n6. Transfer\n\n6.1 On the Start Date the Customer hereby assigns to the Supplier all copyright in the booking software written by the Customer's staff before this Agreement.`;
    const f = findingOf(text, "ip_ownership");
    expect(f.subcategory).toBe("ip_transferred_from_you");
    expect(f.whyItMatters).toContain("you stop owning it");
    expect(f.proposal).toMatch(/assigns intellectual property held by .+; we propose/);
    expect(f.proposal).not.toMatch(/\byou\b/i);
    const supplier = findingOf(text, "ip_ownership", "supplier");
    expect(supplier.subcategory).toBe("ip_transferred_to_you");
    expect(supplier.risk_level).toBe("low");
  });

  it("quotes the assignment to the customer, not the supplier's duty to get its freelancers' rights", () => {
    const grant =
      "7.2 The Supplier assigns to the Customer all copyright in the designs it creates under this Agreement.";
    const text = `${PARTIES}\n\n7. Intellectual property\n\n7.1 The Supplier shall ensure that its freelancers assign to it all copyright in any designs they create.\n\n${grant}`;
    const f = findingOf(text, "ip_ownership");
    expect(text.slice(f.start, f.end)).toBe(grant);
    expect(f.subcategory).toBe("created_ip_yours");
  });

  it("reads rights in a term defined as what the supplier creates as work created", () => {
    const grant =
      "7.2 Subject to payment of the Charges, the Supplier assigns to the Customer all copyright in the Campaign Materials.";
    const text = `${PARTIES}\n\n7. Intellectual property\n\n7.1 "Campaign Materials" means all content that the Supplier creates for the Customer.\n\n${grant}`;
    const f = findingOf(text, "ip_ownership");
    expect(f.subcategory).toBe("created_ip_yours");
    expect(text.slice(f.start, f.end)).toBe(grant);
  });

  it("keeps joint ownership when each side may already exploit the work freely", () => {
    const text = `${PARTIES}\n\n7. Intellectual property\n\n7.1 Results created jointly shall be owned jointly, and each party may exploit them without accounting to the other.`;
    const f = findingOf(text, "ip_ownership");
    expect(f.subcategory).toBe("created_ip_joint");
    expect(f.risk_level).toBe("low");
    expect(f.askFor).toMatch(/Keep it/);
    expect(f.proposal ?? null).toBeNull();
  });

  it("reads copyright in materials the customer pays for as the customer's", () => {
    const text = `${PARTIES}\n\n7. Materials\n\n7.1 Copyright in all materials that the Customer approves and pays for shall belong to the Customer.`;
    expect(findingOf(text, "ip_ownership").subcategory).toBe("created_ip_yours");
  });

  it("does not read the licensor's own improvements to the licensed technology as work created for the customer", () => {
    const text = `${PARTIES}\n\n7. Improvements\n\n7.1 Any improvement to the Licensed Technology made by the Supplier shall be owned by the Supplier.`;
    const f = findingOf(text, "ip_ownership");
    expect(f.subcategory).toBe("existing_ip");
    expect(f.risk_level).toBe("low");
  });

  it("reads custom work 'owned by' the customer without the words intellectual property, and not a list of damaged property", () => {
    const clause =
      "11.2 Any custom reports developed by the Supplier specifically for the Customer shall be owned by the Customer.";
    const text = `${PARTIES}\n\n11. Ownership\n\n11.1 The Supplier retains all right, title and interest in and to the Platform.\n\n${clause}`;
    const f = findingOf(text, "ip_ownership");
    expect(f.subcategory).toBe("created_ip_yours");
    expect(text.slice(f.start, f.end)).toBe(clause);
    const indemnity = `${PARTIES}\n\n9. Indemnity\n\n9.1 Each party shall indemnify the other against claims for damage to the property of third parties, including results of work carried out under this Agreement.`;
    expect(
      analyseContract(indemnity).advancedClauses.some((c) => c.category === "ip_ownership" && !c.missing),
    ).toBe(false);
  });

  it("reads a party's own improvements kept by that party as its existing IP, not work created for the other side", () => {
    const own = (clause: string) =>
      findingOf(`${PARTIES}\n\n7. Improvements\n\n7.1 ${clause}`, "ip_ownership", "customer");
    expect(
      own(
        "Supplier Improvements to the intellectual property in the Platform shall be owned by the Supplier.",
      ).subcategory,
    ).toBe("existing_ip");
    expect(
      own("Any intellectual property in improvements made by the Supplier shall belong to the Supplier.")
        .subcategory,
    ).toBe("existing_ip");
    // what the supplier makes for the customer is still work created under the contract
    expect(
      own("All Deliverables created by the Supplier under this Agreement shall be owned by the Supplier.")
        .subcategory,
    ).toBe("created_ip_theirs");
  });

  it("reads an assignment of the thing built 'except the supplier's pre-existing code' as work created, and the existing code as kept", () => {
    const clause =
      "3.1 On payment in full, the Supplier assigns to the Customer all intellectual property rights in the App, except the Supplier's pre-existing code libraries.";
    const text = `${PARTIES}\n\n1. Project\n\n1.1 The Supplier will design, build and deliver the ordering app described in Schedule 1 (the "App").\n\n3. Ownership\n\n${clause}`;
    const customer = findingOf(text, "ip_ownership", "customer");
    expect(customer.subcategory).toBe("created_ip_yours");
    expect(text.slice(customer.start, customer.end)).toBe(clause);
    const supplier = findingOf(text, "ip_ownership", "supplier");
    expect(supplier.subcategory).toBe("created_ip_theirs");
    expect(supplier.askFor).toMatch(/already keeps your existing materials yours/);
  });

  it("reads the customer's own work assigned to the supplier as a grant-back, with advice for each side", () => {
    const text = `${PARTIES}\n\n7. Modifications\n\n7.1 The Customer hereby assigns to the Supplier all intellectual property rights in any modification to the Platform made by the Customer.`;
    const customer = findingOf(text, "ip_ownership", "customer");
    expect(customer.subcategory).toBe("created_ip_grant_back");
    expect(customer.risk_level).toBe("medium");
    expect(customer.askFor).toMatch(/keep ownership of what you create yourself/);
    expect(customer.askFor).not.toMatch(/assigned to you/);
    expect(customer.proposal).toMatch(/we propose that the Customer keeps ownership of its own work/);
    const supplier = findingOf(text, "ip_ownership", "supplier");
    expect(supplier.subcategory).toBe("created_ip_grant_back");
    expect(supplier.risk_level).toBe("low");
    expect(supplier.askFor).toMatch(/^Keep it/);
  });

  it("reads 'each party owns what its own staff make' as fair, and asks only about joint work", () => {
    const own = `${PARTIES}\n\n7. Inventions\n\n7.1 Title to any invention made solely by the staff of a party under this Agreement shall vest in that party.`;
    const f = findingOf(own, "ip_ownership");
    expect(f.subcategory).toBe("created_ip_each_own");
    expect(f.risk_level).toBe("low");
    expect(f.askFor).toMatch(/^Each side owns what its own people create\. Keep it\./);
    const withJoint = `${own} Any invention made jointly shall be jointly owned.`;
    const g = findingOf(withJoint, "ip_ownership");
    expect(g.subcategory).toBe("created_ip_each_own");
    expect(g.risk_level).toBe("medium");
    expect(g.askFor).toMatch(/free to use and license joint work/);
    expect(g.askFor).not.toMatch(/assigned to you/);
  });

  it("reads joint ownership as neither side's alone", () => {
    const text = `${PARTIES}\n\n7. Intellectual property\n\n7.1 The Deliverables shall be jointly owned by the parties.`;
    const f = findingOf(text, "ip_ownership");
    expect(f.subcategory).toBe("created_ip_joint");
    expect(f.whyItMatters).toContain("jointly owned");
    expect(f.askFor).toMatch(/each side may use and license it freely/);
    expect(f.askFor).not.toMatch(/assigned to you/);
    expect(f.proposal).toMatch(/jointly owned; we propose that each party may use, license and exploit it/);
  });
});

describe("ownership of work created, in further common forms", () => {
  const cases: Array<[string, string, string, string]> = [
    [
      "a licence grant-back worded 'hereby does grant, transfer and convey'",
      'This Licence Agreement is made between Tarn Optics Limited (the "Licensor") and Brackley Instruments Ltd (the "Licensee").',
      "4.2 The Licensee hereby does grant, transfer and convey to the Licensor all rights in any adaptation of the Licensed Software made by the Licensee.",
      "created_ip_grant_back",
    ],
    [
      "an improvement that 'shall become the property of' the franchisor",
      'This Franchise Agreement is made between Tarn Bakeries Limited (the "Franchisor") and Brackley Foods Ltd (the "Franchisee").',
      "9.1 If the Franchisee devises any improvement to the Bakery System, it shall tell the Franchisor and the improvement shall become the property of the Franchisor.",
      "created_ip_theirs",
    ],
    [
      "a supplier that 'shall transfer ... ownership' of code written for the customer",
      'This Agreement is made between Tarn Logistics Limited (the "Customer") and Brackley Code Ltd (the "Supplier").',
      "5.1 The Supplier shall transfer to the Customer ownership of all code written for Tarn Logistics under any statement of work.",
      "created_ip_yours",
    ],
    [
      "new materials owned by the customer and irrevocably assigned",
      'This Outsourcing Agreement is made between Tarn Logistics Limited (the "Customer") and Brackley Services Ltd (the "Supplier").',
      "12.3 All New Materials shall be owned by the Customer, and the Supplier irrevocably assigns, and shall procure that its staff assign, to the Customer all rights in them.",
      "created_ip_yours",
    ],
    [
      "title to inventions that 'shall reside in' the party whose staff made them",
      'This Research Agreement is made between Tarn Therapeutics Limited (the "Sponsor") and Brackley Research Ltd (the "Contractor").',
      "8.1 Title to all inventions made by Contractor personnel in the performance of the Programme shall reside in the Contractor.",
      "created_ip_theirs",
    ],
  ];
  for (const [name, parties, clause, subcategory] of cases) {
    it(`reads ${name}`, () => {
      const text = `${parties}\n\n1. Services\n\n1.1 The work is described in Schedule 1.\n\n2. Rights\n\n${clause}`;
      const f = findingOf(text, "ip_ownership");
      expect(f.subcategory).toBe(subcategory);
      expect(text.slice(f.start, f.end)).toBe(clause);
    });
  }

  it("does not read 'no title ... is transferred' as a transfer", () => {
    const text = `${PARTIES}\n\n6. Marks\n\n6.1 No title to or ownership of the Supplier's trade marks is transferred to the Customer under this Agreement.`;
    const f = analyseContract(text).advancedClauses.filter(
      (c) => c.category === "ip_ownership" && !c.missing,
    );
    expect(f.map((c) => c.subcategory)).not.toContain("ip_transferred_to_you");
    expect(f.map((c) => c.subcategory)).not.toContain("ip_transferred");
  });
});

describe("audits of systems and of recharged costs", () => {
  it("quotes a yearly security assessment of the supplier's systems and explains it as a check of systems", () => {
    const clause =
      "9.1 No more than once a year, the Customer may conduct, or have an adviser conduct, a security assessment of the Supplier's systems used to hold Customer Data.";
    const text = `${PARTIES}\n\n9. Security\n\n${clause}`;
    const customer = findingOf(text, "audit_rights");
    expect(customer.subcategory).toBe("you_may_audit");
    expect(text.slice(customer.start, customer.end)).toBe(clause);
    const supplier = findingOf(text, "audit_rights", "supplier");
    expect(supplier.subcategory).toBe("they_may_audit_you");
    expect(supplier.whyItMatters).toMatch(/in your systems/);
    expect(supplier.whyItMatters).not.toMatch(/back-charges/);
    expect(supplier.askFor).not.toMatch(/once a year/);
  });

  it("reads documents to verify recharged costs as a check of charges", () => {
    const clause =
      "6.2 The Supplier shall provide the Customer, within 30 days of a request, with such documents as the Customer reasonably requires to verify any third-party costs invoiced.";
    const text = `${PARTIES}\n\n6. Costs\n\n${clause}`;
    const f = findingOf(text, "audit_rights");
    expect(text.slice(f.start, f.end)).toBe(clause);
    expect(f.whyItMatters).toMatch(/verify charges/);
  });
});

describe("warranty period", () => {
  it("reads a window to notify a breach of the warranty after performance as the warranty period", () => {
    const clause =
      "10.2 The Customer must notify the Supplier of any breach of this warranty within ninety (90) days after performance of the affected Services.";
    const text = `${PARTIES}\n\n10. Warranty\n\n10.1 The Supplier warrants that the Services will be performed with reasonable skill and care.\n\n${clause}`;
    const f = findingOf(text, "warranty");
    expect(f.subcategory).toBe("warranty_period");
    expect(f.whyItMatters).toBe(
      "The warranty lasts ninety (90) days from performance of the affected Services.",
    );
    expect(text.slice(f.start, f.end)).toBe(clause);
  });

  it("does not read a 30-day period to fix a defect as a 30-day warranty", () => {
    const clause =
      "10.1 If the Services do not conform to the warranty in this clause, the Supplier shall at no charge correct the nonconformity within 30 days of receiving notice of it.";
    const text = `${PARTIES}\n\n10. Warranty\n\n${clause}`;
    const f = findingOf(text, "warranty");
    expect({ start: f.start, end: f.end }).toEqual(at(text, clause));
    expect(f.subcategory).toBe("performance_warranty");
    expect(f.whyItMatters).not.toContain("30 days");
  });

  it("reads a warranty period and what it runs from", () => {
    const clause =
      "10.1 The Supplier warrants that the Equipment will be free from defects for a period of twelve (12) months from the date of delivery.";
    const text = `${PARTIES}\n\n10. Warranty\n\n${clause}`;
    const f = findingOf(text, "warranty");
    expect(f.subcategory).toBe("warranty_period");
    expect({ start: f.start, end: f.end }).toEqual(at(text, clause));
    expect(f.whyItMatters).toBe("The warranty lasts twelve (12) months from delivery.");
  });

  it("reads the window for notifying defects after acceptance as the warranty period", () => {
    const text = `${PARTIES}\n\n10. Warranty\n\n10.1 The Supplier warrants that it will remedy any defect notified to it within six months after acceptance.`;
    expect(findingOf(text, "warranty").whyItMatters).toBe("The warranty lasts six months from acceptance.");
  });
});

describe("whose liability a cap limits", () => {
  const text = `This Agreement is made between Tarnside Cloud Inc. ("Provider") and Moorgate Bakeries Ltd ("Subscriber").

5. Subscriber shall defend, indemnify and hold harmless Provider from any third-party claim arising out of Subscriber's use of the Service.

6. In no event shall Provider's aggregate liability arising out of this Agreement exceed the fees paid in the twelve (12) months before the claim.`;

  it("reads 'In no event shall Provider's aggregate liability exceed' as a cap on the supplier alone", () => {
    const cap = findingOf(text, "liability_cap");
    expect(cap.whyItMatters).toMatch(
      /^Only the supplier's liability is capped \(at 12 months' charges\); yours is not limited/,
    );
  });

  it("leaves the customer's indemnity unlimited when the only cap is the supplier's", () => {
    const i = analyseContract(text).indemnity;
    expect(i).toMatchObject({ type: "one-sided", indemnifyingParty: "customer", capped: false });
  });
});

describe("a consultant's day rate", () => {
  const text = `This Agreement is made between Wrenfield Advisory LLP ("the Consultant") and Calder Mill Foods Limited ("the Company").

2.1 The Company shall pay the Consultant a fee of £720 per day, invoiced monthly in arrears.
2.2 Invoices are payable within 21 days of receipt.

6.1 The Consultant's total liability to the Company shall not exceed the fees paid under this Agreement.`;

  it("is a rate, not a monthly charge: it is not annualised into a contract value", () => {
    const a = analyseContract(text);
    expect(a.paymentTerms.summary).toContain("amount £720 a day");
    expect(a.keyData.value).toBeNull();
  });

  it("names a cap set as a multiple of the fees", () => {
    const t = `${PARTIES}\n\n6. Liability\n\n6.1 Each party's aggregate liability shall be limited to 150% of the fees paid in the year of the claim.`;
    expect(findingOf(t, "liability_cap").whyItMatters).toContain("capped at 150% of the fees paid");
  });

  it("names a cap of 'the fee paid' (one fee) as the fees paid", () => {
    const t = `${PARTIES}\n\n6. Liability\n\n6.1 The Supplier's total liability shall not exceed the fee paid for the introduction.`;
    expect(findingOf(t, "liability_cap").whyItMatters).toContain("(at the fees paid under the contract)");
  });

  it("names a cap of the fees paid as such, not as a fixed limit", () => {
    expect(findingOf(text, "liability_cap").whyItMatters).toContain("(at the fees paid under the contract)");
  });
});

describe("which liability sentence is the cap", () => {
  it("quotes the cap with its measure, even with an insurance caveat, over a statement of entire liability", () => {
    const cap =
      "6.3 The Supplier's entire liability under the indemnities in clause 6.1 shall be limited to the annual Charges, unless the Supplier is insured for the loss.";
    const text = `${PARTIES}\n\n6. Liability\n\n6.1 The Supplier shall indemnify the Customer against losses caused by faulty Equipment.\n\n6.2 The Supplier's liability under clause 6.1 shall be its entire liability for a breakdown of the Equipment.\n\n${cap}`;
    const f = findingOf(text, "liability_cap");
    expect(text.slice(f.start, f.end)).toBe(cap);
  });

  it("does not read a business's trade liabilities as a cap", () => {
    const text = `${PARTIES}\n\n4. Transfer\n\n4.1 The Supplier shall not pay any trade liabilities of the Customer to the extent they exceed £10,000.`;
    const cap = analyseContract(text).advancedClauses.find(
      (c) => c.category === "liability_cap" && !c.missing,
    );
    expect(cap).toBeUndefined();
  });
});

describe("who may audit", () => {
  const audit = (clause: string, side: Side = "customer") =>
    findingOf(`${PARTIES}\n\n8. Records\n\n${clause}`, "audit_rights", side).subcategory;

  it.each([
    [
      "8.1 The Supplier shall meet a score of 90% in the monthly quality audit carried out by the Customer.",
      "you_may_audit",
    ],
    [
      "8.1 The Supplier shall permit the Customer to audit its records relating to the Charges once a year.",
      "you_may_audit",
    ],
    [
      "8.1 The Supplier shall keep full records of the Services and make them available for inspection on request.",
      "you_may_audit",
    ],
    ["8.1 The Customer shall have the right to audit the Supplier's records once a year.", "you_may_audit"],
    [
      "8.1 The Supplier may audit the Customer's use of the Software once a year on 10 days' notice.",
      "they_may_audit_you",
    ],
    [
      "8.1 The Customer shall allow the Supplier access to its premises to inspect the Equipment.",
      "they_may_audit_you",
    ],
    [
      "8.1 The Supplier or its nominated accountant may examine the Customer's sales ledgers once a year.",
      "they_may_audit_you",
    ],
    [
      "8.1 The Customer and its authorised agents shall be entitled during business hours to examine and copy the Supplier's books.",
      "you_may_audit",
    ],
    [
      "8.1 No more than once in each contract year, the Supplier may send an auditor to examine the Customer's licence records.",
      "they_may_audit_you",
    ],
    [
      "8.1 Subject to clause 9, the Customer may have the Supplier's timesheets examined by an independent accountant.",
      "you_may_audit",
    ],
    [
      "8.1 THE SUPPLIER OR ITS APPOINTED AUDITORS MAY INSPECT THE CUSTOMER'S LICENCE RECORDS ON 10 DAYS' NOTICE.",
      "they_may_audit_you",
    ],
  ])("%s -> %s for the customer", (clause, expected) => {
    expect(audit(clause)).toBe(expected);
  });

  it.each([
    [
      "Quality visits",
      "The Customer and its advisers may visit and inspect the Supplier's kitchens during opening hours to check food hygiene.",
    ],
    [
      "Assurance",
      "The Supplier shall co-operate with any audit carried out by or for the Customer and shall answer its auditors' questions promptly.",
    ],
    [
      "Accounts",
      "The Supplier shall keep books of the hours worked and shall produce them to the Customer for inspection whenever it asks.",
    ],
    [
      "Quality",
      "The Customer and its representatives may, on giving five working days' notice, visit the Supplier's factory to assess whether the Goods are made to the agreed standard.",
    ],
    [
      "Licence compliance",
      "The Customer may, on 20 days' written notice, verify the Supplier's compliance with the security schedule.",
    ],
    [
      "Expenses",
      "The Supplier shall keep every receipt for expenses it recharges and shall produce them for inspection by the Customer on request.",
    ],
    [
      "Charges",
      "The Supplier shall, when asked, give the Customer copies of its timesheets so that the Customer can check the hours charged.",
    ],
    [
      "Ethical sourcing",
      "The Customer or an independent body appointed by it may carry out unannounced inspections of any factory making the Goods.",
    ],
    [
      "Accounts",
      "The Customer shall be entitled, on 14 days' notice, to have the Supplier's books inspected by a chartered accountant.",
    ],
    [
      "Site access",
      "The Supplier shall permit any authorised representative of the Customer, during normal working hours and at the Customer's own risk and cost, to enter its premises for the purpose of inspecting the work.",
    ],
    [
      "Books",
      "If the Customer asks, the Supplier's books and records for the Project shall be audited at the end of each year by an independent accountant chosen by the Customer.",
    ],
    [
      "Quality",
      "The Customer reserves the right to perform quality audits at the Supplier's factory on reasonable notice.",
    ],
    [
      "Compliance",
      "The Customer may conduct periodic reviews of the Supplier's compliance with the Modern Slavery Act, and the Supplier shall co-operate with any such review.",
    ],
    [
      "Records",
      "The Supplier shall keep the records referred to in clause 7 for six years and shall allow the Customer to take copies of them.",
    ],
    [
      "Co-operation",
      "The Supplier shall co-operate fully with any audit carried out by the Customer or its external auditors and shall answer their questions promptly.",
    ],
    [
      "Stock",
      "The Customer's representatives shall be permitted to visit the Supplier's warehouses at any reasonable time to ascertain that the Goods are stored as agreed.",
    ],
    [
      "Monitoring",
      "The Customer may monitor the performance of the Services and, for that purpose, may enter any site at which the Services are performed.",
    ],
    [
      "Books",
      "The Customer and its authorised representatives shall have access to such records on reasonable notice for the purpose of verifying the Charges.",
    ],
  ])("quotes the audit clause under the heading %s", (heading, clause) => {
    const text = `${PARTIES}\n\n8. ${heading}\n\n8.1 ${clause}`;
    const f = findingOf(text, "audit_rights");
    expect(text.slice(f.start, f.end)).toContain(clause.slice(0, 40));
    expect(f.subcategory).toBe("you_may_audit");
  });

  it("says what an audit of controls, not of records, lets the customer check", () => {
    const controls = findingOf(
      `${PARTIES}\n\n8. Security\n\n8.1 The Supplier shall allow the Customer, once a year on 30 days' notice, to audit the Supplier's security controls.`,
      "audit_rights",
    );
    expect(controls.whyItMatters).toBe(
      "You can check how the other side meets its obligations, at its premises or in its systems.",
    );
    const books = findingOf(
      `${PARTIES}\n\n8. Records\n\n8.1 The Customer may audit the Supplier's records of the Charges once a year.`,
      "audit_rights",
    );
    expect(books.whyItMatters).toContain("verify charges");
  });

  it.each([
    [
      "Inspection",
      "The Customer may at any time, without notice, inspect the Premises and the operation of the Supplier's business.",
    ],
    [
      "Access",
      "Upon reasonable notice, the Supplier shall provide the Customer with access to its facilities, personnel and records to the extent necessary to verify the Supplier's compliance with this Agreement.",
    ],
  ])("quotes a right to inspect premises or to have access to verify compliance (%s)", (heading, clause) => {
    const text = `${PARTIES}\n\n8. ${heading}\n\n8.1 ${clause}`;
    const f = findingOf(text, "audit_rights");
    expect(text.slice(f.start, f.end)).toBe(`8.1 ${clause}`);
    expect(f.subcategory).toBe("you_may_audit");
  });

  it.each([
    [
      "a list item under 'The Supplier shall:'",
      "9. The Supplier shall:\n(a) keep full records of the Charges;\n(b) permit the Customer to audit those records once a year on 14 days' notice; and\n(c) refund any overcharge.",
    ],
    [
      "records open for inspection by a party",
      "9.1 The Supplier shall keep complete books for three years. Such books shall be open for inspection by the Customer during business hours.",
    ],
    [
      "a right that starts with 'Where'",
      "9.1 Where the Customer reasonably believes the Supplier is in breach of clause 8, the Customer may carry out an audit of the Supplier's security controls on 30 days' notice.",
    ],
  ])("names the auditor in %s", (_label, body) => {
    const text = `${PARTIES}\n\n${body}`;
    expect(findingOf(text, "audit_rights", "customer").subcategory).toBe("you_may_audit");
    const supplier = findingOf(text, "audit_rights", "supplier");
    expect(supplier.subcategory).toBe("they_may_audit_you");
    expect(supplier.start).toBeGreaterThan(0);
  });

  it("prefers the audit of the other party's books to an inspection of a third party's site", () => {
    const text = `${PARTIES}\n\n8. Audit\n\n8.1 The Customer may require that its representatives be permitted to inspect the manufacturer's facilities, and that samples be delivered to it.\n\n8.2 The Customer may at all reasonable times examine and copy the Supplier's books and records relating to the Charges.`;
    const f = findingOf(text, "audit_rights");
    expect(text.slice(f.start, f.end)).toContain("examine and copy the Supplier's books");
  });

  it("quotes only the audit sentence after a reference to a lettered schedule", () => {
    const text = `${PARTIES}\n\n9. Quality\n\n9.1 The Supplier shall make the Goods to the standards set out in Schedule B. The Supplier shall permit the Customer's representatives to enter its premises during business hours to inspect the manufacture of the Goods.`;
    const f = findingOf(text, "audit_rights");
    expect(text.slice(f.start, f.end)).toMatch(/^The Supplier shall permit the Customer's representatives/);
  });

  it("reads a clause that takes the audit right away as no right to audit, on both sides", () => {
    const text = `${PARTIES}\n\n6. Security\n\n6.1 The Customer may not carry out its own audit of the Supplier's data centres, but may send a security questionnaire once a year.`;
    const customer = findingOf(text, "audit_rights", "customer");
    expect(customer.subcategory).toBe("you_may_not_audit");
    expect(text.slice(customer.start, customer.end)).toContain("may not carry out its own audit");
    expect(customer.askFor).toMatch(
      /^You may not audit the other side yourself\. Ask for a copy of its independent audit report/,
    );
    expect(customer.proposal).toMatch(/does not allow .+ to audit .+; we propose/);
    const supplier = findingOf(text, "audit_rights", "supplier");
    expect(supplier.subcategory).toBe("they_may_not_audit");
    expect(supplier.risk_level).toBe("low");
    expect(supplier.whyItMatters).not.toMatch(/may inspect your records/);
  });

  it("does not tell the user they may audit when the clause does not say who audits", () => {
    const f = findingOf(
      `${PARTIES}\n\n8. Records\n\n8.1 Records relating to the Charges shall be open to audit on reasonable notice.`,
      "audit_rights",
      "customer",
    );
    expect(f.subcategory).toBe("audit");
    expect(f.whyItMatters).not.toMatch(/^You can check/);
    expect(f.askFor).toMatch(/^Check which side may audit/);
  });

  it("asks only for the limits an audit clause does not already set", () => {
    const limited = findingOf(
      `${PARTIES}\n\n8. Records\n\n8.1 The Supplier may, on 10 working days' notice and not more than once a year, audit the Customer's use of the Software.`,
      "audit_rights",
    );
    expect(limited.askFor).toBe("Ask for audits to take place in business hours and at their cost.");
    expect(limited.proposal).not.toMatch(/once a year|notice/);
    const yearly = findingOf(
      `${PARTIES}\n\n8. Records\n\n8.1 The Supplier may, no more than once every twelve months, verify the Customer's use of the Software.`,
      "audit_rights",
    );
    expect(yearly.subcategory).toBe("they_may_audit_you");
    expect(yearly.askFor).not.toMatch(/once a year/);
    const open = findingOf(
      `${PARTIES}\n\n8. Records\n\n8.1 The Supplier may audit the Customer's records at any time.`,
      "audit_rights",
    );
    expect(open.askFor).toBe(
      "Ask for audits to take place once a year, on 30 days' notice, in business hours and at their cost.",
    );
  });

  it.each([
    [
      "8.1 The Supplier's authorised representatives may enter the Customer's depot during business hours to inspect how the Equipment is stored.",
      "they_may_audit_you",
    ],
    [
      "8.1 The Charges invoiced each quarter are subject to verification by an independent accountant appointed by the Customer.",
      "you_may_audit",
    ],
  ])("%s -> %s for the customer (possessive subjects, verification by an appointee)", (clause, expected) => {
    expect(audit(clause)).toBe(expected);
  });

  it("reads a right for each party to audit the other as mutual, and asks only for the missing limits", () => {
    const f = findingOf(
      `${PARTIES}\n\n8. Records\n\n8.1 Each party may, at its own expense and no more than once in any calendar year, audit the other party's compliance with clause 9.`,
      "audit_rights",
    );
    expect(f.subcategory).toBe("mutual_audit");
    expect(f.risk_level).toBe("low");
    expect(f.askFor).toMatch(/either side/);
    expect(f.askFor).not.toMatch(/once a year|cost/);
    expect(f.proposal).toMatch(/each party to audit the other/);
    expect(f.proposal).not.toMatch(/\byou\b/i);
  });

  it("reads the same clause the other way for the supplier", () => {
    expect(
      audit(
        "8.1 The Supplier shall permit the Customer to audit its records relating to the Charges once a year.",
        "supplier",
      ),
    ).toBe("they_may_audit_you");
  });
});

describe("a price rise limited by 'no increase shall exceed'", () => {
  it("reads the limit and does not say the rise is unlimited", () => {
    const clause =
      "4.3 The Supplier may increase the annual fee at each renewal on sixty (60) days' written notice, provided that no increase shall exceed five percent (5%).";
    const f = findingOf(`${PARTIES}\n\n4. Fees\n\n${clause}`, "price_changes");
    expect(f.subcategory).toBe("capped_increase");
    expect(f.whyItMatters).toMatch(/only by up to 5%/);
    expect(f.whyItMatters).not.toMatch(/no limit/);
  });
});

describe("exits and delay payments written in plain forms", () => {
  it("reads a force majeure clause whose next sentence lets either party end the agreement", () => {
    const text = `${PARTIES}\n\n9. Events beyond control\n\n9.1 Neither party is liable for delay caused by events beyond its reasonable control, provided it notifies the other promptly. If the delay continues for more than 60 days, either party may end this Agreement by written notice.`;
    const f = findingOf(text, "force_majeure");
    expect(f.subcategory).toBe("with_exit_right");
  });

  it("reads 'If the Supplier delivers late, it shall pay ... for each week of delay' as delay damages the supplier pays", () => {
    const clause =
      "4.2 If the Supplier delivers late, it shall pay the Customer 1% of the price of the late items for each week of delay, up to a maximum of 10%.";
    const text = `${PARTIES}\n\n4. Delivery\n\n${clause}`;
    const f = findingOf(text, "liquidated_damages");
    expect(f.subcategory).toBe("they_pay_for_delay");
    expect(text.slice(f.start, f.end)).toBe(clause);
    expect(findingOf(text, "liquidated_damages", "supplier").subcategory).toBe("you_pay_for_delay");
  });
});

describe("insurance required inside a liability clause", () => {
  it("quotes 'limited to its insurance, which must be at least £1,000,000' as a duty to keep cover", () => {
    const clause =
      "7.1 The Supplier's liability for any claim is limited to the amount of its professional indemnity insurance, which must be at least £1,000,000 for each claim.";
    const text = `${PARTIES}\n\n7. Liability\n\n${clause}`;
    const customer = findingOf(text, "insurance");
    expect(text.slice(customer.start, customer.end)).toBe(clause);
    expect(customer.whyItMatters).toMatch(/must keep insurance/);
    const supplier = findingOf(text, "insurance", "supplier");
    expect(supplier.whyItMatters).toMatch(/You must take out and keep insurance/);
  });
});

describe("explanations that say what the clause says", () => {
  it("says how long confidentiality lasts counted from the end of the contract", () => {
    const f = findingOf(
      `${PARTIES}\n\n8. Confidentiality\n\n8.1 Each party shall keep the other's confidential information secret during this Agreement and for three years after it ends.`,
      "confidentiality",
    );
    expect(f.whyItMatters).toContain("(for three years after it ends)");
  });

  it("calls a review of records a check of records, not of premises", () => {
    const text = `${PARTIES}\n\n5. Records\n\n5.1 The Supplier may, once a year, engage an independent accountant to review the Customer's records to verify the fees payable.`;
    expect(findingOf(text, "audit_rights").whyItMatters).toMatch(/^The supplier may check your records,/);
  });

  it("names unpaid fees among the claims a cap leaves out", () => {
    const text = `${PARTIES}\n\n8. Liability\n\n8.1 Except for the Customer's payment obligations and either party's indemnification obligations, neither party's total liability shall exceed the fees paid in the twelve months before the claim.`;
    const f = analyseContract(text).advancedClauses.find((c) => c.subcategory === "uncapped_carve_out");
    expect(f?.whyItMatters).toMatch(/^Claims for indemnities and unpaid fees fall outside the cap/);
  });

  it("names the insurance cover the clause requires", () => {
    const text = `${PARTIES}\n\n7. Insurance\n\n7.1 The Supplier shall maintain professional indemnity insurance of not less than £2,000,000 for each claim.`;
    expect(findingOf(text, "insurance").whyItMatters).toContain("(cover of £2,000,000 for each claim)");
  });
});

describe("advice that does not ask for what the clause already gives", () => {
  it("does not ask a one-way non-solicitation to spare job-advert applicants when it already does", () => {
    const f = findingOf(
      `${PARTIES}\n\n9. Staff\n\n9.1 The Customer shall not solicit any employee of the Supplier during the contract and for 18 months after it, other than through a general recruitment advertisement.`,
      "non_solicitation",
    );
    expect(f.askFor).not.toMatch(/job adverts/);
    expect(f.proposal).not.toMatch(/general job advertisement/);
  });

  it("reads 'agrees to provide ... insurance' as a duty to keep it, not a statement", () => {
    const f = findingOf(
      `${PARTIES}\n\n10. Indemnity\n\n10.1 The Supplier agrees to provide £5,000,000 of commercial liability insurance in support of this indemnity, naming the Customer as additional insured.`,
      "insurance",
    );
    expect(f.whyItMatters).toBe(
      "The supplier must keep insurance (cover of £5,000,000), so money is there to pay a claim.",
    );
  });

  it("reads 'the Supplier holds insurance' as a statement, and asks for a promise to keep it", () => {
    const f = findingOf(
      `${PARTIES}\n\n10. Insurance\n\n10.1 The Supplier holds public liability insurance of £5 million.`,
      "insurance",
    );
    expect(f.whyItMatters).toMatch(/^The supplier says it holds insurance/);
    expect(f.proposal).toContain("maintains that cover throughout the contract");
  });

  it("reads 'confirms that it has insurance and will produce the certificate' as a statement with evidence", () => {
    const f = findingOf(
      `${PARTIES}\n\n10. Cover\n\n10.1 The Supplier confirms that it has employers' liability insurance of £10 million and will send a copy of the policy schedule on request.`,
      "insurance",
    );
    expect(f.whyItMatters).toMatch(/^The supplier says it holds insurance/);
    expect(f.askFor).toBe("Ask for a promise that the cover is kept for the whole contract.");
    expect(f.proposal).not.toContain("evidence");
  });

  it("does not ask for insurance certificates the clause already requires", () => {
    const f = findingOf(
      `${PARTIES}\n\n10. Insurance\n\n10.1 The Supplier shall maintain public liability insurance of £5,000,000 and shall provide a copy of the insurance certificate on request.`,
      "insurance",
    );
    expect(f.proposal ?? null).toBeNull();
  });
});

describe("non-solicitation and data protection read from the clause that says so", () => {
  const dp =
    "6.1 Each party shall comply with the Data Protection Legislation. Where the Supplier processes personal data on behalf of the Customer it shall do so only on the Customer's written instructions, keep it secure, ensure its staff are bound by confidentiality and not engage sub-processors without consent.";

  it("finds the processing terms in the sentence after the duty to comply, and no staff poaching clause in them", () => {
    const text = `${PARTIES}\n\n6. Data\n\n${dp}`;
    const a = analyseContract(text);
    const f = a.advancedClauses.find((c) => c.category === "data_protection");
    expect(f?.subcategory).toBe("processing_terms");
    expect(f?.excerpt).toMatch(/^Where the Supplier processes personal data/);
    expect(a.advancedClauses.some((c) => c.category === "non_solicitation")).toBe(false);
  });

  it.each([
    "6.1 The Supplier processes personal data in the Customer Data only on the Customer's instructions and in line with its data processing terms, which form part of this Agreement.",
    "6.1 The Supplier shall process personal data only in accordance with the Customer's instructions.",
  ])(
    "reads processing on the customer's instructions, or data processing terms made part of the contract: %s",
    (clause) => {
      const f = analyseContract(`${PARTIES}\n\n6. Data\n\n${clause}`).advancedClauses.find(
        (c) => c.category === "data_protection",
      );
      expect(f).toMatchObject({ subcategory: "processing_terms", risk_level: "low" });
    },
  );

  it("says who may not poach whose staff", () => {
    const clause =
      "7.1 The Supplier shall not, during the term and for 6 months after it, solicit or employ any employee of the Customer.";
    const f = findingOf(`${PARTIES}\n\n7. Staff\n\n${clause}`, "non_solicitation");
    expect(f.whyItMatters).toBe(
      "The other side may not hire or poach your staff during the contract and for 6 months after it ends.",
    );
    const own = findingOf(`${PARTIES}\n\n7. Staff\n\n${clause}`, "non_solicitation", "supplier");
    expect(own.whyItMatters).toContain("You may not hire or poach the other side's staff");
  });

  it("says a ban on soliciting alone, after the contract, is only that", () => {
    const clause =
      "7.1 For 9 months after this Agreement ends, the Supplier shall not solicit or entice away any employee of the Customer.";
    expect(findingOf(`${PARTIES}\n\n7. Staff\n\n${clause}`, "non_solicitation").whyItMatters).toBe(
      "The other side may not approach or poach your staff for 9 months after the contract ends.",
    );
  });
});

describe("price changes", () => {
  const prices = (clause: string, side: Side = "customer") =>
    analyseContract(`${PARTIES}\n\n4. Charges\n\n${clause}`, { side }).advancedClauses.find(
      (c) => c.category === "price_changes",
    );

  it("flags a right to change the prices without limit, and asks for an index-linked yearly cap", () => {
    const f = prices(
      "4.1 The Supplier may increase the Charges at any time by giving the Customer 30 days' written notice.",
    );
    expect(f).toMatchObject({ subcategory: "unilateral_change", risk_level: "high" });
    expect(f?.whyItMatters).toContain("with no limit on the increase");
    expect(f?.proposal).toBe(
      "Clause 4.1 allows the Supplier to change the prices without limit; we propose that prices rise no more than once in any 12 months and by no more than the increase in the Consumer Prices Index, and that the Customer may end the contract without charge if it does not accept a change.",
    );
  });

  it("reads a price list 'which the Supplier may change' as the supplier's right", () => {
    const f = prices(
      "4.1 The Charges are set out in the Price List, which the Supplier may change on 60 days' notice.",
    );
    expect(f).toMatchObject({ subcategory: "unilateral_change" });
    expect(f?.whyItMatters).toContain("on 60 days' notice");
  });

  it("keeps an increase capped by an index or a percentage, with nothing to ask for", () => {
    for (const clause of [
      "4.1 The Supplier may increase the Charges once a year by no more than the rise in the Consumer Prices Index.",
      "4.1 On each renewal the Supplier may increase the fees by up to 4%.",
    ]) {
      const f = prices(clause);
      expect(f).toMatchObject({ subcategory: "capped_increase", risk_level: "low", proposal: null });
    }
  });

  it("rates an unlimited change the customer may walk away from as medium, not high", () => {
    const f = prices(
      "4.1 The Supplier may vary the Charges on 30 days' notice. 4.2 The Customer may terminate this Agreement without charge if it does not accept a variation.",
    );
    expect(f).toMatchObject({ subcategory: "unilateral_change", risk_level: "medium" });
    expect(f?.proposal).not.toContain("may end the contract");
  });

  it("tells the supplier the right is its own, and finds none where neither side may change the price alone", () => {
    expect(prices("4.1 The Supplier may increase the Charges on 30 days' notice.", "supplier")).toMatchObject(
      {
        subcategory: "you_may_change_prices",
        proposal: null,
      },
    );
    expect(
      prices("4.1 Neither party may change the Charges without the written agreement of the other."),
    ).toBeUndefined();
  });
});

describe("a yearly rise the contract fixes", () => {
  const rise = (clause: string) => findingOf(`${PARTIES}\n\n4. Charges\n\n${clause}`, "price_changes");

  it("reads 'will increase by the price index plus 4%' as an automatic rise above inflation", () => {
    const f = rise(
      "4.3 Each January the Supplier will increase the Charges by the percentage change in the Retail Prices Index plus 4%.",
    );
    expect(f).toMatchObject({ subcategory: "automatic_increase", risk_level: "medium" });
    expect(f.whyItMatters).toMatch(/^The prices rise each year by the rise in the price index plus 4%/);
    expect(f.proposal).toContain(
      "we propose that any increase is limited to the rise in the Consumer Prices Index",
    );
  });

  it("keeps a rise by the index alone as low risk", () => {
    const f = rise(
      "4.3 On each anniversary of the Start Date the Supplier will increase the Charges in line with the Consumer Prices Index.",
    );
    expect(f).toMatchObject({ subcategory: "automatic_increase", risk_level: "low", proposal: null });
  });

  it("reads a review of the rate card, limited in the next sentence, as a capped rise", () => {
    const text = `${PARTIES}\n\n4. Charges\n\n4.2 The Customer shall pay the charges in the Rate Card, which the Supplier may review once in each year on giving 60 days' written notice. Any increase shall not exceed the annual rate of increase in the Retail Prices Index plus 2%.`;
    const f = findingOf(text, "price_changes");
    expect(f.subcategory).toBe("capped_increase");
    expect(f.whyItMatters).toContain("only by up to the rise in the price index plus 2%");
  });

  it("states the ceiling on an index-linked rise, and tells the supplier the rise applies by itself", () => {
    const text = `${PARTIES}\n\n4. Charges\n\n4.3 The annual fee shall be increased on each anniversary of the Start Date by the percentage increase in the Consumer Prices Index, subject to a maximum increase of 4%.`;
    expect(findingOf(text, "price_changes", "customer").whyItMatters).toContain(
      "by the rise in the price index, up to 4%",
    );
    const mine = findingOf(text, "price_changes", "supplier");
    expect(mine.whyItMatters).toBe(
      "The prices rise each year by the rise in the price index, up to 4%, which protects your margin.",
    );
    expect(mine.askFor).toBe("Keep it, and send the customer the new charges before each rise takes effect.");
  });
});

describe("price changes written in the passive", () => {
  it("reads 'may be increased' as the supplier's right, and an indexed adjustment as capped", () => {
    const text = (clause: string) => `${PARTIES}\n\n4. Charges\n\n${clause}`;
    expect(
      findingOf(text("4.1 The Charges may be increased on 30 days' notice."), "price_changes"),
    ).toMatchObject({
      subcategory: "unilateral_change",
    });
    expect(
      findingOf(
        text("4.1 The Charges will be adjusted each April in line with the Retail Prices Index."),
        "price_changes",
      ),
    ).toMatchObject({ subcategory: "capped_increase" });
    expect(
      analyseContract(
        text("4.1 The Charges may be changed only by the written agreement of both parties."),
      ).advancedClauses.some((c) => c.category === "price_changes"),
    ).toBe(false);
  });
});

describe("a fee review once a year", () => {
  it("is a right to raise prices, and the advice does not ask for the once-a-year limit the clause already gives", () => {
    const text = `${PARTIES}\n\n4. Charges\n\n4.1 The Supplier may review its charges once in each contract year and shall give the Customer 30 days' notice of any increase.`;
    const f = findingOf(text, "price_changes");
    expect(f).toMatchObject({ subcategory: "unilateral_change" });
    expect(f?.whyItMatters).toContain("once a year");
    expect(f?.askFor).not.toMatch(/once a year/);
    expect(f?.askFor).toMatch(/Consumer Prices Index/);
  });

  it("does not tell the user they cannot leave when they may end the contract on notice", () => {
    const text = `${PARTIES}\n\n4. Charges\n\n4.1 The Supplier may increase the Charges on 30 days' notice.\n\n5. Ending\n\n5.1 The Customer may terminate this Agreement at any time by giving 30 days' written notice.`;
    const f = findingOf(text, "price_changes");
    expect(f?.whyItMatters).not.toMatch(/cannot leave/);
    expect(f?.risk_level).toBe("medium");
  });
});

describe("a promise of reasonable skill and care", () => {
  it("is shown as the standard of work, not as a missing warranty", () => {
    const text = `${PARTIES}\n\n2. Services\n\n2.1 The Supplier shall perform the Services with reasonable skill and care.`;
    const f = findingOf(text, "warranty");
    expect(f).toMatchObject({ subcategory: "skill_and_care", risk_level: "low" });
    expect(f?.missing).toBeFalsy();
    expect(f?.excerpt).toBe("2.1 The Supplier shall perform the Services with reasonable skill and care.");
  });

  it("reads 'reasonable care and skill' the same way", () => {
    const text = `${PARTIES}\n\n2. Services\n\n2.1 The Supplier will carry out the Services using reasonable care and skill.`;
    expect(findingOf(text, "warranty")).toMatchObject({ subcategory: "skill_and_care", risk_level: "low" });
  });

  it("still reports a missing warranty when only the customer promises care", () => {
    const text = `${PARTIES}\n\n2. Premises\n\n2.1 The Customer shall use reasonable skill and care when operating the Equipment.`;
    const warranty = analyseContract(text).advancedClauses.filter((c) => c.category === "warranty");
    expect(warranty.map((c) => c.subcategory)).toEqual(["missing"]);
  });
});

describe("non-solicitation of people employed by the other side", () => {
  it("reads 'employ or engage any person who was employed by the other' as a mutual restriction", () => {
    const text = `${PARTIES}\n\n9. Staff\n\n9.1 Neither party shall, during this Agreement and for nine months after it ends, employ or engage any person who was employed by the other in providing the Services.`;
    const f = findingOf(text, "non_solicitation");
    expect(f).toMatchObject({ subcategory: "mutual" });
    expect(f?.whyItMatters).toContain("nine months");
  });
});

describe("an exclusion of indirect loss that protects one side", () => {
  const text = `${PARTIES}\n\n7. Liability\n\n7.1 The Supplier is not liable for any loss of profit, revenue or goodwill, or for any indirect loss.`;

  it("tells the supplier it alone is protected, and the customer that it is not", () => {
    expect(findingOf(text, "liability_exclusions", "supplier").whyItMatters).toMatch(
      /^Only you are protected/,
    );
    const customer = findingOf(text, "liability_exclusions", "customer");
    expect(customer.whyItMatters).toMatch(/you are not/);
    expect(customer.risk_level).toBe("medium");
  });
});

describe("an exclusion of indirect loss written in capitals", () => {
  it("reads whom 'IN NO EVENT SHALL X BE LIABLE' protects", () => {
    const text = `${PARTIES}\n\n7. Liability\n\n7.1 IN NO EVENT SHALL THE CUSTOMER BE LIABLE TO THE SUPPLIER FOR ANY INDIRECT OR CONSEQUENTIAL DAMAGES.`;
    const supplier = findingOf(text, "liability_exclusions", "supplier");
    expect(supplier.whyItMatters).toBe(
      "Only the customer is protected from claims for indirect losses and lost profits; you are not.",
    );
    expect(supplier.risk_level).toBe("medium");
  });

  it("does not call an exclusion mutual when it does not say whom it protects", () => {
    const text = `${PARTIES}\n\n7. Liability\n\n7.1 Indirect and consequential losses are excluded.`;
    const f = findingOf(text, "liability_exclusions");
    expect(f.whyItMatters).not.toMatch(/^Neither side/);
    expect(f.askFor).toMatch(/^Check that the exclusion protects you/);
  });
});

describe("exceptions that leave no liability unlimited", () => {
  it.each([
    "9.3 Service credits are the Customer's sole and exclusive remedy for missed service levels, except as set out in clause 12.",
    "9.3 No claim may be brought by either party more than two years after the cause of action arose, except a claim for fraud.",
  ])("does not read an exception to a sole remedy or a time limit as unlimited liability: %s", (clause) => {
    const text = `${PARTIES}\n\n9. Claims\n\n${clause}`;
    expect(analyseContract(text).advancedClauses.some((c) => c.subcategory === "uncapped_carve_out")).toBe(
      false,
    );
  });
});

describe("a carve-out from the cap that names a clause by number", () => {
  it("names what the clause is about, from its heading", () => {
    const text = `${PARTIES}\n\n8. Indemnities\n\n8.1 The Supplier shall indemnify the Customer against third-party claims that the Platform infringes their rights.\n\n9. Limits\n\n9.1 Except for liability under clause 8, each party's total liability shall not exceed the charges paid in the previous 12 months.`;
    const f = analyseContract(text).advancedClauses.find((c) => c.subcategory === "uncapped_carve_out");
    expect(f?.whyItMatters).toMatch(/^Claims for indemnities fall outside the cap/);
  });
});

describe("a consultancy engagement seen by the consultant", () => {
  const text = `CONSULTANCY AGREEMENT\n\nThis Agreement is dated 2 March 2026 between Tolland Ports Limited (the "Client") and Weir Survey Ltd (the "Consultant").\n\n1. Engagement\n\n1.1 The Client engages the Consultant to provide survey services from 1 April 2026 until 31 March 2027, unless ended earlier under clause 6.\n\n5. Materials\n\n5.1 All drawings and reports prepared by the Consultant in performing the Services shall belong to the Client once the fees are paid. The Consultant retains ownership of its existing survey methods and templates.\n\n6. Liability\n\n6.1 The Consultant's total liability shall not exceed the amount of its professional indemnity insurance.`;
  const a = analyseContract(text, { side: "supplier" });
  const find = (category: AdvancedCategory) => a.advancedClauses.find((c) => c.category === category);

  it("dates the engagement from its start to its end", () => {
    expect(a.effectiveDate?.value).toBe("2026-04-01");
    expect(a.expirationDate?.value).toBe("2027-03-31");
  });

  it("reads work that 'shall belong to the Client' as the customer's, without the words 'intellectual property'", () => {
    expect(find("ip_ownership")?.subcategory).toBe("created_ip_theirs");
  });

  it("does not ask the consultant to keep existing materials the clause already keeps", () => {
    expect(find("ip_ownership")?.askFor).toMatch(/already keeps your existing materials yours/);
  });

  it("names a cap set at the insurance cover", () => {
    expect(find("liability_cap")?.whyItMatters).toContain("the amount of the insurance cover");
  });
});

describe("an equipment rental in the first person", () => {
  const text = `EQUIPMENT RENTAL AGREEMENT\n\nOwner: Harlow Leasing Limited ("we", "us").\nHirer: Ashdown Dental Ltd ("you").\n\n4. Equipment\n\n4.2 We give no warranty as to the condition of the equipment or its fitness for any purpose.\n\n5. Transfer\n\n5.1 We may transfer our rights under this agreement to any person without your consent.\n\n5.2 You may not transfer your rights under this agreement.\n\n6. Liability\n\n6.1 Our liability to you is limited to the total rentals paid.`;

  it("reads a refusal of any warranty as a disclaimer, not as silence", () => {
    expect(findingOf(text, "warranty").subcategory).toBe("disclaimer");
  });

  it("reads a transfer of rights the user may not make, and the owner may, as one-sided", () => {
    expect(findingOf(text, "assignment").subcategory).toBe("you_need_consent");
  });

  it("reads paying all the rentals for the rest of the minimum period as the whole of the remaining charges", () => {
    const t = `${PARTIES}\n\n3. Ending early\n\n3.1 If the Customer ends this agreement early, the Customer must pay all rentals that would have fallen due during the remainder of the minimum period.`;
    expect(findingOf(t, "termination").risk_level).toBe("high");
  });

  it("names a cap of the rentals paid as the fees paid", () => {
    expect(findingOf(text, "liability_cap").whyItMatters).toContain("(at the fees paid under the contract)");
  });
});

describe("an assignment restriction with a sale-of-business exception", () => {
  it("does not suggest allowing transfer to a buyer when the clause already does", () => {
    const text = `${PARTIES}\n\n12. Transfer\n\n12.1 Neither party may transfer this Agreement without the consent of the other, except to a purchaser of the whole of its business.`;
    const f = findingOf(text, "assignment");
    expect(f.subcategory).toBe("mutual_consent");
    expect(f.askFor).not.toMatch(/consider allowing/);
    expect(f.whyItMatters).toContain("except to a buyer");
  });

  it("still suggests it when there is no such exception", () => {
    const text = `${PARTIES}\n\n12. Transfer\n\n12.1 Neither party may transfer this Agreement without the consent of the other.`;
    expect(findingOf(text, "assignment").askFor).toMatch(/consider allowing transfer to a buyer/);
  });
});

describe("work guaranteed for a period", () => {
  it("reads 'all repairs are guaranteed for 12 months' as a warranty period", () => {
    const f = findingOf(
      `${PARTIES}\n\n5. Guarantee\n\n5.1 All repairs are guaranteed for 12 months.`,
      "warranty",
    );
    expect(f.subcategory).toBe("warranty_period");
  });
});

describe("a first term that starts on a later date", () => {
  it("starts on the date an initial period runs from", () => {
    const a = analyseContract(
      `${PARTIES}\n\nThis Agreement is dated 2 March 2027.\n\n4. Term\n\n4.1 This agreement is for an initial period of 2 years from 1 April 2027.`,
    );
    expect(a.effectiveDate?.value).toBe("2027-04-01");
    expect(a.expirationDate?.value).toBe("2029-03-31");
  });
});

describe("a warranty with no period", () => {
  it("does not tell the user to diary a warranty period that does not exist", () => {
    const text = `${PARTIES}\n\n6. Quality\n\n6.1 The Supplier warrants that the Software will perform materially in accordance with its user guide.`;
    const f = findingOf(text, "warranty");
    expect(f.subcategory).toBe("performance_warranty");
    expect(f.askFor).not.toMatch(/warranty period/);
  });
});

describe("processing only on documented instructions", () => {
  it("is a processing term, not security alone", () => {
    const clause =
      "7.1 The Supplier shall process personal data only on the Customer's documented instructions and shall tell the Customer promptly of any personal data breach.";
    const f = findingOf(`${PARTIES}\n\n7. Data\n\n${clause}`, "data_protection");
    expect(f.subcategory).toBe("processing_terms");
    expect(f.excerpt).toBe(clause);
  });
});

describe("data security without processing terms", () => {
  it("is a medium finding quoting the breach-notice duty, not 'no data protection terms'", () => {
    const duty =
      "8.1 The Supplier shall notify the Customer within 48 hours of becoming aware of any security incident affecting personal data held for the Customer.";
    const text = `${PARTIES}\n\n8. Security\n\n${duty}`;
    const f = findingOf(text, "data_protection");
    expect(f).toMatchObject({ subcategory: "security_only", risk_level: "medium" });
    expect({ start: f.start, end: f.end }).toEqual(at(text, duty));
    expect(f.proposal ?? "").not.toMatch(/\byou\b/i);
  });
});

describe("data protection seen from the supplier's side", () => {
  it("speaks of the data the supplier handles, not of choosing a supplier", () => {
    const text = `${PARTIES}\n\n3. Services\n\n3.1 The Supplier shall host the Customer's personal data, including names and email addresses of its customers.`;
    const mine = analyseContract(text, { side: "supplier" }).advancedClauses.find(
      (c) => c.category === "data_protection",
    );
    expect(mine?.whyItMatters).toMatch(/If you process it for the customer/);
    expect(mine?.askFor).toMatch(/offer your own data processing terms/);
    const theirs = analyseContract(text).advancedClauses.find((c) => c.category === "data_protection");
    expect(theirs?.whyItMatters).toMatch(/choosing a supplier/);
  });

  it("tells a supplier bound by processing terms that the duties are its own", () => {
    const text = `${PARTIES}\n\n6. Data\n\n6.1 The Supplier shall process personal data only on the Customer's documented instructions and shall not engage any sub-processor without the Customer's consent.`;
    const f = findingOf(text, "data_protection", "supplier");
    expect(f.whyItMatters).toMatch(/how you must handle and protect the customer's personal data/);
    expect(f.askFor).not.toMatch(/reported to you/);
  });
});

describe("an index-linked increase with a margin", () => {
  it("states the margin over the index", () => {
    const text = `${PARTIES}\n\n4. Charges\n\n4.1 The Supplier may increase the Charges each April by the rise in the Consumer Prices Index plus 2.5%.`;
    expect(findingOf(text, "price_changes").whyItMatters).toContain("the price index plus 2.5%");
  });
});

describe("a promise not to compete", () => {
  const clause =
    "9.1 For eighteen months after this Agreement ends, the Supplier shall not provide services to any competitor of the Customer in the field of veterinary software.";
  const text = `${PARTIES}\n\n9. Restrictions\n\n${clause}`;

  it("protects a customer, and restricts a supplier with an ask to narrow it", () => {
    expect(findingOf(text, "non_compete", "customer")).toMatchObject({
      subcategory: "binding_them",
      risk_level: "low",
    });
    const mine = findingOf(text, "non_compete", "supplier");
    expect(mine).toMatchObject({ subcategory: "binding_you", risk_level: "high" });
    expect(mine.whyItMatters).toContain("eighteen months");
    expect(mine.proposal).toMatch(/we propose that the restriction covers only direct competitors/);
    expect(mine.proposal).not.toMatch(/\byou\b/i);
  });

  it("is not read from competitive pricing or from an acknowledgement about the covenant", () => {
    const none = (clause: string) =>
      analyseContract(`${PARTIES}\n\n9. Other\n\n${clause}`).advancedClauses.some(
        (c) => c.category === "non_compete",
      );
    expect(none("9.1 The Supplier shall not charge prices that are not competitive with the market.")).toBe(
      false,
    );
    expect(
      none(
        "9.1 The Supplier acknowledges that a breach of its covenant not to compete would harm the Customer.",
      ),
    ).toBe(false);
  });
});

describe("a cap written as 'in no event shall X be liable for more than'", () => {
  it("belongs to the party named, so the other side's indemnity is not capped by it", () => {
    const text = `${PARTIES}\n\n7. Liability\n\n7.1 The Supplier shall indemnify the Customer against all claims arising from the Supplier's negligence.\n\n7.2 In no event shall the Customer be liable to the Supplier for any amount in excess of the fees paid under this Agreement.`;
    expect(findingOf(text, "liability_cap").subcategory).toBe("your_liability_capped");
    expect(analyseContract(text).indemnity).toMatchObject({ indemnifyingParty: "supplier", capped: false });
  });
});

describe("ownership of the thing the supplier is engaged to build", () => {
  const text = `${PARTIES}\n\n1. Project\n\n1.1 The Supplier shall design and build the stock control application described in the Specification (the "Application").\n\n4. Rights\n\n4.1 On payment in full, all intellectual property rights in the Application (excluding the Supplier's Background Materials) shall vest in the Customer.\n\n5. Liability\n\n5.1 Each party's total liability under this Agreement is limited to the fixed price.\n\n6. Ending\n\n6.1 The Customer may terminate this Agreement at any time by written notice.`;

  it("is work created for the customer, not a transfer of existing IP", () => {
    expect(findingOf(text, "ip_ownership")).toMatchObject({
      subcategory: "created_ip_yours",
      risk_level: "low",
    });
  });

  it("names a cap of the fixed price, and does not call a project open-ended", () => {
    expect(findingOf(text, "liability_cap").whyItMatters).toContain("capped at the contract price");
    expect(analyseContract(text).renewalTerms.summary).not.toMatch(/runs until one side ends it/);
  });
});

describe("a warranty longer than a year, seen by the supplier that gives it", () => {
  const text = `${PARTIES}\n\n6. Quality\n\n6.1 The Supplier warrants that the Goods will be free from defects for 36 months from delivery.`;

  it("asks the supplier to bring it to 12 months, and lets the customer keep it", () => {
    const mine = findingOf(text, "warranty", "supplier");
    expect(mine.risk_level).toBe("medium");
    expect(mine.proposal).toBe(
      "Clause 6.1 sets a warranty of 36 months; we propose 12 months from delivery.",
    );
    const theirs = findingOf(text, "warranty", "customer");
    expect(theirs.risk_level).toBe("low");
    expect(theirs.proposal).toBeNull();
  });
});

describe("a cap set as the greater or lesser of two amounts", () => {
  it("states both sides of the comparison, not the sum alone", () => {
    const text = `${PARTIES}\n\n9. Liability\n\n9.1 Each party's total liability shall not exceed the greater of £100,000 and the Charges paid in the 12 months before the claim.`;
    expect(findingOf(text, "liability_cap").whyItMatters).toContain(
      "capped at the greater of £100,000 and 12 months' charges",
    );
  });
});

describe("a sole remedy or a time limit for claims is not a cap", () => {
  const text = `${PARTIES}\n\n5. Faulty work\n\n5.1 If any cleaning is not done to the Specification the Supplier shall clean the area again at no charge. Re-cleaning is the Customer's sole remedy for work not done to the Specification.`;

  it("reports no cap, and the sole remedy as a limit on how the customer's claim is met", () => {
    const a = analyseContract(text, { side: "customer" });
    const caps = a.advancedClauses.filter((c) => c.category === "liability_cap");
    expect(caps.map((c) => c.subcategory).sort()).toEqual(["missing", "remedy_limited"]);
    const remedy = caps.find((c) => c.subcategory === "remedy_limited")!;
    expect(text.slice(remedy.start, remedy.end)).toContain("Re-cleaning is the Customer's sole remedy");
    expect(remedy.risk_level).toBe("medium");
    expect(remedy.whyItMatters).toContain("not how much can be claimed");
    expect(remedy.proposal).toMatch(
      /^Clause 5\.1 limits the remedies available to Hollins Cross|^Clause 5\.1 limits the remedies available to the Customer/,
    );
    expect(remedy.proposal).not.toMatch(/\byou\b/i);
  });

  it("tells the supplier to keep it", () => {
    const remedy = analyseContract(text, { side: "supplier" }).advancedClauses.find(
      (c) => c.subcategory === "remedy_limited",
    )!;
    expect(remedy.risk_level).toBe("low");
    expect(remedy.askFor).toMatch(/^Keep it/);
  });

  it("quotes a real cap, with a section number inside it, before a sole remedy", () => {
    const cap =
      "9.2 The Supplier's liability under Section 7.3(b) shall not exceed the Charges paid in the 12 months before the claim.";
    const t = `${PARTIES}\n\n9. Limitation of liability\n\n9.1 Replacement is the Customer's sole remedy for faulty parts.\n${cap}`;
    const f = analyseContract(t).advancedClauses.find((c) => c.category === "liability_cap" && !c.missing)!;
    expect(f.subcategory).toBe("their_liability_capped");
    expect(t.slice(f.start, f.end)).toBe(cap);
  });
});

describe("insurance limits are not a liability cap", () => {
  it("reports no cap where the only 'liability' limit is an insurance policy's", () => {
    const text = `${PARTIES}\n\n6. Insurance\n\n6.1 The Supplier shall maintain employers' liability insurance with a limit of liability of not less than £5,000,000 for any one claim.`;
    const caps = analyseContract(text).advancedClauses.filter((c) => c.category === "liability_cap");
    expect(caps.map((c) => c.subcategory)).toEqual(["missing"]);
  });

  it("states no amount or side for a cap it cannot read with confidence, and sends nothing", () => {
    const text = `${PARTIES}\n\n6. Delivery\n\n6.1 The Supplier's total liability for late delivery shall be limited to the credits in the Schedule.`;
    const cap = analyseContract(text).advancedClauses.find((c) => c.category === "liability_cap")!;
    // under a delivery heading the sentence is doubtful evidence for a cap
    expect(cap.checkClause).toBe("6.1");
    expect(cap.start).toBe(-1);
    expect(cap.whyItMatters).toBe(
      "Clause 6.1 appears to limit liability, but the engine could not read the cap with confidence.",
    );
    expect(cap.askFor).toBe("Check clause 6.1 for the amount of the cap and whose liability it limits.");
    expect(cap.proposal ?? null).toBeNull();
  });
});

describe("an assignment restriction written in the passive", () => {
  it("is quoted even under a heading about something else", () => {
    const clause =
      "14.2 Neither this Agreement nor any of the rights or obligations arising under it shall be assigned or transferred by either party without the prior written consent of the other.";
    const text = `${PARTIES}\n\n14. Termination\n\n14.1 Either party may end this Agreement on three months' notice.\n${clause}`;
    const f = findingOf(text, "assignment");
    expect(f.checkClause ?? null).toBeNull();
    expect(text.slice(f.start, f.end)).toBe(clause);
    expect(f.subcategory).toBe("mutual_consent");
  });
});

describe("a period for fixing defects, in the words of the trade", () => {
  it.each([
    [
      "5.1 For 60 days after launch the Supplier will fix any defects in the Website free of charge.",
      "60 days",
    ],
    [
      "5.1 The Supplier will correct any errors reported within three months of go-live at no extra cost.",
      "three months",
    ],
    [
      "5.1 Any defect appearing within 12 months of handover shall be made good by the Supplier at its own expense.",
      "12 months",
    ],
  ])("reads %s as a warranty period", (clause, period) => {
    const f = findingOf(`${PARTIES}\n\n5. Support\n\n${clause}`, "warranty");
    expect(f.subcategory).toBe("warranty_period");
    expect(f.whyItMatters).toContain(`The warranty lasts ${period}`);
  });
});

describe("non-solicitation and processing terms in other words", () => {
  it("reads 'shall not ... offer employment to any of the Supplier's staff' as non-solicitation", () => {
    const f = findingOf(
      `${PARTIES}\n\n11. Staff\n\n11.1 The Customer shall not, for 9 months after the end of this Agreement, offer employment to any of the Supplier's staff.`,
      "non_solicitation",
    );
    expect(f.subcategory).toBe("binding_you");
  });

  it("reads processing 'in accordance with the Customer's written instructions' as processing terms", () => {
    const f = findingOf(
      `${PARTIES}\n\n12. Data\n\n12.1 The Supplier shall process Customer Personal Data only in accordance with the Customer's written instructions.`,
      "data_protection",
    );
    expect(f.subcategory).toBe("processing_terms");
  });
});

describe("a yearly rise at a fixed rate", () => {
  it("rates a fixed rise above inflation as medium for the customer and asks for the index instead", () => {
    const text = `${PARTIES}\n\n6. Charges\n\n6.1 The Charges will increase by 6% on 1 July each year.`;
    const f = findingOf(text, "price_changes");
    expect(f).toMatchObject({ subcategory: "automatic_increase", risk_level: "medium" });
    expect(f.proposal).toContain("increases the charges by 6% each year");
    expect(findingOf(text, "price_changes", "supplier").askFor).toBe("Keep it.");
  });

  it("reads 'shall rise in line with CPI' as a rise limited to the index", () => {
    const f = findingOf(
      `${PARTIES}\n\n6. Charges\n\n6.1 The Fees shall rise in line with CPI on each anniversary of the Start Date.`,
      "price_changes",
    );
    expect(f).toMatchObject({ subcategory: "automatic_increase", risk_level: "low" });
  });
});

describe("a duty to insure written as responsibility", () => {
  it("reads 'the Customer is responsible for insuring the Equipment' as the customer's duty", () => {
    const f = findingOf(
      `${PARTIES}\n\n8. Risk\n\n8.1 The Customer is responsible for insuring the Equipment against loss or damage while it is at its premises.`,
      "insurance",
    );
    expect(f).toMatchObject({ subcategory: "you_must_insure", risk_level: "medium" });
  });
});

describe("a clause that only permits a transfer", () => {
  it("is not described as a restriction needing consent", () => {
    const f = findingOf(
      `${PARTIES}\n\n15. Transfer\n\n15.1 Each party may transfer this Agreement to a buyer of the whole of its business without consent.`,
      "assignment",
    );
    expect(f).toMatchObject({ subcategory: "permitted_transfer", risk_level: "low" });
    expect(f.whyItMatters).not.toMatch(/^Neither side can/);
    expect(f.proposal ?? null).toBeNull();
  });
});

describe("a price change the supplier may make, for the supplier", () => {
  it("does not tell the supplier to give a notice the clause does not require", () => {
    const text = `${PARTIES}\n\n4. Charges\n\n4.1 The Supplier may increase the Charges on each anniversary of the start date by no more than the rise in the Consumer Prices Index.`;
    const f = findingOf(text, "price_changes", "supplier");
    expect(f.askFor).toBe("Keep it, and tell the customer in writing before any change takes effect.");
  });
});

describe("the time to report a personal data breach", () => {
  const dp = (clause: string) =>
    findingOf(
      `${PARTIES}\n\n7. Data protection\n\n7.1 The Supplier shall process Customer Personal Data only on the Customer's documented instructions. ${clause}`,
      "data_protection",
    );

  it("does not ask for a 24-48 hour breach notice the clause already gives", () => {
    const f = dp(
      "The Supplier shall notify the Customer of any personal data breach within 24 hours of becoming aware of it.",
    );
    expect(f.askFor).toBe("Keep it: a personal data breach must be reported to you promptly.");
    expect(f.proposal ?? null).toBeNull();
  });

  it("asks for 48 hours when the clause allows 72", () => {
    const f = dp(
      "The Supplier shall notify the Customer of a personal data breach no later than 72 hours after becoming aware of it.",
    );
    expect(f.askFor).toMatch(/within 72 hours.+Ask for 48 hours\.$/);
    expect(f.proposal).toMatch(/allows 72 hours to report a personal data breach; we propose 48 hours/);
  });

  it("reads the hours written before the breach, and never a cure period from a later termination clause", () => {
    const text = `${PARTIES}\n\n7. Data protection\n\n7.1 The Supplier shall process personal data only on the Customer's documented instructions and shall tell the Customer without undue delay, and in any event within 24 hours, after becoming aware of a personal data breach.\n\n8. Termination\n\n8.1 Either party may end this Agreement if the other commits a material breach which is not remedied within 30 days of notice.`;
    const f = findingOf(text, "data_protection");
    expect(f.askFor).toBe("Keep it: a personal data breach must be reported to you promptly.");
    const silent = findingOf(text.replace(", and in any event within 24 hours,", ""), "data_protection");
    expect(silent.askFor).not.toMatch(/720 hours/);
  });
});

describe("sentences that are not an exception to the liability cap", () => {
  const carve = (clause: string) =>
    analyseContract(`${PARTIES}\n\n12. General\n\n${clause}`).advancedClauses.find(
      (c) => c.subcategory === "uncapped_carve_out",
    );

  it.each([
    "12.1 Except as set out in clause 9 for indemnified persons, this Agreement is solely for the benefit of the parties, there are no third-party beneficiaries, and it gives no other person any claim or remedy in excess of those it would have without this Agreement.",
    "12.1 Nothing in this Agreement shall limit the Customer's duty to the public to comply with the regulator's rules, and the Customer shall have no liability to the Supplier for acting to comply with them.",
    "12.1 No action arising out of this Agreement may be brought by either party, on any claim whatever its form, more than two years after the cause of action arose; however, the foregoing limitation shall not apply to the collection of amounts due to the Supplier.",
  ])("%s", (clause) => {
    expect(carve(clause)).toBeUndefined();
  });
});

describe("insurance only as a cost", () => {
  it.each([
    "5.1 In addition to the price, the Customer shall pay all transport charges (including insurance).",
    "5.1 The Customer shall reimburse the Supplier for shipping charges, premiums for freight insurance, duties and other costs of delivery.",
  ])("is not an insurance requirement: %s", (clause) => {
    const f = analyseContract(`${PARTIES}\n\n5. Delivery\n\n${clause}`).advancedClauses.find(
      (c) => c.category === "insurance" && !c.missing,
    );
    expect(f).toBeUndefined();
  });

  it("still reads a duty to keep insurance that also says who pays for it", () => {
    const f = findingOf(
      `${PARTIES}\n\n5. Insurance\n\n5.1 The Supplier shall maintain public liability insurance of not less than £5,000,000 and shall pay the premiums.`,
      "insurance",
    );
    expect(f.subcategory).toBe("they_must_insure");
  });
});

describe("whose transfer an assignment clause restricts", () => {
  const asg = (clause: string, side: Side = "customer") =>
    findingOf(`${PARTIES}\n\n15. Assignment\n\n${clause}`, "assignment", side);

  it("reads 'may not be assigned by the Customer' as restricting the customer", () => {
    const clause =
      "15.1 This Agreement is personal to the Customer and may not be assigned by the Customer without the Supplier's prior written consent.";
    expect(asg(clause).subcategory).toBe("you_need_consent");
    expect(asg(clause).risk_level).toBe("medium");
    expect(asg(clause, "supplier").subcategory).toBe("one_sided");
  });

  it.each([
    "15.1 This Agreement may not be assigned or transferred without the prior written consent of the other party.",
    "15.1 This Agreement shall not be assigned by the Supplier or the Customer without the written consent of the other party.",
    "15.1 Neither the Supplier nor the Customer shall assign its rights under this Agreement.",
  ])("reads %s as binding both sides", (clause) => {
    expect(asg(clause).subcategory).toBe("mutual_consent");
  });

  it("does not tell the user they are free to transfer when it cannot tell whose right is restricted", () => {
    const text = `This Agreement is made between Harbour Lane Ltd ("Harbour") and Pellow Networks Ltd ("Pellow").\n\n15. Assignment\n\n15.1 This Agreement may not be assigned without the prior written consent of Pellow.`;
    const f = analyseContract(text).advancedClauses.find((c) => c.category === "assignment");
    expect(f?.askFor).not.toMatch(/you are free to transfer/);
  });
});

describe("no liability cap in a purchase of goods", () => {
  const text = `CONDITIONS OF PURCHASE
1. These Conditions apply to every order placed by Hartfield Plastics Ltd (the "Buyer") with a supplier (the "Seller") for goods (the "Goods").
2. The Seller shall deliver the Goods on the date in the order.
3. The Seller warrants that the Goods will be free from defects for 12 months from delivery.
4. The Buyer shall pay for the Goods within 45 days of receipt of a valid invoice.
5. The Seller shall indemnify the Buyer against any claim that the Goods infringe a third party's rights.`;
  const cap = (side: Side) =>
    analyseContract(text, { side }).advancedClauses.find((c) => c.category === "liability_cap")!;

  it("tells the buyer that unlimited liability mostly protects it", () => {
    expect(cap("customer")).toMatchObject({ subcategory: "missing", risk_level: "low" });
    expect(cap("customer").askFor).toMatch(/^Keep it/);
  });

  it("still tells the seller to ask for a cap", () => {
    expect(cap("supplier")).toMatchObject({ subcategory: "missing", risk_level: "high" });
    expect(cap("supplier").askFor).toMatch(/capped/);
  });
});

describe("a missing cap outside a purchase of goods", () => {
  it("does not call unlimited liability a buyer's protection where no one buys goods on purchase terms", () => {
    const text = `${PARTIES}\n\n3. Co-branding\n\n3.1 The Supplier shall display the Customer's logo on goods it sells. The goods remain the Supplier's. Goods shall be labelled as agreed.`;
    const cap = analyseContract(text).advancedClauses.find((c) => c.category === "liability_cap");
    expect(cap?.askFor ?? "").not.toMatch(/value of your orders/);
  });
});

describe("liability cap wording", () => {
  it("reads 'Neither party's liability ... shall exceed' as a mutual cap, with a greater-of amount", () => {
    const clause =
      "12.1 Neither party's liability in any Contract Year shall exceed the greater of £100,000 and the Charges paid in that Contract Year.";
    const text = `${PARTIES}\n\n12. Liability\n\n${clause}`;
    const f = findingOf(text, "liability_cap");
    expect(f.subcategory).toBe("mutual_cap");
    expect(f.whyItMatters).toBe(
      "Each side's total liability is capped at the greater of £100,000 and an amount tied to the charges. A mutual cap is normal and keeps both sides' exposure predictable.",
    );
    expect({ start: f.start, end: f.end }).toEqual(at(text, clause));
  });

  it("reads 'total liability ... shall be unlimited' as no cap, quoting the clause, for either side", () => {
    const clause =
      "12.1 The Supplier's total liability to the Customer under or in connection with this Agreement shall be unlimited.";
    const text = `${PARTIES}\n\n12. Liability\n\n${clause}`;
    for (const side of ["supplier", "customer"] as const) {
      const f = analyseContract(text, { side }).advancedClauses.find((c) => c.category === "liability_cap");
      expect(f?.subcategory).toBe("missing");
      expect(f?.risk_level).toBe("high");
      expect(f?.whyItMatters).toMatch(/^Clause 12\.1 says liability is unlimited: nothing limits/);
      expect({ start: f?.start, end: f?.end }).toEqual(at(text, clause));
    }
  });

  it("says a cap for each claim is not a cap on the total", () => {
    const clause = "12.1 Each party's liability shall be limited to £500,000 per claim.";
    const f = findingOf(`${PARTIES}\n\n12. Liability\n\n${clause}`, "liability_cap");
    expect(f.whyItMatters).toBe(
      "Each side's liability is capped at £500,000 for each claim. A mutual cap is normal and keeps both sides' exposure predictable.",
    );
  });

  it("finds a cap put as 'shall in no circumstances exceed', measured by insurance cover", () => {
    const clause =
      "12.1 The Supplier's liability shall in no circumstances exceed the amount of its insurance cover.";
    const f = findingOf(`${PARTIES}\n\n12. Liability\n\n${clause}`, "liability_cap");
    expect(f.subcategory).toBe("their_liability_capped");
    expect(f.whyItMatters).toBe(
      "Only the supplier's liability is capped (at the amount of the insurance cover); yours is not limited, so a claim against you has no ceiling.",
    );
  });
});

describe("what a customer's own right to leave on short notice changes", () => {
  const exit =
    "9.2 Either party may terminate this Agreement for convenience at any time by giving the other party not less than 30 days' written notice.";
  const fm =
    "10.1 Neither party shall be liable for any delay caused by events beyond its reasonable control.";
  const renewal =
    "9.1 This Agreement shall continue for an initial term of 12 months and shall then renew automatically for successive periods of 12 months unless either party gives not less than 90 days' written notice before the end of the then-current period.";
  const text = `${PARTIES}\n\n9. Term\n\n${renewal}\n\n${exit}\n\n10. General\n\n${fm}`;

  it("does not ask for a force majeure exit the convenience right already gives, only for no charges", () => {
    const f = findingOf(text, "force_majeure");
    expect(f.risk_level).toBe("low");
    expect(f.whyItMatters).toContain("You can already end the contract on 30 days' notice without a reason");
    expect(f.askFor).toBe("Ask for no charges while the service is suspended.");
    expect(f.proposal).not.toMatch(/terminate/);
  });

  it("still asks for the exit where the customer has no such right", () => {
    const f = findingOf(`${PARTIES}\n\n9. Term\n\n${renewal}\n\n10. General\n\n${fm}`, "force_majeure");
    expect(f.askFor).toMatch(/right to end the contract if a force majeure event lasts more than 30 days/);
  });

  it("says why a renewal does not hold the customer, without 'committed for another term'", () => {
    const f = findingOf(text, "auto_renewal");
    expect(f.whyItMatters).toContain("but you can end it at any time on 30 days' notice");
    expect(f.whyItMatters).not.toContain("you are committed for another term");
  });
});

describe("a warranty period running from delivery of the final stage", () => {
  it("names the stage in full", () => {
    const text = `${PARTIES}\n\n5. Warranty\n\n5.1 The Supplier warrants that, for a period of 60 days from delivery of the final Milestone, the Software will perform materially in accordance with the Specification.`;
    expect(findingOf(text, "warranty").whyItMatters).toBe(
      "The warranty lasts 60 days from delivery of the final Milestone.",
    );
  });
});

describe("a cap that protects only the supplier and is also low", () => {
  it("asks for twelve months' charges as well as a mutual cap, for a customer", () => {
    const text = `${PARTIES}\n\n6. Liability\n\n6.2 The Supplier's total liability under this Agreement shall not exceed the fees paid in the 3 months before the claim.`;
    const f = findingOf(text, "liability_cap");
    expect(f.subcategory).toBe("their_liability_capped");
    expect(f.askFor).toBe(
      "The cap is also low compared with what a failure could cost you. Ask for it to be at least 12 months' charges, and to apply to both sides equally.",
    );
    expect(f.proposal).toMatch(
      /we propose a cap of not less than the charges paid or payable in the 12 months before the claim, applying equally to each party\.$/,
    );
  });

  it("asks only for the same cap on each side when the cap is a year's charges", () => {
    const text = `${PARTIES}\n\n6. Liability\n\n6.2 The Supplier's total liability under this Agreement shall not exceed the fees paid in the 12 months before the claim.`;
    expect(findingOf(text, "liability_cap").askFor).toBe("Ask for the cap to apply to both sides equally.");
  });
});

describe("an audit right given to a list headed by one party", () => {
  const body =
    "9.1 The Customer, its auditors and any regulator may at any time, on giving not less than five business days' notice, audit the Supplier's premises, systems and records relating to this Agreement.";

  it("is the customer's right to audit the supplier, on both sides", () => {
    const of = (side: "customer" | "supplier") =>
      analyseContract(`${PARTIES}\n\n9. Audit\n\n${body}`, { side }).advancedClauses.find(
        (c) => c.category === "audit_rights",
      );
    expect(of("customer")?.subcategory).toBe("you_may_audit");
    expect(of("supplier")).toMatchObject({ subcategory: "they_may_audit_you", risk_level: "medium" });
  });
});

describe("one side's whole liability declared unlimited", () => {
  const text = `${PARTIES}\n\n12. Liability\n\n12.1 The Customer's total liability shall not exceed the Charges paid in the 12 months before the claim.\n\n12.2 The Supplier's liability under this Agreement, including under its indemnities, shall be unlimited.`;
  const of = (side: Side) =>
    analyseContract(text, { side }).advancedClauses.find(
      (c) => c.subcategory === "uncapped_carve_out" && c.excerpt.startsWith("12.2"),
    );

  it("is high for the supplier, with a proposal for the same cap, and protects the customer", () => {
    expect(of("supplier")).toMatchObject({ name: "Unlimited liability", risk_level: "high" });
    expect(of("supplier")?.proposal).toBe(
      "Clause 12.2 makes the liability of the Supplier unlimited; we propose that each party's liability is subject to the same cap, other than for liability that cannot be limited by law.",
    );
    expect(of("customer")).toMatchObject({ risk_level: "low", proposal: null });
    expect(of("customer")?.whyItMatters).toBe(
      "The supplier's liability is expressly unlimited, which protects you.",
    );
  });
});

describe("data protection terms that already return or delete the data at the end", () => {
  const security =
    "6.1 The Supplier shall maintain technical safeguards to protect the security of the Customer Data and shall tell the Customer within 48 hours of any unauthorised access to it.";
  const deletion =
    "11.1 For 30 days after this Agreement ends, the Supplier shall let the Customer export the Customer Data. After that period the Supplier shall delete the Customer Data from its systems.";
  const of = (body: string) =>
    analyseContract(`${PARTIES}\n\n${body}`).advancedClauses.find((c) => c.subcategory === "security_only");

  it("does not ask for what clause 11 already gives", () => {
    const f = of(`6. Data\n\n${security}\n\n11. Exit\n\n${deletion}`);
    expect(f?.askFor).toBe(
      "Ask for a data processing agreement: processing only on your instructions, approval of sub-processors and help with people's data requests. Return and deletion of the data at the end is already covered (clause 11.1).",
    );
    expect(f?.proposal).toMatch(/\(return and deletion at the end being covered by clause 11\.1\)\.$/);
  });

  it("still asks for deletion at the end when nothing provides it", () => {
    expect(of(`6. Data\n\n${security}`)?.askFor).toMatch(/deletion or return of the data at the end\.$/);
  });
});

describe("findings read from the clause's own words", () => {
  const of = (body: string, category: AdvancedCategory, side: Side = "customer") =>
    analyseContract(`${PARTIES}\n\n${body}`, { side }).advancedClauses.find((c) => c.category === category);

  it("gives a suspension right to the party that may suspend, not the one that must pay interest", () => {
    const body =
      "6.3 If the Customer fails to pay any invoice by its due date, the Customer shall pay interest on the overdue amount at 4% a year above base rate, and the Supplier may suspend the Services until payment is made.";
    expect(of(body, "suspension")?.subcategory).toBe("they_may_suspend");
    expect(of(body, "suspension", "supplier")?.subcategory).toBe("you_may_suspend");
  });

  it("reads 'by an amount not exceeding 8% of the Charges' as a capped increase", () => {
    const body =
      "6.4 The Supplier may increase the Charges on each anniversary of the Start Date by giving the Customer 30 days' written notice, by an amount not exceeding 8% of the Charges then in force.";
    expect(of(body, "price_changes")?.subcategory).toBe("capped_increase");
  });

  it("reads 'shall not at any time ..., disclose ... any confidential information' as confidentiality", () => {
    const body =
      "10.1 Each party undertakes that it shall not at any time during this Agreement, and for three years after it ends, disclose to any person any confidential information concerning the business of the other party.";
    expect(of(body, "confidentiality")?.subcategory).toBe("mutual");
  });
});

describe("a warranty of fitness for any purpose the customer makes known", () => {
  const body =
    "8.1 The Supplier warrants that the Deliverables will be fit for any purpose the Customer makes known to the Supplier, whether expressly or by implication.";
  const of = (side: Side) =>
    analyseContract(`${PARTIES}\n\n8. Warranty\n\n${body}`, { side }).advancedClauses.find(
      (c) => c.category === "warranty",
    );

  it("is a concern for the supplier, with a proposal limited to agreed purposes, and kept by the customer", () => {
    expect(of("supplier")).toMatchObject({ risk_level: "medium" });
    expect(of("supplier")?.proposal).toBe(
      "Clause 8.1 warrants fitness for any purpose made known to the Supplier, including by implication; we propose that the warranty covers fitness for the purposes set out in this Agreement or agreed in writing between the parties.",
    );
    expect(of("customer")).toMatchObject({ risk_level: "low", proposal: null });
  });
});

describe("a cap written as a percentage of a named fee for the contract year", () => {
  it("keeps the percentage and the year", () => {
    const text = contract(
      "1.1 Each party's total aggregate liability in each contract year shall not exceed an amount equal to one hundred and fifty per cent (150%) of the Support Fee payable in that contract year.",
    );
    const cap = analyseContract(text).advancedClauses.find((c) => c.category === "liability_cap");
    expect(cap?.whyItMatters).toContain("capped at 150% of the annual charges");
  });
});

describe("processing terms in their own clause, after a definition of the data protection laws", () => {
  it("reads the clause, not the definition", () => {
    const text = contract(
      [
        '1.1 "Data Protection Laws" means the UK GDPR and the Data Protection Act 2018.',
        "1.2 The Supplier shall deliver the Services.",
        "1.3 The Customer shall pay the Charges.",
        "1.4 The Supplier shall keep the Services available.",
        "1.5 The Supplier may subcontract only with consent.",
        "1.6 In running the Services the Supplier will process personal data for the Customer as its processor.",
        "1.7 The Supplier shall process that personal data only on the Customer's written instructions and shall tell the Customer of any personal data breach within 24 hours.",
      ].join("\n"),
    );
    const dp = analyseContract(text).advancedClauses.find((c) => c.category === "data_protection");
    expect(dp?.subcategory).toBe("processing_terms");
    expect(dp?.excerpt).not.toMatch(/means the UK GDPR/);
  });
});
