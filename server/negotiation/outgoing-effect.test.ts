import { describe, expect, it } from "vitest";
import { analyseContract } from "../../analysis/index";
import type { Side } from "../../analysis/types";
import { draftAlternative } from "../../common/clause-library/index";
import { DEFAULT_ENHANCED_RISK_SETTINGS, DEFAULT_RISK_THRESHOLDS } from "../../common/risk-settings";
import { alternativeContext } from "./alternative";
import { outgoingChange } from "./outgoing-change";

/** Written for these tests: a UK plant rental, the Renter being the customer. */
const RENTAL = `PLANT RENTAL AGREEMENT

This Agreement is dated 9 June 2025.

PARTIES

(1) Dunmore Access Platforms Limited, a company incorporated in England and Wales with company number 07654321 whose registered office is at 3 Canal Wharf, Leeds LS11 5PS (the "Lessor"); and

(2) Pennant Facilities Ltd, a company incorporated in England and Wales with company number 10293847 whose registered office is at 18 Mill Lane, Wakefield WF1 2AB (the "Renter").

1. DEFINITIONS

1.1 "Business Day" means a day other than a Saturday, Sunday or bank holiday in England.

1.2 "Machines" means the four scissor lifts listed in the Schedule.

1.3 "Rental Charges" means the monthly charges for the Machines set out in clause 4.1.

1.4 "Rental Period" means the period from 1 July 2025 to 30 June 2026.

1.5 "Minimum Period" means the first six (6) months of the Rental Period.

2. RENTAL

2.1 The Lessor lets and the Renter takes the Machines on rental for the Rental Period.

4. CHARGES

4.1 The Renter shall pay the Lessor rental charges of £2,400 per month (excluding VAT).

4.2 Rental Charges are payable monthly in advance by direct debit on the first Business Day of each month during the Rental Period.

4.3 If any sum is not paid when due, the Lessor may charge interest at three per cent (3%) a year above the Bank of England base rate.

9. ENDING THE RENTAL EARLY

9.1 The Renter may end the rental for convenience at any time, including during the Minimum Period, by giving the Lessor not less than sixty (60) days' written notice.

12. GOVERNING LAW

12.1 This Agreement is governed by the law of England and Wales and the courts of England and Wales have exclusive jurisdiction.
`;

/** Written for these tests: a UK software subscription, the Subscriber being the customer. */
const SUBSCRIPTION = `SOFTWARE SUBSCRIPTION AGREEMENT

This Agreement is made on 2 September 2025 between Fellgate Rota Software Limited, a company registered in England and Wales with number 12121212 ("Provider"), and Marram Care Homes Limited, a company registered in England and Wales with number 08080808 ("Subscriber").

1. SUBSCRIPTION

1.1 Provider grants Subscriber a non-exclusive licence to use the rota software for the Term.

2. CHARGES

2.1 Subscriber shall pay an annual fee of £18,000 excluding VAT.

2.2 Subscriber shall pay every undisputed invoice within sixty (60) days of the date of receipt of that invoice.

3. TERM

3.1 This Agreement starts on 1 October 2025 and continues for three (3) years.

6. INTELLECTUAL PROPERTY

6.1 Provider shall defend Subscriber against any claim that Subscriber's use of the software in line with this Agreement infringes the intellectual property rights of a third party, and shall indemnify Subscriber for all damages and costs awarded against it in respect of that claim.

8. CONFIDENTIALITY

8.1 Each party shall keep the other party's confidential information secret and use it only for this Agreement.

10. LIABILITY

10.1 Neither party excludes or limits its liability for death or personal injury resulting from negligence, for fraud, or for breach of clause 8.

10.2 Subject to clause 10.1, each party's total aggregate liability in each contract year shall not exceed one hundred per cent (100%) of the annual fee payable in that contract year.

11. GOVERNING LAW

11.1 This Agreement is governed by the law of England and Wales.
`;

const user = {
  riskThresholds: DEFAULT_RISK_THRESHOLDS,
  enhancedRiskSettings: DEFAULT_ENHANCED_RISK_SETTINGS,
};
const reject = { decision: "reject" as const, proposedText: null, reasoning: null };

const rejected = (text: string, side: Side, termType: string) =>
  outgoingChange({ analysis: analyseContract(text, { side }), termType, decision: reject, user });

describe("outgoing wording that gives effect to what the comment beside it says", () => {
  it("a supplier's payment days run from the invoice date in one grammatical phrase", () => {
    const change = rejected(SUBSCRIPTION, "supplier", "payment");
    expect(change.comment).toContain("we propose payment within 30 days of the invoice date");
    // the contract states no late interest, so the proposal asks for it and the wording adds it
    expect(change.proposedText).toMatch(
      /^Subscriber shall pay every undisputed invoice within thirty \(30\) days of the date of the invoice\. Interest on any amount paid late/,
    );
  });

  it("a customer paying monthly in advance is offered monthly in arrears, in the contract's own terms", () => {
    const change = rejected(RENTAL, "customer", "payment");
    expect(change.comment).toMatch(
      /we propose payment monthly in arrears\. The wording shown in its place gives effect to this\.$/,
    );
    expect(change.proposedText).toBe(
      "Rental Charges are payable monthly in arrears by direct debit on the first Business Day of the month following each month during the Rental Period.",
    );
  });

  it("a separate, higher cap for confidentiality claims, with death, injury and fraud left unlimited", () => {
    const analysis = analyseContract(SUBSCRIPTION, { side: "customer" });
    const finding = analysis.advancedClauses.find(
      (c) => c.category === "liability_exclusions" && c.subcategory === "uncapped_carve_out",
    );
    expect(finding?.proposal).toContain("a separate, higher cap");
    const wording = draftAlternative(
      "liability_exclusions",
      alternativeContext(analysis, user, "", finding?.excerpt ?? null),
    ).alternativeClause;
    expect(wording).toBe(
      "Neither party excludes or limits its liability for death or personal injury resulting from negligence or for fraud. Each party's total aggregate liability for breach of clause 8 shall not exceed an amount equal to twice the limit in clause 10.2. This limit is separate from, and in addition to, the limit in clause 10.2.",
    );
  });

  it("a supplier happy to give the IP indemnity keeps it in the wording it proposes", () => {
    const analysis = analyseContract(SUBSCRIPTION, { side: "supplier" });
    const wording = draftAlternative(
      "indemnity",
      alternativeContext(
        analysis,
        user,
        "We're happy to give the IP indemnity as it stands but want Subscriber to indemnify us too.",
        analysis.indemnity.excerpt,
      ),
    ).alternativeClause;
    expect(wording).toMatch(
      /^Provider shall defend Subscriber against any claim that Subscriber's use of the software/,
    );
    expect(wording).toContain("In addition, each party");
  });

  it("the party holding the right to end for convenience keeps it when its notice is shortened", () => {
    const change = rejected(RENTAL, "customer", "cancellation");
    expect(change.comment).toContain("we propose 30 days");
    expect(change.proposedText).toMatch(
      /^The Renter may end the rental for convenience at any time, including during the Minimum Period, by giving the Lessor not less than thirty \(30\) days' written notice\./,
    );
    expect(change.proposedText).not.toMatch(/The Lessor may (?:end|terminate)/);
  });
});
