/**
 * Scores what the review screen shows, not a parallel set of spans: for each finding kind mapped to a
 * CUAD category, whether the quoted evidence lies on the labelled clause, how often a finding is shown
 * where CUAD has no label, and the extracted values against CUAD's normalised answers.
 */
import { movesOwnership } from "../analysis/advanced/ip";
import type { ContractAnalysis } from "../analysis/index";
import { wordsToNumber } from "../analysis/numbers";
import type { EvalContract } from "./eval-data";

type Span = { start: number; end: number };

interface ShownKind {
  kind: string;
  cuad: string;
  shown: (a: ContractAnalysis) => Span[];
}

const spanOf = (b: { found: boolean; start: number; end: number }): Span[] =>
  b.found && b.start >= 0 ? [{ start: b.start, end: b.end }] : [];

const advanced =
  (test: (c: ContractAnalysis["advancedClauses"][number]) => boolean) =>
  (a: ContractAnalysis): Span[] =>
    a.advancedClauses
      .filter((c) => !c.missing && c.start >= 0 && test(c))
      .map((c) => ({ start: c.start, end: c.end }));

export const SHOWN_KINDS: ShownKind[] = [
  { kind: "Liability cap", cuad: "Cap On Liability", shown: advanced((c) => c.category === "liability_cap") },
  {
    kind: "Uncapped carve-out",
    cuad: "Uncapped Liability",
    shown: advanced((c) => c.subcategory === "uncapped_carve_out"),
  },
  { kind: "Insurance", cuad: "Insurance", shown: advanced((c) => c.category === "insurance") },
  { kind: "Audit rights", cuad: "Audit Rights", shown: advanced((c) => c.category === "audit_rights") },
  {
    kind: "Assignment restriction",
    cuad: "Anti-Assignment",
    shown: advanced((c) => c.category === "assignment"),
  },
  { kind: "Governing law", cuad: "Governing Law", shown: (a) => spanOf(a.jurisdiction) },
  {
    kind: "Renewal",
    cuad: "Renewal Term",
    // shown as a renewal when the finding says the contract renews (its evidence is then non-empty)
    shown: (a) => ((a.renewalTerms.evidence?.length ?? 0) > 0 ? spanOf(a.renewalTerms) : []),
  },
  {
    kind: "Renewal notice",
    cuad: "Notice Period To Terminate Renewal",
    shown: (a) => (a.renewalTerms.noticePeriod !== null ? spanOf(a.renewalTerms) : []),
  },
  {
    kind: "Termination for convenience",
    cuad: "Termination For Convenience",
    shown: (a) => (a.cancellationTerms.forConvenience ? spanOf(a.cancellationTerms) : []),
  },
  {
    kind: "IP assignment",
    cuad: "Ip Ownership Assignment",
    shown: (a) =>
      a.advancedClauses.filter((c) => movesOwnership(c, a.side)).map((c) => ({ start: c.start, end: c.end })),
  },
  {
    kind: "Joint IP ownership",
    cuad: "Joint Ip Ownership",
    shown: advanced((c) => c.subcategory === "created_ip_joint"),
  },
  {
    kind: "Warranty period",
    cuad: "Warranty Duration",
    shown: advanced((c) => c.category === "warranty" && c.subcategory === "warranty_period"),
  },
  {
    kind: "Parties",
    cuad: "Parties",
    shown: (a) => a.parties.all.map((p) => ({ start: p.start, end: p.end })),
  },
];

export interface EvidenceCount {
  /** findings shown on contracts that have labels for the category */
  shownLabelled: number;
  /** of those, findings whose quoted span overlaps a labelled span */
  onLabel: number;
  /** findings shown on contracts with no label for the category */
  shownUnlabelled: number;
  /** contracts labelled for the category where nothing is shown */
  missed: number;
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

export function scoreEvidence(
  items: Array<{ contract: EvalContract; analysis: ContractAnalysis }>,
): Map<string, EvidenceCount> {
  const out = new Map<string, EvidenceCount>();
  for (const k of SHOWN_KINDS) {
    const c: EvidenceCount = { shownLabelled: 0, onLabel: 0, shownUnlabelled: 0, missed: 0 };
    for (const { contract, analysis } of items) {
      const labels = contract.labels[k.cuad] ?? [];
      const shown = k.shown(analysis);
      if (labels.length === 0) {
        c.shownUnlabelled += shown.length;
        continue;
      }
      if (shown.length === 0) c.missed++;
      c.shownLabelled += shown.length;
      c.onLabel += shown.filter((s) => labels.some((l) => overlaps(s, l))).length;
    }
    out.set(k.kind, c);
  }
  return out;
}

export interface ValueCount {
  /** contracts where CUAD gives a usable answer */
  answered: number;
  correct: number;
  wrong: number;
  /** answered, but the engine gives no value */
  notFound: number;
  /** no usable answer, but the engine gives a value */
  extra: number;
}

interface ValueKind {
  kind: string;
  expected: (answer: string | undefined) => string | null;
  actual: (a: ContractAnalysis) => string | null;
  same?: (expected: string, actual: string) => boolean;
}

/** "successive 1 year" -> 12, "three (3) years" -> 36, "6 months" -> 6; null when not a period. */
export function answerMonths(answer: string | undefined): number | null {
  const m = /(\d+|[a-z]+)\s*(?:\(\d+\)\s*)?(year|month)s?/i.exec(answer ?? "");
  if (!m) return null;
  const n = /^\d+$/.test(m[1]) ? Number(m[1]) : wordsToNumber(m[1].toLowerCase());
  if (!n) return null;
  return /year/i.test(m[2]) ? n * 12 : n;
}

/** "30 days" -> 30, "6 months" -> 180 (a month is 30 days, as the engine counts). */
export function answerDays(answer: string | undefined): number | null {
  const d = /(\d+)\s*(?:business\s+|calendar\s+)?days?/i.exec(answer ?? "");
  if (d) return Number(d[1]);
  const months = answerMonths(answer);
  return months === null ? null : months * 30;
}

/** "7/11/06" -> "2006-07-11" (CUAD writes US month/day/two-digit year). */
export function answerDate(answer: string | undefined): string | null {
  const m = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{2,4})\s*$/.exec(answer ?? "");
  if (!m) return null;
  const yy = Number(m[3]);
  const year = m[3].length === 4 ? yy : yy < 50 ? 2000 + yy : 1900 + yy;
  return `${year}-${m[1].padStart(2, "0")}-${m[2].padStart(2, "0")}`;
}

const normPlace = (s: string) =>
  s
    .toLowerCase()
    .replace(/\b(?:the\s+)?(?:state|commonwealth|province)\s+of\s+/g, "")
    .replace(/[^a-z ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

export const VALUE_KINDS: ValueKind[] = [
  {
    kind: "Governing-law place",
    expected: (a) => (a?.trim() ? a.split(/[;,]/)[0].trim() : null),
    actual: (a) => a.jurisdiction.governingLaw,
    same: (e, x) => normPlace(x).includes(normPlace(e)) || normPlace(e).includes(normPlace(x)),
  },
  {
    kind: "Renewal term (months)",
    expected: (a) => String(answerMonths(a) ?? "") || null,
    actual: (a) =>
      a.renewalTerms.renewalTermMonths === null ? null : String(a.renewalTerms.renewalTermMonths),
  },
  {
    kind: "Renewal notice (days)",
    expected: (a) => String(answerDays(a) ?? "") || null,
    actual: (a) => (a.renewalTerms.noticePeriod === null ? null : String(a.renewalTerms.noticePeriod)),
    // a month counted as 30 or 31 days, a year as 360 or 365
    same: (e, x) => Math.abs(Number(e) - Number(x)) <= Math.max(1, Number(e) / 60),
  },
  { kind: "Agreement date", expected: answerDate, actual: (a) => a.agreementDate?.value ?? null },
  { kind: "Effective date", expected: answerDate, actual: (a) => a.effectiveDate?.value ?? null },
  // a term of one year from 1 March ends on 28 February (its last day) or 1 March (the anniversary),
  // depending on the convention; the engine gives the last day, CUAD's answers usually the anniversary
  {
    kind: "Expiration date",
    expected: answerDate,
    actual: (a) => a.expirationDate?.value ?? null,
    same: (e, x) => Math.abs(Date.parse(e) - Date.parse(x)) <= 86_400_000,
  },
];

const VALUE_ANSWER: Record<string, string> = {
  "Governing-law place": "Governing Law",
  "Renewal term (months)": "Renewal Term",
  "Renewal notice (days)": "Notice Period To Terminate Renewal",
  "Agreement date": "Agreement Date",
  "Effective date": "Effective Date",
  "Expiration date": "Expiration Date",
};

export function scoreValues(
  items: Array<{ contract: EvalContract; analysis: ContractAnalysis }>,
): Map<string, ValueCount> {
  const out = new Map<string, ValueCount>();
  for (const k of VALUE_KINDS) {
    const c: ValueCount = { answered: 0, correct: 0, wrong: 0, notFound: 0, extra: 0 };
    for (const { contract, analysis } of items) {
      const expected = k.expected(contract.answers[VALUE_ANSWER[k.kind]]);
      const actual = k.actual(analysis);
      if (expected === null) {
        if (actual !== null) c.extra++;
        continue;
      }
      c.answered++;
      if (actual === null) c.notFound++;
      else if ((k.same ?? ((e, x) => e === x))(expected, actual)) c.correct++;
      else c.wrong++;
    }
    out.set(k.kind, c);
  }
  return out;
}
