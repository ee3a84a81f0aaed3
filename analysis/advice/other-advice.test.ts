import { describe, expect, it } from "vitest";
import { DEFAULT_RISK_THRESHOLDS, type RiskThresholds } from "../../common/risk-settings";
import { analyseContract } from "../index";
import { type IndemnityShape, rateIndemnity } from "../risk";
import { contract } from "../test-helpers";
import type { Side } from "../types";
import { indemnityAdvice } from "./indemnity";
import { serviceAdvice } from "./service";
import { secondPersonAdvice } from "./voice";
import { partyLabels } from "./wording";

const labels = { customer: "the Customer", supplier: "the Supplier" };
const prefs: RiskThresholds["indemnityPreference"][] = ["mutual-capped", "one-sided-capped", "unlimited"];
const shapes: IndemnityShape[] = [
  { kind: "none" },
  { kind: "given-to-user" },
  { kind: "mutual", capped: true, theirsCapped: true },
  { kind: "mutual", capped: true, theirsCapped: false },
  { kind: "mutual", capped: false, theirsCapped: true },
  { kind: "mutual", capped: false, theirsCapped: false },
  { kind: "given-by-user", capped: true },
  { kind: "given-by-user", capped: false },
  { kind: "unknown-party", capped: true },
  { kind: "unknown-party", capped: false },
];

describe("indemnity advice follows the rating and the preference", () => {
  for (const pref of prefs)
    for (const shape of shapes)
      for (const side of ["customer", "supplier"] as Side[]) {
        it(`${pref}, ${JSON.stringify(shape)}, ${side}`, () => {
          const thresholds = { ...DEFAULT_RISK_THRESHOLDS, indemnityPreference: pref };
          const rating = rateIndemnity(shape, thresholds);
          const a = indemnityAdvice({ shape, rating, side, thresholds, labels });
          if (rating === "green") expect(a.proposal).toBeNull();
          if (a.proposal) {
            const text = a.proposal("clause 9.1");
            expect(text).toContain("we propose");
            expect(secondPersonAdvice(text)).toEqual([]);
          }
          // never asks for a cap the indemnity already has, nor for mutuality it already has
          if ("capped" in shape && shape.capped)
            expect(a.recommendation).not.toMatch(/capped at the same level/);
          if (shape.kind === "mutual") expect(a.recommendation).not.toMatch(/to be mutual/);
        });
      }

  it("a capped one-sided indemnity under 'one-sided-capped' is kept; uncapped asks only for the cap", () => {
    const thresholds = { ...DEFAULT_RISK_THRESHOLDS, indemnityPreference: "one-sided-capped" as const };
    const capped = { kind: "given-by-user", capped: true } as const;
    expect(
      indemnityAdvice({
        shape: capped,
        rating: rateIndemnity(capped, thresholds),
        side: "customer",
        thresholds,
        labels,
      }).proposal,
    ).toBeNull();
    const open = { kind: "given-by-user", capped: false } as const;
    const a = indemnityAdvice({
      shape: open,
      rating: rateIndemnity(open, thresholds),
      side: "customer",
      thresholds,
      labels,
    });
    expect(a.recommendation).toBe(
      "You give an unlimited indemnity and get none back. Ask for it to be capped at the same level as the liability cap.",
    );
    expect(a.proposal?.("clause 9.1")).toBe(
      "clause 9.1 requires the Customer to indemnify the Supplier without limit and gives no indemnity in return; we propose that the indemnity is subject to the limitation of liability in the contract, other than for liability that cannot be limited by law.",
    );
  });
});

describe("service level advice asks only for what falls short", () => {
  const base = {
    found: true,
    applicable: true,
    side: "customer" as const,
    level: "standard" as const,
    labels,
  };
  it("keeps targets that meet the tier (99%, 8 hours) with credits", () => {
    const a = serviceAdvice({ ...base, uptimePercent: 99, responseHours: 8, credits: true });
    expect(a.proposal).toBeNull();
  });
  it("asks for credits only when uptime and response already meet the tier", () => {
    const a = serviceAdvice({
      ...base,
      uptimePercent: 99.5,
      responseHours: 4,
      credits: false,
    });
    expect(a.recommendation).not.toMatch(/uptime|response within/);
    expect(a.proposal?.("clause 4")).toBe(
      "clause 4 sets service levels but no remedy when they are missed; we propose service credits to the Customer for each month a target is missed.",
    );
  });
  it("asks for the uptime below the tier but not a response time already met, and not credits already given", () => {
    const a = serviceAdvice({
      ...base,
      uptimePercent: 98.6,
      responseHours: 4,
      credits: true,
    });
    expect(a.recommendation).toBe(
      "The promised service is below your requirement. Ask for at least 99% uptime.",
    );
    expect(a.proposal?.("clause 4")).toBe(
      "clause 4 commits the Supplier to 98.6% availability; we propose availability of at least 99% in each calendar month.",
    );
  });
  it("a supplier is not told to ask for service levels it would owe", () => {
    const a = serviceAdvice({
      ...base,
      side: "supplier",
      uptimePercent: 95,
      responseHours: 48,
      credits: false,
    });
    expect(a.proposal).toBeNull();
    expect(a.recommendation).not.toMatch(/Ask for/);
  });
  it("a supplier promising more than its tier is asked to bring the promise to its level", () => {
    const a = serviceAdvice({
      ...base,
      side: "supplier",
      uptimePercent: 99.9,
      responseHours: 8,
      credits: true,
    });
    expect(a.recommendation).toBe(
      "You promise 99.9% uptime, stricter than your service level (99% uptime, 8 hours response). Ask to bring it to your level, or check you can meet it every month.",
    );
    expect(a.proposal?.("clause 6.1")).toBe(
      "clause 6.1 commits the Supplier to 99.9% uptime; we propose availability of 99% in each calendar month, with service credits as the sole remedy for a missed target.",
    );
  });
});

describe("governing law", () => {
  it("keeps a UK law and proposes England and Wales in place of a foreign one", () => {
    const uk = analyseContract(
      contract("1.1 This Agreement is governed by the law of Scotland."),
    ).jurisdiction;
    expect(uk.proposal).toBeNull();
    const ny = analyseContract(
      contract("1.1 This Agreement shall be governed by the laws of the State of New York."),
    ).jurisdiction;
    expect(ny.proposal).toBe(
      "Clause 1.1 applies the law of New York; we propose the law of England and Wales, with the courts of England and Wales having exclusive jurisdiction.",
    );
  });
});

describe("party labels in proposals", () => {
  it("uses the contract's defined terms, with 'the' for role nouns and not for names", () => {
    const l = partyLabels({
      customer: {
        name: "Glen Rowan Distillers Limited",
        role: "customer",
        alias: "Client",
        start: 0,
        end: 1,
      },
      supplier: {
        name: "Thistle Strategy Partners LLP",
        role: "supplier",
        alias: "Thistle",
        start: 0,
        end: 1,
      },
      all: [],
      mentions: [],
    });
    expect(l).toEqual({ customer: "the Client", supplier: "Thistle" });
  });

  it("puts 'the' before trades used as defined terms, and uses a name where there is no defined term", () => {
    const l = partyLabels({
      customer: { name: "Harbour Deli Ltd", role: "customer", start: 0, end: 1 },
      supplier: { name: "Ann Lowe", role: "supplier", alias: "Designer", start: 0, end: 1 },
      all: [],
      mentions: [],
    });
    expect(l).toEqual({ customer: "Harbour Deli Ltd", supplier: "the Designer" });
  });
});

describe("advanced findings speak to the other party in proposals", () => {
  it("every proposal of a one-sided contract is in the company's voice, on both sides", () => {
    const text = contract(
      [
        "1.1 The Customer shall indemnify the Supplier against all losses without limit.",
        "1.2 The Supplier's total liability shall not exceed £5,000.",
        "1.3 The Customer shall keep the Supplier's information confidential.",
        "1.4 All intellectual property rights in the deliverables shall vest in the Supplier.",
        "1.5 The Supplier may terminate this Agreement for convenience on 14 days' notice.",
        "1.6 The Supplier may audit the Customer's records at any time.",
        "1.7 The Customer shall not assign this Agreement without the Supplier's consent.",
        "1.8 This Agreement is governed by the laws of the State of Delaware.",
        "1.9 The Services are provided as is and the Supplier disclaims all warranties.",
      ].join("\n"),
    );
    for (const side of ["customer", "supplier"] as const) {
      const a = analyseContract(text, { side });
      const proposals = a.advancedClauses.map((f) => f.proposal).filter((p): p is string => !!p);
      // the contract favours the supplier: the customer has much to ask for, the supplier little
      expect(proposals.length).toBeGreaterThan(side === "customer" ? 5 : 0);
      for (const p of proposals) {
        expect(p).toMatch(/; we propose /);
        expect(secondPersonAdvice(p)).toEqual([]);
      }
    }
  });
});

describe("the voice check", () => {
  it("finds advice to the reader and lets a letter's courtesy through", () => {
    expect(secondPersonAdvice("You must give 180 days' notice. Ask for 30 days.").length).toBeGreaterThan(0);
    expect(secondPersonAdvice("Put the date in your calendar now.").length).toBeGreaterThan(0);
    expect(secondPersonAdvice("Reason: you give an unlimited indemnity.").length).toBeGreaterThan(0);
    expect(secondPersonAdvice("Keep it.")).toEqual(["Keep it"]);
    expect(
      secondPersonAdvice(
        "Thank you for sending the draft. Could you confirm? We would be grateful if you could review these.",
      ),
    ).toEqual([]);
  });
});

describe("warranty advice for the side that gives it", () => {
  const text =
    'This Agreement is made between Quarrybank Digital Limited (the "Supplier") and Hollins Cross Veterinary Ltd (the "Customer").\n\n5. Warranty\n\n5.1 The Supplier warrants that the Software will perform substantially as described for ninety (90) days from delivery.';
  const warranty = (side: Side) =>
    analyseContract(text, { side }).advancedClauses.find((c) => c.category === "warranty")!;

  it("tells the customer to diary the end of the warranty it relies on", () => {
    expect(warranty("customer").askFor).toBe("Keep it, and diary when the warranty period ends.");
  });

  it("tells the supplier what the end of its warranty means for it", () => {
    expect(warranty("supplier").askFor).toContain("you no longer have to fix defects under the warranty");
  });
});
