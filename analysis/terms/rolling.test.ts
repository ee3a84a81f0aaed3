import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";
import { contract } from "../test-helpers";

describe("a contract that runs on until a party ends it", () => {
  it("reads a rolling monthly contract after a minimum period as a renewal, and the minimum period as no right to end early", () => {
    const clause =
      "2.1 The Services start on 1 May 2026 and run for a minimum period of three months. After that they continue on a rolling monthly basis until either party ends them by giving the other at least one month's written notice.";
    const a = analyseContract(contract(clause));
    expect(a.renewalTerms).toMatchObject({
      autoRenewal: true,
      renewalTermMonths: 1,
      noticePeriod: 30,
      rolling: true,
    });
    expect(a.renewalTerms.summary).toContain("month by month");
    expect(a.renewalTerms.favorabilityScore).toBe("green");
    // leaving after the first period is the renewal's notice; the right to end early is about the first period
    expect(a.cancellationTerms).toMatchObject({ found: false, forConvenience: false });
    expect(a.cancellationTerms.summary).toBe(
      "No right to end the contract without a reason during its first period; after it, either side may end it on 1 month's notice (see the renewal term).",
    );
    expect(a.cancellationTerms.evidence).toHaveLength(1);
    const renewal = a.advancedClauses.find((f) => f.category === "auto_renewal");
    expect(renewal?.whyItMatters).not.toMatch(/\b1 months\b/);
    expect(a.advancedClauses.filter((f) => f.category === "termination_notice")).toEqual([]);
    expect(
      a.advancedClauses.find((f) => f.subcategory === "no_termination_for_convenience")?.whyItMatters,
    ).toContain("during its first period");
  });

  it.each([
    '1.1 The Supplier shall provide the Services from 1 October 2026 (the "Commencement Date") for an initial period of three years, after which this Agreement shall continue until terminated by either party giving not less than six months\' written notice, such notice not to expire before the end of the initial period.',
    "1.1 This Agreement shall commence on 1 October 2026 and shall continue for three years and thereafter unless and until terminated by either party on six months' notice.",
  ])("reads a first period followed by notice of six months as running on: %s", (clause) => {
    const a = analyseContract(contract(clause));
    expect(a.renewalTerms).toMatchObject({ autoRenewal: true, noticePeriod: 180, rolling: true });
    expect(a.cancellationTerms).toMatchObject({ found: false, forConvenience: false });
    expect(a.cancellationTerms.summary).toContain("after it, either side may end it on 6 months' notice");
    expect(a.effectiveDate?.value).toBe("2026-10-01");
    expect(a.keyData.startDate).toBe("2026-10-01");
  });

  it("tells a supplier how soon the customer may leave a rolling contract, not its own notice", () => {
    const clause =
      "3.1 This Agreement shall remain in effect for one (1) year from the date hereof and shall thereafter continue on a month-to-month basis until terminated. The Customer may terminate this Agreement at any time, with or without cause, upon ten (10) days' written notice. The Supplier may terminate this Agreement upon sixty (60) days' written notice.";
    const r = analyseContract(contract(clause), { side: "supplier" }).renewalTerms;
    expect(r.summary).toBe(
      "After its first period the contract runs on month by month until it is ended: by you on 60 days' notice, by the customer on 10 days' notice.",
    );
    expect(r.recommendation).toContain("the customer can leave on 10 days' notice");
    expect(r.recommendation).not.toContain("helps you keep the customer");
    expect(r.noticePeriod).toBe(60);
  });

  it("does not tell a supplier a rolling contract keeps the customer when the customer may leave on a month's notice", () => {
    const clause =
      "3.1 This Agreement begins on 1 March 2027 and shall continue for an initial period of twelve months, and after that until terminated by either party giving not less than three months' written notice. The Customer may also terminate this Agreement at any time by giving one month's written notice.";
    const r = analyseContract(contract(clause), { side: "supplier" }).renewalTerms;
    expect(r.recommendation).toContain("the customer can leave on");
    expect(r.recommendation).not.toContain("helps you keep the customer");
  });

  it("reads 'runs for twelve months, and after that carries on until either party ends it' as running on", () => {
    const clause =
      "3.1 This Agreement begins on 1 March 2027 and runs for twelve months, and after that carries on until either party ends it by giving three months' written notice.";
    const a = analyseContract(contract(clause));
    expect(a.renewalTerms).toMatchObject({ autoRenewal: true, noticePeriod: 90, rolling: true });
  });

  it("reads 'for an initial term of two years and indefinitely after that until terminated' as running on", () => {
    const clause =
      "3.1 This Agreement shall continue for an initial term of two (2) years from the Start Date and indefinitely after that until terminated by either party giving at least three (3) months' written notice.";
    const a = analyseContract(contract(clause));
    expect(a.renewalTerms).toMatchObject({ autoRenewal: true, noticePeriod: 90, rolling: true });
    expect(a.renewalTerms.summary).not.toContain("fixed term only");
  });

  it("reads 'after the Minimum Term it continues until terminated' as running on, not as a contract with no fixed end", () => {
    const clause =
      '2.1 The Services run for a minimum term of 24 months (the "Minimum Term"). 2.2 After the Minimum Term this Agreement shall continue until either party ends it by giving not less than 60 days\' written notice.';
    const a = analyseContract(contract(clause));
    expect(a.renewalTerms).toMatchObject({ autoRenewal: true, noticePeriod: 60, rolling: true });
    expect(a.renewalTerms.summary).not.toMatch(/no fixed end/);
    expect(a.cancellationTerms.summary).toContain("after it, either side may end it on 60 days' notice");
  });

  it("reads 'initial period ... and thereafter until terminated on three months' notice' and asks for less notice", () => {
    const clause =
      "2.1 This Agreement begins on the Start Date, continues for an initial period of two years and thereafter until terminated by either party giving not less than three months' written notice.";
    const a = analyseContract(contract(clause));
    expect(a.renewalTerms).toMatchObject({ autoRenewal: true, renewalTermMonths: null, noticePeriod: 90 });
    expect(a.renewalTerms.favorabilityScore).toBe("red");
    expect(a.renewalTerms.proposal).toContain("we propose 30 days");
    expect(a.renewalTerms.proposal).not.toMatch(/\byou\b/i);
    // the three months' notice is asked about once, on the renewal card, not again as a right to end early
    expect(a.cancellationTerms).toMatchObject({ found: false, forConvenience: false });
    expect(a.cancellationTerms.recommendation).toContain("during the first period");
    expect(a.cancellationTerms.proposal).not.toContain("three months");
  });

  it("says an open-ended contract has nothing to renew, and that either party may end it", () => {
    const a = analyseContract(
      contract("2.1 This Agreement continues until terminated by either party on 60 days' written notice."),
    );
    expect(a.renewalTerms.summary).toMatch(/no fixed end/);
    expect(a.renewalTerms.summary).not.toMatch(/simply ends/);
    expect(a.cancellationTerms).toMatchObject({
      forConvenience: true,
      forConvenienceParty: "both",
      noticePeriod: 60,
    });
  });

  it("keeps a renewal for set terms that runs 'until' notice is given as a renewal, not a right to leave", () => {
    const clause =
      "2.1 This Agreement shall renew automatically for successive periods of one year unless and until one party gives the other at least 90 days' notice before the end of the then current period.";
    const a = analyseContract(contract(clause));
    expect(a.renewalTerms).toMatchObject({ autoRenewal: true, renewalTermMonths: 12, noticePeriod: 90 });
    expect(a.renewalTerms.rolling).toBeUndefined();
    expect(a.cancellationTerms.forConvenience).toBe(false);
  });

  it("does not read a notice that ends the contract at the end of a term as a right to leave", () => {
    const clause =
      "2.1 This Agreement continues for an initial term of one year and thereafter until terminated by either party giving six months' notice to expire at the end of the initial term or on any later anniversary.";
    expect(analyseContract(contract(clause)).cancellationTerms.forConvenience).toBe(false);
  });
});

describe("a first period after which the contract 'shall then continue unless terminated'", () => {
  it("runs on after the first period, leaving on notice once it has passed (on the renewal card)", () => {
    const a = analyseContract(
      contract(
        "7.1 This Agreement shall continue for an initial period of three years and shall then continue unless terminated by either party on six months' notice.",
      ),
    );
    expect(a.renewalTerms).toMatchObject({ autoRenewal: true, rolling: true, noticePeriod: 180 });
    expect(a.cancellationTerms).toMatchObject({ found: false, forConvenience: false });
    expect(a.cancellationTerms.summary).toContain("after it, either side may end it on 6 months' notice");
  });

  it("does not read 'unless terminated by either party for breach' as a right to leave", () => {
    const a = analyseContract(
      contract(
        "7.1 This Agreement shall continue for an initial period of three years and shall then continue unless terminated by either party for material breach.",
      ),
    );
    expect(a.cancellationTerms.forConvenience).toBe(false);
  });
});

describe("a first term after which 'it then continues until' notice is given", () => {
  it("reads the run-on as a rolling renewal with the notice to end it", () => {
    const a = analyseContract(
      contract(
        "5.1 This Agreement starts on the date above and continues for an initial term of two years. It then continues until either party gives the other at least three months' written notice to end it.",
      ),
    );
    expect(a.renewalTerms).toMatchObject({ autoRenewal: true, rolling: true, noticePeriod: 90 });
    expect(a.renewalTerms.summary).not.toMatch(/simply ends/);
  });
});

describe("a minimum term with a right to leave once it has passed", () => {
  it("does not say the contract ends at the end of the minimum term", () => {
    const clause =
      "3.1 This Agreement has a minimum term of twelve (12) months from the date of this Agreement. After the minimum term, either party may terminate it on three (3) months' written notice.";
    const a = analyseContract(contract(clause));
    expect(a.renewalTerms.summary).toBe(
      "No renewal: after its first period, which ends on 02/03/2023 (clause 3.1), the contract runs on until either side ends it on 3 months' notice (see the cancellation term).",
    );
    expect(a.renewalTerms.recommendation).toBe(
      "Nothing to do for renewal. Check the notice either side must give to end the contract.",
    );
    expect(a.cancellationTerms).toMatchObject({ forConvenience: true, noticePeriod: 90 });
  });

  it("still says a fixed term ends when the right to end it applies from the start", () => {
    const clause =
      "3.1 This Agreement shall continue for twelve (12) months from the date of this Agreement. Either party may terminate it at any time on three (3) months' written notice.";
    expect(analyseContract(contract(clause)).renewalTerms.summary).toBe(
      "No renewal provision found: fixed term only, the contract ends on 02/03/2023 (clause 3.1).",
    );
  });
});
