import { upperFirst as cap } from "../../common/format";
import { auditAdvice, auditFullyLimited } from "../advice/index";
import { CHECKS_OF_SYSTEMS_OR_COSTS_RE, PLAIN_AUDIT_RE } from "../cuad";
import { type Doc, sentenceText } from "../doc";
import { NUMBER_WORDS_SOURCE, wordsToNumber } from "../numbers";
import type { AdvancedClause } from "../types";
import type { AdvancedInputs } from "./inputs";
import {
  auditorOf,
  evidenceFor,
  findingOn,
  isUserRole,
  nextSentence,
  sideLabels,
  subjectOf,
  who,
} from "./util";

/** Audit rights: who may audit whom, and the limits the clause already sets. */
/** an audit of books, records, accounts or charges, rather than of premises, systems or controls */
const AUDITED_RECORDS_RE =
  /\b(?:books|records|accounts|charges|invoices?|invoiced|time\s*-?sheets|royalt(?:y|ies)|fees|costs|expenses)\b/i;
/** an audit that also reaches places, not only books and records */
const AUDITED_PLACES_RE =
  /\b(?:premises|sites?|facilit(?:y|ies)|plants?|offices?|warehouses?|factor(?:y|ies)|locations?)\b/i;
const AUDIT_CORE_RE =
  /\baudit\w*\b[^.;]{0,150}\b(?:books|records|accounts|compliance|accuracy)|\b(?:books|records|accounts)\b[^.;]{0,150}\baudit|\bright\s+(?:\w+\s+){0,4}to\s+(?:audit|inspect|examine)|\baccess\s+to\s+(?:\w+\s+){0,2}(?:accounts|books|records)\b[^.;]{0,80}\binspect|\b(?:right|may|permit|allow|entitled|authori[sz]ed)\w*\b[^.;]{0,140}\b(?:audit|inspect|examine|review)\b[^.;]{0,60}\b(?:books|records|accounts)\b|\b(?:books|records|accounts)\b[^;]{0,160}\b(?:available|accessible|open)\s+(?:for|to)\b[^.;]{0,60}\b(?:inspection|audit|examination)|\b(?:allow\s+for|contribute\s+to|submit\s+to|permit|allow|co-?operate\s+(?:fully\s+|fully\s+and\s+promptly\s+)?with|assist\s+with)\b[^.;]{0,40}\baudits?\b(?!\s+(?:reports?|certificates?|fees?|costs?))|\b(?:books|records|accounts)\b[^.;]{0,160}\b(?:produce|submit|deliver)\w*\b[^.;]{0,80}\bfor\s+(?:its\s+|their\s+)?(?:inspection|audit|examination)\b|\bopen-book\b|\b(?:have|get)\s+(?:\w+\s+){0,3}(?:books|records|accounts)\s+(?:of\s+account\s+)?(?:audited|inspected|examined|checked)\b|\b(?:may|right|entitled)\b[^.;]{0,60}\b(?:carry\s+out|conduct|perform|undertake),?\s+(?:[\w-]+,?\s+){0,4}?(?:audits?|reviews?|inspections?|assessments?)\s+(?:of|at)\s+(?:the\s+|any\s+|its\s+|their\s+)?(?:[\w-]+['’]s?\s+)?(?:[\w-]+\s+){0,2}?(?:factor(?:y|ies)|premises|sites?|facilit(?:y|ies)|records|books|accounts|plants?|warehouses?|offices?|systems|data\s+cent(?:re|er)s?|compliance|controls|processes|procedures|practices|security|operations)\b|\b(?:may|right|entitled|permit|allow)\w*\b[^.;]{0,140}?\b(?:visit|enter|attend\s+at)\b[^.;]{0,60}?\b(?:premises|sites?|facilit(?:y|ies)|plants?|offices?|warehouses?|factor(?:y|ies))\b[^.;]{0,100}?\b(?:assess|check|inspect|verify|audit|monitor|confirm|ascertain)|\b(?:check|inspect|verify|audit|monitor|assess)\w*\b[^.;]{0,100}?\b(?:may|entitled\s+to|right\s+to|permitted\s+to)\s+(?:\w+\s+){0,2}?(?:enter|visit)\s+(?:upon\s+)?(?:any|the|its|their|such)?\s*(?:[\w-]+['’]s?\s+)?(?:premises|warehouses?|facilit(?:y|ies)|sites?|plants?|offices?|factor(?:y|ies))\b|\baccess\s+to\s+(?:such\s+|the\s+|its\s+|their\s+|all\s+)?(?:[\w-]+\s+){0,3}?(?:books|records|accounts)\b[^.;]{0,120}?\b(?:verif|audit|inspect|examin|check)|\b(?:may|right|entitled)\b[^.;]{0,80}?\bverify\s+(?:the\s+)?(?:[\w-]+['’]s?\s+)?(?:use|usage|compliance|deployment)\b|\b(?:produce|make\s+available)\s+(?:them|it|the\s+same|such\s+[\w-]+)\s+for\s+(?:\w+\s+)?(?:inspection|audit|examination)|\bcop(?:y|ies)\s+of\b[^.;]{0,60}?\b(?:books|records|accounts|time\s*-?sheets)\b[^.;]{0,100}?\b(?:check|verify|confirm)|\b(?:may|right|entitled|permit|allow)\w*\b[^.;]{0,100}?\b(?:audit|inspect|examine)\s+(?:the\s+|any\s+|its\s+|their\s+|our\s+|your\s+)?(?:[\w-]+['’]s?\s+)?(?:[\w-]+\s+){0,2}?(?:premises|sites?|facilit(?:y|ies)|plants?|offices?|warehouses?|factor(?:y|ies)|operations?|controls|systems|processes|procedures)\b|\baccess\s+to\s+(?:[\w-]+[,\s]+){0,6}?(?:records|books|accounts|facilit(?:y|ies)|premises|systems)\b[^.;]{0,100}?\b(?:verify|audit|inspect|check|confirm|assess)|\bsubject\s+to\s+(?:an?\s+|the\s+)?(?:independent\s+)?(?:audit|verification|inspection|examination)\s+by\s+(?:an?\s+|the\s+|its\s+)?(?:[\w-]+\s+){0,3}?(?:accountants?|auditors?|[A-Z]\w+)/i;
/** an accountant or auditor sent in to check the books is the audit right itself */
const AUDIT_STRONG_RE =
  /\b(?:independent|certified|chartered)\s+(?:[\w,]+\s+){0,4}(?:accountants?|accounting\s+firm|auditors?)\b[^.;]{0,200}\b(?:audit|inspect|examine|review|verify)|\b(?:audited|inspected|examined|reviewed|checked)\s+by\s+(?:an?\s+|its\s+)?(?:independent|certified|chartered)\s+(?:[\w,]+\s+){0,3}?(?:accountants?|accounting\s+firm|auditors?)\b|\b(?:right|entitled|may|permit|allow)\w*\b[^.;]{0,60}\bto\s+audit\b/i;
const AUDIT_SUBCATEGORY = {
  user: "you_may_audit",
  "user-denied": "you_may_not_audit",
  other: "they_may_audit_you",
  "other-denied": "they_may_not_audit",
  unclear: "audit",
  mutual: "mutual_audit",
} as const;
const AUDIT_DENIED_RE =
  /\b(?:may|shall|will|can)\s*not\s+(?:\w+\s+){0,4}?(?:audit|inspect|examine)\b|\bnot\s+(?:be\s+)?entitled\s+to\s+(?:\w+\s+){0,2}?(?:audit|inspect)|\bno\s+right\s+to\s+(?:audit|inspect)/i;
/** a right denied, a copy kept, or a cost recharged is not a right to audit */
const AUDIT_AGAINST_RE =
  /\b(?:shall|will|does)\s+not\s+have\s+(?:such|any|the)\s+right|\bretain\s+(?:a\s+)?cop(?:y|ies)\b|\bcosts?\b[^.;]{0,40}\bin\s+auditing\b/i;
/**
 * an inspection of a third party's site ("the supplier's facilities" in lower case, "facilities of the
 * Permitted Third Parties", a subcontractor's plant) is not a right over the other party to the contract
 */
const THIRD_PARTY_SITE_RE =
  /\b(?:inspect|audit|examine|visit)\w*\s+(?:\w+\s+){0,3}?(?:the\s+|any\s+)?(?:(?:suppliers?|vendors?|manufacturers?|sub-?contractors?)['’]s?|third[\s-]part(?:y|ies)['’]?s?)\s+(?:\w+\s+)?(?:facilit|premises|sites?|plants?|operations)|\b(?:facilities|premises|sites|plants)\b[^.;]{0,40}?\bof\s+(?:the\s+|any\s+|its\s+)?(?:such\s+)?(?:[Pp]ermitted\s+|approved\s+|designated\s+|nominated\s+)?(?:[Tt]hird[\s-][Pp]art(?:y|ies)|[Ss]ub-?[Cc]ontractors?|suppliers?|vendors?|manufacturers?)\b/;
/** "on giving 24 hours' notice", "two working days' prior written notice", "notice of at least 3 days" */
const AUDIT_NOTICE_RE = new RegExp(
  String.raw`\b(?:(\d{1,3})|(${NUMBER_WORDS_SOURCE}))\s*(?:\(\s*\d{1,3}\s*\)\s*)?(?:(business|working|clear|calendar)\s+)?(hours?|days?|weeks?)['’]?\s*(?:(?:prior|advance|written|prior\s+written|advance\s+written)\s+)?notice\b|\bnotice\s+of\s+(?:at\s+least\s+|not\s+less\s+than\s+|no\s+less\s+than\s+)?(?:(\d{1,3})|(${NUMBER_WORDS_SOURCE}))\s*(?:\(\s*\d{1,3}\s*\)\s*)?(?:(business|working|clear|calendar)\s+)?(hours?|days?|weeks?)\b`,
  "i",
);
/** an audit with less notice than a working week leaves no time to gather records or free the staff */
const AUDIT_SHORT_NOTICE_WORKING_DAYS = 5;

/** The notice the audit clause gives, when it is shorter than a working week ("24 hours"), or null. */
function shortAuditNotice(raw: string): string | null {
  const m = AUDIT_NOTICE_RE.exec(raw);
  if (!m) return null;
  const value = m[1] ? Number(m[1]) : m[5] ? Number(m[5]) : wordsToNumber(m[2] ?? m[6] ?? "");
  if (value === null || Number.isNaN(value)) return null;
  const kind = (m[3] ?? m[7] ?? "").toLowerCase();
  const unit = (m[4] ?? m[8] ?? "").toLowerCase();
  const working = unit.startsWith("hour")
    ? value / 24
    : unit.startsWith("week")
      ? value * 5
      : kind === "business" || kind === "working"
        ? value
        : (value * 5) / 7;
  if (working >= AUDIT_SHORT_NOTICE_WORKING_DAYS) return null;
  const quantity = m[0].replace(/['’]?\s*(?:(?:prior|advance|written)\s+)*notice\b.*$/i, "");
  return (
    m[1] || m[2]
      ? quantity
      : m[0].replace(/^notice\s+of\s+(?:at\s+least\s+|not\s+less\s+than\s+|no\s+less\s+than\s+)?/i, "")
  ).trim();
}

const AUDIT_COST_RE =
  /\b(?:at\s+(?:its|their|your|our|the\s+\w+['’]s)\s+(?:own\s+)?(?:cost|expense)|bears?\s+the\s+cost|costs?\s+of\s+(?:the|any|such)\s+(?:audit|inspection|examination))\b/i;

/**
 * "The Agency shall bear its own costs of any audit": the sentence that sets who pays for the audit puts
 * the cost on the audited user, which is no limit in its favour.
 */
function auditCostOnUser(doc: Doc, idx: number, ctx: AdvancedInputs["ctx"]): boolean {
  return [idx, idx + 1].some((j) => {
    const t = sentenceText(doc, j);
    // paying only when the audit finds an underpayment is the usual bargain, and leaves the cost otherwise with the auditor
    const conditional =
      /\b(?:if|where|in\s+the\s+event|reveals?|shows?|discrepanc\w*|under-?pa\w*|deficienc\w*|shortfall|in\s+excess\s+of|more\s+than)\b/i.test(
        t,
      );
    const payer = subjectOf(t, ctx);
    return (
      t.length < 800 &&
      AUDIT_COST_RE.test(t) &&
      !conditional &&
      payer !== "both" &&
      isUserRole(payer, ctx) === true
    );
  });
}

/** The limits an audit clause already sets, so the advice asks only for the rest. */
function auditLimits(raw: string) {
  return {
    // "24 hours' notice" is notice in name only: the advice asks for a reasonable period
    shortNotice: shortAuditNotice(raw),
    yearly:
      /\b(?:(?:not\s+more\s+than|no\s+more\s+than|at\s+most)\s+)?once\s+(?:a|in\s+any|in\s+each|each|per|every|during\s+any)\s+(?:one\s+)?(?:calendar\s+|contract\s+)?(?:year|annum|(?:12|twelve)(?:\s*\(12\))?[\s-]months?|period\s+of\s+(?:12|twelve)\s+months)|\bannually\b|\b(?:one|a\s+single)\s+audit\s+(?:in|per|each|every)\s+(?:any\s+)?(?:calendar\s+|contract\s+)?year/i.test(
        raw,
      ),
    notice:
      /\bnotice\b/i.test(raw) &&
      !/\bwithout\s+(?:any\s+)?(?:prior\s+|advance\s+)?(?:written\s+)?notice\b/i.test(raw),
    hours: /\b(?:business|working|office)\s+hours\b|\breasonable\s+times?\b/i.test(raw),
    cost: AUDIT_COST_RE.test(raw),
  };
}

/** The audit finding, quoted from the best-ranked audit sentence, or none. */
export function auditFindings(inp: AdvancedInputs): AdvancedClause[] {
  const { doc, ctx, detections } = inp;
  const out: AdvancedClause[] = [];
  const auditRanked = evidenceFor(doc, detections.audit, "audit", {
    core: {
      test: (t: string) =>
        AUDIT_CORE_RE.test(t) || PLAIN_AUDIT_RE.test(t) || CHECKS_OF_SYSTEMS_OR_COSTS_RE.test(t),
    },
    against: { test: (t: string) => AUDIT_AGAINST_RE.test(t) || THIRD_PARTY_SITE_RE.test(t) },
    strong: AUDIT_STRONG_RE,
  });
  if (auditRanked.length > 0) {
    const s = doc.sentences[auditRanked[0].idx];
    const raw = doc.text.slice(s.start, s.end);
    const auditor = auditorOf(raw, ctx);
    const mine = isUserRole(auditor, ctx);
    // "The Customer may not carry out its own audit ...": the clause takes the right away
    const denied = mine !== null && AUDIT_DENIED_RE.test(raw);
    const role =
      mine === null
        ? "unclear"
        : auditor === "both" && !denied
          ? "mutual"
          : mine
            ? denied
              ? "user-denied"
              : "user"
            : denied
              ? "other-denied"
              : "other";
    const limits = {
      ...auditLimits(`${raw} ${nextSentence(doc, auditRanked[0].idx)}`),
      ...(role === "other" && auditCostOnUser(doc, auditRanked[0].idx, ctx) ? { cost: false } : {}),
    };
    out.push(
      findingOn(
        doc,
        auditRanked,
        {
          name: "Audit rights",
          category: "audit_rights",
          subcategory: AUDIT_SUBCATEGORY[role],
          // an audit limited in frequency, notice, hours and cost leaves nothing to ask: low, as its advice says
          risk: role === "other" && !auditFullyLimited(limits) ? "medium" : "low",
          confidence: 70,
          whyItMatters: {
            "user-denied":
              "You may not audit the other side's records or premises yourself, so you rely on what it reports.",
            "other-denied": `${cap(who(auditor, ctx))} may not audit your records or premises itself.`,
            other: AUDITED_RECORDS_RE.test(raw)
              ? `${cap(who(auditor, ctx))} may ${AUDITED_PLACES_RE.test(raw) ? "inspect your records or premises" : "check your records"}, which takes staff time and can lead to back-charges.`
              : `${cap(who(auditor, ctx))} may check how you meet your obligations, at your premises or in your systems, which takes staff time.`,
            user: AUDITED_RECORDS_RE.test(raw)
              ? "You can check the other side's records, which helps you verify charges and compliance."
              : "You can check how the other side meets its obligations, at its premises or in its systems.",
            mutual: "Each side may audit the other, so you can check its records and it can check yours.",
            unclear:
              "One side may inspect the other's records or premises, but the contract does not make clear which.",
          }[role],
          ...auditAdvice({
            ...sideLabels(ctx),
            auditor: role,
            // the clause often sets who pays for the audit in the next sentence
            limits,
          }),
        },
        1,
      ),
    );
  }

  return out;
}
