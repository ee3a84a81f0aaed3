import "./regexp-engine";
import { findAdvancedClauses } from "./advanced/index";
import { movesOwnership } from "./advanced/ip";
import { findContractDates } from "./contract-dates";
import {
  antiAssignment,
  auditRights,
  cuadFromFindings,
  insurance,
  ipOwnership,
  warrantyDuration,
} from "./cuad";
import { type Doc, prepare } from "./doc";
import { extractKeyData } from "./keydata";
import { liabilitySentences } from "./liability";
import { extractParties, roleLexicon, withOwnSide } from "./parties";
import { enhancedOrDefault, thresholdsOrDefault } from "./risk";
import { riskStory } from "./risk-story";
import { sophisticationScore } from "./summary";
import { suppliedTerms } from "./supplied";
import {
  convenienceSentences,
  customerLeaveDays,
  findCancellationTerms,
  leaveAfterFirstPeriod,
} from "./terms/cancellation";
import { labelsOf, type TermContext } from "./terms/common";
import { findIndemnity } from "./terms/indemnity";
import { findJurisdiction, governingLawSentences } from "./terms/jurisdiction";
import {
  breakInLease,
  indemnityInLease,
  isPropertyLease,
  rentInLease,
  withoutVendorTermsInLease,
} from "./terms/lease";
import {
  daysToPayLeftToMain,
  leftToMainAgreement,
  mainAgreement,
  withoutTermsLeftToMain,
} from "./terms/main-agreement";
import { findPaymentTerms } from "./terms/payment";
import {
  classifyRenewalSentences,
  findRenewalTerms,
  renewalNoticeSentences,
  termClauseOf,
} from "./terms/renewal";
import { findServiceGuarantees } from "./terms/service";
import { findTitle } from "./title";
import type { AnalysisOptions, ContractAnalysis, TermBlock } from "./types";

type Spans = Array<{ start: number; end: number }>;

/** "clause 2.1": where the sentence at `pos` is, when its clause can be trusted */
function statedIn(doc: Doc, pos: number): string | null {
  const idx = doc.sentences.findIndex((x) => x.start <= pos && pos < x.end);
  return idx < 0 ? null : termClauseOf(doc, idx);
}

/** A shown term with every sentence that supports it, the quoted one first; nothing when not shown. */
function withEvidence<T extends TermBlock>(block: T, spans: Spans): T {
  if (!block.found || block.start < 0) return block;
  const others = spans.filter((s) => s.end <= block.start || s.start >= block.end);
  return { ...block, evidence: [{ start: block.start, end: block.end }, ...others] };
}

export { sideOfCompany } from "./keydata";
export * from "./types";

export const ENGINE_VERSION = "1.0.0";

/** the contract speaks of its term, even where the engine cannot date its end */
const STATED_TERM_RE =
  /\b(?:initial|minimum|fixed)\s+(?:term|period)\b|\bterm\s+of\s+(?:this\s+)?(?:agreement|contract|engagement)\b|\b(?:last|lasts|continues?|runs?|remains?\s+in\s+(?:force|effect))\s+for\s+(?:a\s+(?:period|term)\s+of\s+)?(?:\w+|\d+)\s+(?:\(\d+\)\s+)?(?:years?|months?)\b/i;

/**
 * Analyse contract text: clauses, parties, dates, the six rated terms, advanced clause findings,
 * risk, health, CUAD spans and portfolio key data. Pure and synchronous; every offset is into `text`.
 */
export function analyseContract(text: string, options: AnalysisOptions = {}): ContractAnalysis {
  const side = options.side ?? "customer";
  const thresholds = thresholdsOrDefault(options.thresholds);
  const enhanced = enhancedOrDefault(options.enhanced);
  const doc = prepare(text);
  const parties = withOwnSide(extractParties(doc), options.ownCompanyName, side);
  const ctx: TermContext = {
    doc,
    parties,
    lexicon: roleLexicon(parties),
    side,
    thresholds,
    ownName: options.ownCompanyName,
  };
  const dates = findContractDates(doc);
  const liability = liabilitySentences(doc);
  const renewalSentences = classifyRenewalSentences(doc);
  const convenience = convenienceSentences(ctx);
  const govLaw = governingLawSentences(doc);
  const detections = {
    assignment: antiAssignment(doc),
    ip: ipOwnership(doc),
    warranty: warrantyDuration(doc),
    insurance: insurance(doc),
    audit: auditRights(doc),
  };

  const sentence = (idx: number) => ({ start: doc.sentences[idx].start, end: doc.sentences[idx].end });
  // a document that forms part of a main agreement leaves unstated terms to it
  const main = mainAgreement(doc);
  const title = findTitle(doc);
  const lease = isPropertyLease(parties, title?.text ?? null);
  const paymentTerms = rentInLease(
    daysToPayLeftToMain(leftToMainAgreement(findPaymentTerms(ctx), main, "payment terms"), main),
    lease,
    side,
  );
  // the contract states no end: no term and no end date, or a term said to run without end
  const noEnd = dates.openEnded || (dates.expirationDate === null && !STATED_TERM_RE.test(text));
  // the renewal finding chooses its own evidence: none when the term only expires
  const renewalFound = findRenewalTerms(
    ctx,
    renewalSentences,
    // either side may end it on notice and no end date is given: an open-ended engagement, not a project
    noEnd && convenience.some((c) => c.party === "both" && c.noticeDays !== null),
    noEnd,
    customerLeaveDays(convenience),
    dates.expirationDate?.value ?? null,
    dates.expirationDate?.value ? statedIn(doc, dates.expirationDate.start) : null,
    leaveAfterFirstPeriod(doc, convenience),
  );
  const renewalTerms =
    (renewalFound.evidence?.length ?? 0) > 0
      ? { ...renewalFound, noticeEvidence: renewalNoticeSentences(doc, renewalSentences).map(sentence) }
      : leftToMainAgreement(renewalFound, main, "the term and its renewal");
  const cancellationFound = withEvidence(
    leftToMainAgreement(
      findCancellationTerms(
        ctx,
        convenience,
        noEnd && renewalTerms.autoRenewal !== true,
        renewalTerms.rolling === true,
      ),
      main,
      "rights to end the contract",
    ),
    convenience.map((c) => sentence(c.idx)),
  );
  const labels = labelsOf(ctx);
  const cancellationTerms = breakInLease(
    cancellationFound,
    lease,
    side,
    { start: dates.effectiveDate?.value ?? null, end: dates.expirationDate?.value ?? null },
    { us: labels[side], them: labels[side === "customer" ? "supplier" : "customer"] },
  );
  const indemnity = indemnityInLease(
    leftToMainAgreement(findIndemnity(ctx, liability), main, "indemnities"),
    lease,
  );
  const jurisdiction = withEvidence(
    leftToMainAgreement(findJurisdiction(ctx, govLaw), main, "the governing law and courts"),
    govLaw.filter((g) => g.law).map((g) => sentence(g.idx)),
  );
  const serviceGuarantees = leftToMainAgreement(findServiceGuarantees(ctx, enhanced), main, "service levels");

  const advancedFound = findAdvancedClauses({
    ctx,
    doc,
    enhanced,
    liability,
    convenience,
    detections,
    payment: paymentTerms,
    renewal: renewalTerms,
    cancellation: cancellationTerms,
    indemnity,
    jurisdiction,
    service: serviceGuarantees,
  });
  const advancedClauses = withoutVendorTermsInLease(withoutTermsLeftToMain(advancedFound, main), lease);
  const datesFound = {
    agreementDate: dates.agreementDate,
    effectiveDate: dates.effectiveDate,
    expirationDate: dates.expirationDate,
  };
  const keyData = extractKeyData(
    { side, parties, title, ...datesFound, paymentTerms, renewalTerms, cancellationTerms },
    doc,
    options.ownCompanyName,
  );
  const story = riskStory({
    doc,
    terms: [
      { id: "payment", block: paymentTerms },
      { id: "renewal", block: renewalTerms },
      { id: "cancellation", block: cancellationTerms },
      { id: "indemnity", block: indemnity },
      { id: "jurisdiction", block: jurisdiction },
      { id: "service", block: serviceGuarantees },
    ],
    findings: advancedClauses,
    keyData,
    enhanced,
  });
  return {
    engine: { name: "clausewise-rules", version: ENGINE_VERSION },
    side,
    overallRisk: story.level,
    baseRisk: story.baseLevel,
    title,
    parties,
    ...datesFound,
    clauses: doc.clauses,
    paymentTerms,
    renewalTerms,
    cancellationTerms,
    indemnity,
    jurisdiction,
    serviceGuarantees,
    advancedClauses: story.findings,
    clauseSummary: { ...story.counts, sophistication_score: sophisticationScore(doc, story.findings) },
    enhancedRisk: story.enhancedRisk,
    health: story.health,
    topPriorities: story.priorities,
    riskExplanation: story.explanation,
    supplied: suppliedTerms(doc),
    cuadSpans: cuadFromFindings({
      parties,
      dates,
      jurisdiction,
      renewalTerms,
      cancellationTerms,
      advancedClauses: story.findings,
      ipAssignmentEvidence: story.findings.some((c) => c.category === "ip_ownership" && !c.missing)
        ? [
            ...story.findings
              .filter((c) => movesOwnership(c, side))
              .map((c) => ({ start: c.start, end: c.end })),
            ...detections.ip,
          ]
        : [],
    }),
    keyData,
    approval: story.approval,
  };
}
