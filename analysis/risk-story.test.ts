import { describe, expect, it } from "vitest";
import { HEALTH_RECOMMENDATIONS } from "../common/contract-health";
import { DEFAULT_ENHANCED_RISK_SETTINGS } from "../common/risk-settings";
import { finding } from "./advanced/util";
import { prepare } from "./doc";
import { UK_SAAS, US_SERVICES } from "./fixtures";
import { analyseContract } from "./index";
import { type KeyTerm, riskStory } from "./risk-story";
import type { ContractAnalysis, KeyData, Rating, RiskLevel, TermBlock } from "./types";

/** A cleaning contract written for these tests; each variant changes one clause. */
function cleaningContract(over: { services?: string; payment?: string; termination?: string } = {}) {
  return `SERVICES AGREEMENT

This Agreement is made on 1 March 2026 between (1) Kestrel Cleaning Limited, a company registered in England (the "Supplier"), and (2) Moorland Bakery Ltd, a company registered in England (the "Customer").

1. SERVICES
1.1 The Supplier shall provide office cleaning services to the Customer and shall put right any complaint about the cleaning within 24 hours.${over.services ?? ""}

2. FEES AND PAYMENT
2.1 ${over.payment ?? "The Customer shall pay each invoice within 60 days of receipt. The fee is £1,200 per month, invoiced monthly."}

3. TERM AND TERMINATION
3.1 This Agreement starts on 1 March 2026 and ends on 28 February 2027 unless ended earlier.
3.2 ${over.termination ?? "Either party may terminate this Agreement at any time on 30 days' written notice to the other party."}

4. LIABILITY
4.1 Each party's total liability under this Agreement shall not exceed the fees paid in the 12 months before the claim.
4.2 Nothing limits liability for death or personal injury caused by negligence or for fraud.

5. INDEMNITY
5.1 Each party shall indemnify the other against third party claims arising from its breach, subject to clause 4.

6. CONFIDENTIALITY
6.1 Each party shall keep the other party's confidential information secret.

7. DATA PROTECTION
7.1 Each party shall comply with the UK GDPR and the Data Protection Act 2018.

8. GOVERNING LAW
8.1 This Agreement is governed by the law of England and Wales and the courts of England and Wales have exclusive jurisdiction.
`;
}

const HEALTH_BAND: Record<Rating, [number, number]> = { green: [7, 10], amber: [4, 6], red: [1, 3] };
const HEALTH_LEVEL = { green: "LOW", amber: "MEDIUM", red: "HIGH" } as const;
const LEVEL_WORDS = { green: "Low risk", amber: "Medium risk", red: "High risk" } as const;

/** Every figure of the risk story tells the same story as the overall level. */
function expectOneStory(a: ContractAnalysis) {
  const level = a.overallRisk;
  expect(a.enhancedRisk.riskLevel).toBe(level);
  expect(a.health.level).toBe(HEALTH_LEVEL[level]);
  const [low, high] = HEALTH_BAND[level];
  expect(a.health.score).toBeGreaterThanOrEqual(low);
  expect(a.health.score).toBeLessThanOrEqual(high);
  expect(a.riskExplanation.level.startsWith(LEVEL_WORDS[level])).toBe(true);
  expect(a.riskExplanation.health.startsWith(`${a.health.score}/10`)).toBe(true);

  // default approval settings ask for sign-off on high-risk contracts only
  expect(a.approval.required).toBe(level === "red");
  expect(a.approval.reasons.includes("High-risk contract")).toBe(level === "red");

  const count = (r: RiskLevel) => a.advancedClauses.filter((f) => f.risk_level === r).length;
  const s = a.clauseSummary;
  expect(s.total_clauses_detected).toBe(a.advancedClauses.length);
  expect([s.high_risk_clauses, s.medium_risk_clauses, s.low_risk_clauses]).toEqual([
    count("high"),
    count("medium"),
    count("low"),
  ]);
  expect(s.high_risk_clauses + s.medium_risk_clauses + s.low_risk_clauses).toBe(s.total_clauses_detected);
  expect(a.riskExplanation.counts.startsWith(`${s.total_clauses_detected} finding`)).toBe(true);

  // a low-risk contract has no high-risk finding; URGENT appears only on a high-risk contract
  if (level === "green") expect(count("high")).toBe(0);
  expect(a.topPriorities.some((p) => p.label === "URGENT")).toBe(level === "red" && count("high") > 0);
  for (const p of a.topPriorities) {
    const f = a.advancedClauses.find((x) => x.id === p.id);
    expect(f?.name).toBe(p.name);
    expect(f?.risk_level).toBe(p.risk_level);
  }
  expect(a.topPriorities.length).toBe(Math.min(3, count("high") + count("medium")));

  // every amber or red key term is in the findings, so the reason for the level is listed
  for (const block of [
    a.paymentTerms,
    a.cancellationTerms,
    a.indemnity,
    a.jurisdiction,
    a.serviceGuarantees,
  ]) {
    if (block.favorabilityScore === "red") expect(count("high")).toBeGreaterThan(0);
  }
}

describe("one risk story", () => {
  it("agrees on a low-risk contract", () => {
    const a = analyseContract(cleaningContract());
    expect(a.overallRisk).toBe("green");
    expectOneStory(a);
    expect(a.health.recommendation).toBe(HEALTH_RECOMMENDATIONS.suitable);
  });

  it("agrees on a medium-risk contract made medium by two medium key terms", () => {
    const a = analyseContract(
      cleaningContract({
        payment: "The Customer shall pay each invoice within 45 days of receipt.",
        termination: "Either party may terminate this Agreement on 60 days' written notice.",
      }),
    );
    expect([a.paymentTerms.favorabilityScore, a.cancellationTerms.favorabilityScore]).toEqual([
      "amber",
      "amber",
    ]);
    expect(a.overallRisk).toBe("amber");
    expect(a.riskExplanation.level).toMatch(/the payment terms and cancellation terms ratings are medium\./);
    expectOneStory(a);
  });

  it("makes a contract medium when one finding is high risk although every key term is fine", () => {
    const a = analyseContract(
      cleaningContract({
        services:
          "\n1.2 The services are provided as is and all warranties, express or implied, are excluded.",
      }),
    );
    expect(a.advancedClauses.some((f) => f.risk_level === "high")).toBe(true);
    expect(a.overallRisk).toBe("amber");
    expect(a.topPriorities[0].label).toBe("HIGH");
    expect(a.riskExplanation.level).toMatch(
      /^Medium risk because “.+” is rated high risk, although no key term is\.$/,
    );
    expectOneStory(a);
  });

  it("agrees on high-risk contracts: no 8/10 beside a high-risk banner", () => {
    for (const text of [
      UK_SAAS,
      US_SERVICES,
      cleaningContract({ payment: "The Customer shall pay each invoice within 7 days of receipt." }),
    ]) {
      const a = analyseContract(text);
      expect(a.overallRisk).toBe("red");
      expectOneStory(a);
      expect(a.health.score).toBeLessThanOrEqual(3);
    }
  });

  it("agrees for the supplier's side and for blank or unstructured text", () => {
    for (const a of [
      analyseContract(UK_SAAS, { side: "supplier" }),
      analyseContract(""),
      analyseContract("just some words without any contract terms"),
    ]) {
      expectOneStory(a);
    }
  });

  it("names the red key term as the reason for a high level", () => {
    const a = analyseContract(
      cleaningContract({ payment: "The Customer shall pay each invoice within 7 days of receipt." }),
    );
    expect(a.riskExplanation.level).toBe("High risk because the payment terms rating is high.");
    expect(a.topPriorities[0]).toMatchObject({ label: "URGENT", name: "Payment terms" });
    expect(a.health.recommendation).toBe(HEALTH_RECOMMENDATIONS.addressCritical);
  });
});

describe("riskStory rules", () => {
  const doc = prepare("1. Service levels\nThe Supplier aims for 97% availability each month.\n");
  const block = (rating: Rating, found = true): TermBlock => ({
    found,
    excerpt: found ? doc.text.slice(19, 69) : "",
    summary: "Availability of 97% a month.",
    favorabilityScore: rating,
    start: found ? 19 : -1,
    end: found ? 69 : -1,
    confidence: 0.8,
    recommendation: "Ask for 99.5% availability with service credits.",
    clauseId: null,
  });
  const terms = (service: Rating, others: Rating = "green"): KeyTerm[] => [
    { id: "payment", block: block(others) },
    { id: "service", block: block(service) },
  ];
  const medium = (i: number) =>
    finding(doc, 0, 5, {
      name: `Point ${i}`,
      category: "warranty",
      subcategory: "x",
      risk: "medium",
      confidence: 70,
      whyItMatters: "Why.",
      askFor: "Ask.",
    });
  const story = (t: KeyTerm[], findings = [medium(1)]) =>
    riskStory({
      doc,
      terms: t,
      findings,
      keyData: { value: null } as KeyData,
      enhanced: DEFAULT_ENHANCED_RISK_SETTINGS,
    });

  it("lists a red key term that has no finding of its own, and makes it the first priority", () => {
    const s = story(terms("red"));
    expect(s.level).toBe("red");
    expect(s.findings[0]).toMatchObject({
      name: "Service levels",
      category: "service_levels",
      risk_level: "high",
    });
    expect(s.priorities[0]).toMatchObject({ label: "URGENT", name: "Service levels" });
    expect(s.counts.total_clauses_detected).toBe(2);
  });

  it("counts medium findings outside the key terms 3 points each, up to 40", () => {
    const few = story(terms("green"), [medium(1), medium(2)]);
    expect([few.level, few.enhancedRisk.score, few.health.score]).toEqual(["green", 6, 10]);
    const many = story(
      terms("green"),
      Array.from({ length: 14 }, (_, i) => medium(i)),
    );
    expect([many.level, many.enhancedRisk.score, many.health.score]).toEqual(["amber", 40, 6]);
    const onAmber = story(
      terms("amber", "amber"),
      Array.from({ length: 7 }, (_, i) => medium(i)),
    );
    expect([onAmber.level, onAmber.enhancedRisk.score, onAmber.health.score]).toEqual(["red", 71, 3]);
    expect(onAmber.health.recommendation).toBe(HEALTH_RECOMMENDATIONS.legalReview);
    expect(onAmber.explanation.level).toBe(
      "High risk because the findings add up to 71 risk points (70 or more is high).",
    );
  });

  it("leaves out key terms that do not apply", () => {
    const na: KeyTerm = {
      id: "service",
      block: { ...block("amber", false), summary: "Not applicable: one-off." },
    };
    const s = story([{ id: "payment", block: block("green") }, na]);
    expect(s.level).toBe("green");
    expect(s.findings.map((f) => f.name)).toEqual(["Point 1"]);
  });
});

describe("the health line explains the figure it shows", () => {
  it("states the floor of 1, so a score of 100 risk points reads as 1/10, not 0", () => {
    for (const text of [cleaningContract(), UK_SAAS, US_SERVICES]) {
      const a = analyseContract(text);
      const m = /^(\d+)\/10 is 10 minus one for every 10 risk points \((\d+) here\), never below 1:/.exec(
        a.riskExplanation.health,
      );
      expect(m).not.toBeNull();
      expect(Number(m?.[1])).toBe(Math.max(1, 10 - Math.floor(Number(m?.[2]) / 10)));
      expect(Number(m?.[1])).toBe(a.health.score);
    }
  });
});

describe("a key term shown as a finding of its own", () => {
  it("carries the term's proposal to the other party", () => {
    const text = `FRANCHISE AGREEMENT\n\nThis Agreement is made on 1 May 2027 between Kettlewell Coffee Franchising Limited (the "Franchisor") and Starbotton Cafe Ltd (the "Franchisee").\n\n1. Term\n\n1.1 This Agreement lasts for 5 years from its date. The Franchisee has no right to renew this Agreement, which may be renewed only at the Franchisor's discretion.\n`;
    const a = analyseContract(text);
    const renewal = a.advancedClauses.find(
      (c) => c.category === "auto_renewal" && c.subcategory === "key_term",
    );
    expect(renewal?.proposal).toBe(a.renewalTerms.proposal);
    expect(renewal?.proposal).toMatch(/^Clause 1\.1 .*we propose/);
  });
});
