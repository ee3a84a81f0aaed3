import { sameCompany } from "../../common/company-name";
import {
  complianceOnlyAdvice,
  confidentialityAdvice,
  dataProtectionAdvice,
  keepFinding,
  noConfidentialityAdvice,
  noDataProtectionAdvice,
  securityOnlyAdvice,
} from "../advice/index";
import { findInSentences, sentencesWithWords, triggerWords } from "../doc";
import { clauseNumberAt, isHeadingLine } from "../evidence";
import { findDurations, wordsToNumber } from "../numbers";
import { BOTH_OF_US_RE } from "../parties";
import type { AdvancedClause, PartyChoice } from "../types";
import type { AdvancedInputs } from "./inputs";
import { finding, isUserRole, missing, sideLabels, subjectOf, who } from "./util";

const CONF_WORDS = triggerWords([
  "confidential",
  "confidentiality",
  "confidence",
  "secret",
  "nondisclosure",
  "disclosure",
  "disclose",
  "divulge",
  "records",
  "documents",
]);
const CONF_OBLIGATION_RE =
  /\b(?:(?:shall|will|must|agrees?\s+to|undertakes?\s+to)\s+(?:\(?[a-z0-9]{1,3}\)\s*)?(?:\w+\s+){0,4}?(?:keep|hold|maintain|treat|protect)\b[^.;]{0,80}?\b(?:confiden\w*|secret|in\s+(?:strict\s+)?confidence)|(?:shall|will|must)\s+not\s+(?:\w+\s+){0,3}?(?:disclose|divulge|reveal|use)|\b(?:neither|no)\s+party\s+(?:shall|will|may|must)\s+(?:\w+\s+){0,3}?(?:disclose|divulge|reveal|use)|(?:shall|will|must)\s+not\b[^.;]{0,160}?\b(?:disclose|divulge|reveal)\b[^.;]{0,80}?\bconfidential\s+information|non-disclosure|confidentiality\s+obligations)/i;
const PERSONAL_WORDS = triggerWords([
  "personal",
  "customer",
  "end",
  "employee",
  "patient*",
  "subscriber",
  "names",
  "name",
  "payroll",
  "cardholder",
]);
const DP_WORDS = triggerWords([
  "data",
  "gdpr",
  "personal",
  "processor",
  "privacy",
  "ccpa",
  "hipaa",
  "protected",
]);
const DP_CLAUSE_RE =
  /\b(?:process\w*\s+(?:the\s+|any\s+)?(?:customer|client|personal|user)\s+data\s+only\b|(?:handle|process|hold|store)\w*\s+(?:any\s+|the\s+)?personal\s+data\s+(?:for|on\s+behalf\s+of)\b|personal\s+data\s+breach|data\s+breach|data\s+protection\s+(?:act|law|legislation|laws)|gdpr|general\s+data\s+protection\s+regulation|data\s+processing\s+(?:agreement|addendum|terms)|processor|controller|article\s+28|appropriate\s+technical\s+and\s+organi[sz]ational\s+measures|ccpa|hipaa|privacy\s+(?:laws?|act|shield)|comply\s+with\s+(?:all\s+)?(?:applicable\s+)?(?:data|privacy)|process\w*\s+(?:any\s+)?(?:[\w'’]+\s+)?personal\s+data\s+on\s+(?:your|its|our|their|the\s+\w+['’]s)\s+behalf|process\w*\s+(?:any\s+|the\s+)?(?:[\w'’]+\s+)?personal\s+data\s+(?:only\s+)?(?:on|in\s+accordance\s+with)\s+(?:the\s+)?(?:[\w'’]+\s+){0,2}(?:documented\s+|written\s+)?instructions)\b/i;
/** Article 28 terms: processing on instructions, sub-processors, security measures, breach notice, return or deletion. */
const DEFINITION_START_RE =
  /^\W*(?:[\d.()a-z]{1,8}\s+)?["“][^"”]{1,60}["”]\s+(?:means|shall\s+mean|has\s+the\s+meaning|have\s+the\s+meanings?)\b/;
const PROCESSING_TERMS_RE =
  /\b(?:processor|article\s+28|technical\s+and\s+organi[sz]ational|data\s+processing\s+(?:agreement|addendum|terms|schedule)|only\s+(?:on|in\s+accordance\s+with)\s+(?:the\s+)?(?:[\w'’]+\s+){0,2}instructions|breach\s+notification|(?:notify|tell|inform)\s+[^.]{0,40}(?:breach|incident)|sub-?processors?|(?:only\s+)?(?:on|in\s+accordance\s+with)\s+(?:the\s+)?(?:[\w'’]+\s+){0,2}(?:documented|written)\s+instructions|personal\s+data\s+on\s+(?:its\s+|your\s+|our\s+|their\s+)?behalf)\b/;
const PERSONAL_DATA_RE =
  /\b(?:personal\s+data|personal\s+information|customer\s+data|end\s+user\s+data|employee\s+data|patient|subscriber\s+(?:data|information)|names?\s+and\s+(?:e-?mail\s+)?addresses|payroll|cardholder)\b/;

const LENGTH_WORDS = triggerWords([
  "survive",
  "survives",
  "continue",
  "continues",
  "last",
  "lasts",
  "remain",
  "remains",
]);
/** "The obligations in clause 2 continue for five years after it ends": how long the duty lasts, said elsewhere */
const DUTY_LENGTH_RE =
  /\b(?:obligations?|duties|duty|undertakings?|confidentiality)\b[^.;]{0,80}?\b(?:survive|continue|last|remain\s+in\s+(?:force|effect))\w*\b[^.;]{0,30}?\bfor\s+/i;

/** How long the confidentiality duty in sentence `idx` lasts: its own sentence first, then a sentence about it. */
/** "after it ends", "after termination", "from disclosure": what the duty's length counts from */
const COUNTED_FROM_RE =
  /^['’]?\s*(?:\(\d+\)\s*)?(?:after|following|from)\s+(?:the\s+)?(?:(?:date\s+of\s+)?(disclosure)|(?:its\s+|the\s+|this\s+agreement['’]s\s+)?(?:termination|expiry|expiration|end)\b|(?:it|this\s+agreement|the\s+agreement|the\s+contract)\s+(?:ends|terminates|expires))/i;

/** "two years after it ends", "five (5) years from disclosure", or just "two years" */
function lastingText(raw: string, d: { end: number; text: string }): string {
  const from = COUNTED_FROM_RE.exec(raw.slice(d.end, d.end + 60));
  return `${d.text.trim()}${from ? (from[1] ? " from disclosure" : " after it ends") : ""}`;
}

function dutyLength(inp: AdvancedInputs, idx: number) {
  const { doc } = inp;
  const sentence = doc.text.slice(doc.sentences[idx].start, doc.sentences[idx].end);
  const own = findDurations(sentence).find((d) => d.unit === "year" || d.unit === "month");
  if (own) return { ...own, lasting: lastingText(sentence, own) };
  const clause = clauseNumberAt(doc, doc.sentences[idx].start)?.split(".")[0];
  for (const i of sentencesWithWords(doc, LENGTH_WORDS)) {
    const raw = doc.text.slice(doc.sentences[i].start, doc.sentences[i].end);
    const m = DUTY_LENGTH_RE.exec(raw);
    if (!m) continue;
    const about = raw.slice(0, m.index + m[0].length);
    const refs = [...about.matchAll(/\b(?:clause|section|paragraph)\s+(\d{1,3})/gi)].map((r) => r[1]);
    if (!/confidential/i.test(about) && !(clause && refs.includes(clause))) continue;
    const rest = raw.slice(m.index + m[0].length - 4);
    const d = findDurations(rest).find((x) => x.unit === "year" || x.unit === "month");
    if (d) return { ...d, lasting: lastingText(rest, d) };
  }
  return undefined;
}

/** Confidentiality and data protection. */
export function protectionFindings(inp: AdvancedInputs): AdvancedClause[] {
  const { doc, ctx } = inp;
  const out: AdvancedClause[] = [];

  // Confidentiality
  let conf: AdvancedClause | null = null;
  const duty = confidentialityDuty(inp);
  const oneWay = duty ? oneWayRecipient(inp, duty.idx) : null;
  if (duty && oneWay) {
    // a one-way confidentiality agreement between parties that neither buy nor sell
    const s = doc.sentences[duty.idx];
    const years = dutyLength(inp, duty.idx);
    const lasting = years ? ` (for ${years.lasting})` : "";
    // the user's own company named in the contract says which party the user is
    const named = (name: string) => ctx.ownName !== undefined && sameCompany(name, ctx.ownName);
    const userBound = named(oneWay.name);
    const userShares = !userBound && ctx.parties.all.some((p) => p.name !== oneWay.name && named(p.name));
    conf = finding(doc, s.start, s.end, {
      name: "Confidentiality",
      category: "confidentiality",
      subcategory: "one_way",
      risk: "low",
      confidence: 75,
      whyItMatters: userBound
        ? `Only you (the ${oneWay.alias}) are bound to keep the information confidential${lasting}; the other party is not.`
        : userShares
          ? `Only ${oneWay.name} (the ${oneWay.alias}) is bound to keep the information confidential${lasting}, which protects the information you share.`
          : `Only ${oneWay.name} (the ${oneWay.alias}) is bound to keep the information confidential${lasting}; the other party is not. That suits the party sharing the information.`,
      ...keepFinding(
        userBound
          ? "Check the uses the information may be put to and how long the duty lasts."
          : userShares
            ? "Keep it."
            : `If you are the ${oneWay.alias}, check the uses allowed and how long the duty lasts; if you share the information, keep it.`,
      ),
    });
  } else if (duty) {
    const { bound, idx } = duty;
    const s = doc.sentences[idx];
    const mine = isUserRole(bound, ctx);
    const lower = doc.lower.slice(s.start, s.end);
    // a supplier's staff told not to read or take the customer's records on site: a duty of care, not an exchange
    const recordsOnly = RECORDS_DUTY_RE.test(lower) && !/confiden|non-?disclosure|\bsecret\b/.test(lower);
    if (recordsOnly && bound === "supplier") {
      conf = finding(doc, s.start, s.end, {
        name: "Confidentiality",
        category: "confidentiality",
        subcategory: mine ? "records_duty_yours" : "records_duty_theirs",
        risk: "low",
        confidence: 70,
        whyItMatters: mine
          ? "Your staff must not read, copy or remove the customer's records. That is a usual duty for work on a customer's premises."
          : "The supplier's staff must not read, copy or remove your records, which protects the information kept where they work.",
        ...keepFinding(
          mine
            ? "Keep it, and brief your staff on it."
            : "Keep it. If the supplier will also receive your business information, ask for a general confidentiality clause too.",
        ),
      });
    }
  }
  if (!conf && duty && !oneWay && termsOnly(doc, duty.idx)) {
    const s = doc.sentences[duty.idx];
    conf = finding(doc, s.start, s.end, {
      name: "Confidentiality of the contract's terms only",
      category: "confidentiality",
      subcategory: "terms_only",
      risk: "medium",
      confidence: 75,
      whyItMatters:
        "Only the terms of this contract must be kept confidential; nothing stops the other side from sharing the business information you give it.",
      ...noConfidentialityAdvice(true),
    });
  }
  if (!conf && duty && !oneWay) {
    const { bound, idx } = duty;
    const s = doc.sentences[idx];
    const mine = isUserRole(bound, ctx);
    const years = dutyLength(inp, idx);
    const shortDuration = years !== undefined && years.months < 24;
    const onlyUser = mine === true && bound !== "both";
    conf = finding(doc, s.start, s.end, {
      name: "Confidentiality",
      category: "confidentiality",
      subcategory: bound === "both" ? "mutual" : onlyUser ? "one_sided_binding_you" : "one_sided",
      risk: onlyUser ? "medium" : shortDuration && ctx.side === "customer" ? "medium" : "low",
      confidence: 80,
      whyItMatters:
        bound === "both"
          ? `Both sides must keep each other's confidential information secret${years ? ` (for ${years.lasting})` : ""}. This protects your business information.`
          : onlyUser
            ? "Only you are bound to keep information confidential; the other side is not."
            : `${who(bound, ctx) === "one party" ? "One party" : `Only ${who(bound, ctx)}`} is bound to keep information confidential.`,
      ...confidentialityAdvice({
        ...sideLabels(ctx),
        bound: bound === "both" ? "both" : onlyUser ? "user" : "other",
        years: years ? years.text.trim() : null,
        short: shortDuration,
      }),
    });
  }
  if (conf) out.push(conf);
  else
    out.push(
      missing({
        name: "No confidentiality clause",
        category: "confidentiality",
        subcategory: "missing",
        risk: "medium",
        confidence: 65,
        whyItMatters: "Nothing stops the other side from sharing the business information you give it.",
        ...noConfidentialityAdvice(),
      }),
    );

  // Data protection
  let dp: AdvancedClause | null = null;
  for (const i of sentencesWithWords(doc, DP_WORDS)) {
    const s = doc.sentences[i];
    if (s.end - s.start > 2000) continue;
    const lower = doc.lower.slice(s.start, s.end);
    if (!DP_CLAUSE_RE.test(lower)) continue;
    // '"Data Protection Legislation" means ...': a definition names the law, the clause comes later
    if (DEFINITION_START_RE.test(lower)) continue;
    // the processing terms often follow the duty to comply, in the next sentences of the clause
    let quoted = s;
    let strong = PROCESSING_TERMS_RE.test(lower);
    for (let j = i + 1; !strong && j < Math.min(doc.sentences.length, i + 4); j++) {
      const next = doc.sentences[j];
      if (next.end - next.start > 2000) break;
      if (PROCESSING_TERMS_RE.test(doc.lower.slice(next.start, next.end))) {
        strong = true;
        quoted = next;
      }
    }
    // a supplier that decides how the data is used (an accountant running payroll) is a controller itself
    if (!strong && CONTROLLER_RE.test(lower) && !/\bprocessor\b/.test(lower)) {
      dp = finding(doc, s.start, s.end, {
        name: "Data protection",
        category: "data_protection",
        subcategory: "independent_controller",
        risk: "low",
        confidence: 75,
        whyItMatters:
          "The personal data is handled as a controller, so UK GDPR applies to that handling directly and processing terms under Article 28 are not needed.",
        ...keepFinding("Keep it."),
      });
      break;
    }
    // a cleaner told to obey data protection law does not process personal data for the client
    if (!strong && !findInSentences(doc, HANDLING_WORDS, HANDLES_DATA_RE)) {
      dp = finding(doc, s.start, s.end, {
        name: "Data protection",
        category: "data_protection",
        subcategory: "general_compliance",
        risk: "low",
        confidence: 70,
        whyItMatters: `${
          BOTH_BOUND_RE.test(lower)
            ? "Each side must comply with data protection law."
            : ctx.side === "supplier"
              ? "You must comply with data protection law."
              : "The supplier must comply with data protection law."
        } ${
          ctx.side === "supplier"
            ? "Nothing in the contract says you process personal data for the customer, so processing terms (UK GDPR Article 28) are needed only if you will."
            : "Nothing in the contract says the supplier processes personal data for you, so processing terms (UK GDPR Article 28) are needed only if it will."
        }`,
        ...complianceOnlyAdvice(ctx.side),
      });
      break;
    }
    dp = finding(doc, quoted.start, quoted.end, {
      name: "Data protection",
      category: "data_protection",
      subcategory: strong ? "processing_terms" : "general_compliance",
      risk: strong ? "low" : "medium",
      confidence: 80,
      whyItMatters: strong
        ? ctx.side === "supplier"
          ? "The contract sets out how you must handle and protect the customer's personal data, as UK GDPR requires of a supplier that processes it."
          : "The contract sets out how personal data must be handled and protected, as UK GDPR requires when a supplier processes data for you."
        : "The contract mentions how data is handled, but not the processing terms UK GDPR requires when a supplier processes personal data for a customer (Article 28).",
      ...dataProtectionAdvice(strong, ctx.side, breachNoticeHours(doc, i)),
    });
    break;
  }
  if (dp && ctx.side === "customer") dp = withDeletionDeadline(doc, dp);
  const security = dp ? -1 : securityOnlyIdx(inp);
  // "Provider shall delete it from its systems within 60 days" after the agreement ends: not asked for again
  const endsAt = dp ? null : dataDeletedAtEnd(doc);
  const endClause = endsAt !== null ? clauseNumberAt(doc, doc.sentences[endsAt].start) : null;
  const endRef = endsAt !== null ? (endClause ? `clause ${endClause}` : "the contract") : null;
  if (dp) out.push(dp);
  else if (security >= 0) {
    const s = doc.sentences[security];
    out.push(
      finding(doc, s.start, s.end, {
        name: "Data protection",
        category: "data_protection",
        subcategory: "security_only",
        risk: "medium",
        confidence: 70,
        whyItMatters:
          ctx.side === "supplier"
            ? "The contract deals with the security of the data (such as notice of a breach) but not the other terms UK GDPR requires when you handle personal data for the customer: acting only on its instructions, approved sub-processors and deletion at the end."
            : `The contract deals with the security of the data (such as notice of a breach) but not the other terms UK GDPR requires when a supplier handles personal data for you: acting only on your instructions${endRef ? " and approved sub-processors" : ", approved sub-processors and deletion at the end"}.`,
        ...securityOnlyAdvice(ctx.side, endRef),
      }),
    );
  } else if (findInSentences(doc, PERSONAL_WORDS, PERSONAL_DATA_RE))
    out.push(
      missing({
        name: "No data protection terms",
        category: "data_protection",
        subcategory: "missing",
        risk: "high",
        confidence: 75,
        whyItMatters:
          ctx.side === "supplier"
            ? "Personal data will be handled under this contract, but there are no data protection terms. If you process it for the customer, UK GDPR requires written processing terms, and the customer will expect them."
            : "Personal data will be handled under this contract, but there are no data protection terms. Under UK GDPR you are responsible for choosing a supplier that protects it, and fines can be large.",
        ...noDataProtectionAdvice(ctx.side, endRef),
      }),
    );
  return out;
}

const BOTH_BOUND_RE =
  /\b(?:each|either|both)\s+(?:party|parties|of\s+us)\b|\bthe\s+parties\s+(?:shall|will|must)\b/;
const DATA_END_WORDS = triggerWords([
  "delete",
  "deletion",
  "deleted",
  "destroy",
  "destruction",
  "return",
  "erase",
]);
/** the data returned or deleted when the contract ends: "shall delete it ... within 60 days" after it terminates */
const DATA_AT_END_RE =
  /\b(?:delete|deletion|deleted|destroy|destruction|erase|return)\b[^.;]{0,160}?\b(?:data|information|records)\b|\b(?:data|information)\b[^.;]{0,160}?\b(?:delete|deletion|deleted|destroy\w*|erase\w*|returned?)\b/i;
const CONTRACT_ENDS_RE =
  /\b(?:terminat\w*|expir\w*|end\s+of\s+(?:this|the)\s+(?:agreement|contract|term)|(?:agreement|contract)\s+ends)\b/i;

/** "shall delete all Customer Data 30 days after termination": the customer is told to export it in time */
function withDeletionDeadline(doc: AdvancedInputs["doc"], dp: AdvancedClause): AdvancedClause {
  const idx = dataDeletedAtEnd(doc);
  if (idx === null) return dp;
  const raw = doc.text.slice(doc.sentences[idx].start, doc.sentences[idx].end);
  if (!/\b(?:delete|deletion|deleted|destroy|destruction|erase)\b/i.test(raw)) return dp;
  const days = findDurations(raw).find((d) => d.unit === "day" && d.days <= 180);
  if (!days) return dp;
  // "shall delete ... within 30 days" may mean on the first day: the export belongs before the end
  const within = /\bwithin\b/i.test(raw.slice(Math.max(0, days.start - 30), days.start));
  const note = within
    ? `Your data may be deleted as soon as the contract ends (at the latest ${days.days} days after): export what you need before it ends.`
    : `Your data is deleted ${days.days} days after the contract ends: export what you need before then.`;
  return { ...dp, askFor: `${dp.askFor} ${note}`, recommendations: [...dp.recommendations, note] };
}

/** A sentence that has the data returned or deleted once the contract ends (it, or the one before, says so). */
function dataDeletedAtEnd(doc: AdvancedInputs["doc"]): number | null {
  for (const idx of sentencesWithWords(doc, DATA_END_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 800 || !DATA_AT_END_RE.test(doc.text.slice(s.start, s.end))) continue;
    const before = idx > 0 ? doc.sentences[idx - 1] : s;
    if (CONTRACT_ENDS_RE.test(doc.text.slice(before.start, s.end))) return idx;
  }
  return null;
}

const HANDLING_WORDS = triggerWords([
  "process*",
  "host*",
  "store*",
  "storing",
  "hold*",
  "held",
  "collect*",
  "access*",
  "handl*",
  "receiv*",
  "upload*",
  "transfer*",
  "personal",
  "data",
]);
/** the supplier handles personal data for the customer: it processes, hosts, stores or collects it */
const HANDLES_DATA_RE =
  /\b(?:process\w*|host\w*|stor(?:e|es|ed|ing|age)|hold\w*|held|collect\w*|access\w*|handl\w*|receiv\w*|upload\w*|transfer\w*)\b[^.;]{0,60}\b(?:personal\s+(?:data|information)|customer\s+data|client\s+data|user\s+data|(?:the\s+)?(?:customer|client)['’]s\s+data|end\s+user\s+data|employee\s+data|payroll|cardholder\s+data|data\s+subjects?)\b|\b(?:personal\s+data|customer\s+data|client\s+data)\b[^.;]{0,80}\b(?:processed|hosted|stored|held|collected|handled|uploaded|transferred|provided\s+(?:to|by))\b|\bprocessors?\b|\bon\s+(?:its|your|our|their|the\s+\w+['’]s)\s+behalf\b[^.;]{0,40}\bdata\b/i;
const CONTROLLER_RE = /\bas\s+(?:an?\s+)?(?:independent\s+|separate\s+)?(?:data\s+)?controllers?\b/;
/** a duty to secure the customer's data or report a breach of it: "shall notify Customer within 72 hours of a Security Breach" */
const DATA_SECURITY_RE =
  /\b(?:notify|inform|report)\b[^.;]{0,120}\b(?:security\s+)?(?:breach|incident)\b|\b(?:breach|incident)\b[^.;]{0,80}\b(?:notify|report)\w*|\b(?:security|safeguards|encrypt\w*)\b[^.;]{0,80}\b(?:protect|secure)\w*/i;

function securityOnlyIdx(inp: AdvancedInputs): number {
  const { doc } = inp;
  for (const i of sentencesWithWords(doc, DP_WORDS)) {
    const s = doc.sentences[i];
    if (s.end - s.start > 1500) continue;
    const lower = doc.lower.slice(s.start, s.end);
    if (PERSONAL_DATA_RE.test(lower) && DATA_SECURITY_RE.test(lower)) return i;
  }
  return -1;
}

/** Keeping a password or login secret is account security, not a duty of confidence in business information. */
const CREDENTIALS_RE =
  /\b(?:passwords?|passcodes?|log[\s-]?in\s+(?:details|credentials|names?)|log[\s-]?ins?|credentials|user\s*(?:names?|ids?)|access\s+(?:codes?|details|keys?|credentials)|account\s+(?:details|credentials|information)|api\s+keys?|pins?)\b/i;
/** "The Receiving Party shall ...": a role either party takes, so the duty binds both. */
const RECIPIENT_SUBJECT_RE =
  /\b(?:the\s+)?(?:receiving\s+party|recipient)\s+(?:shall|will|must|agrees?|undertakes?|may\s+not|is\s+(?:obliged|required))\b/i;

/**
 * Who must keep information confidential, across every confidentiality duty in the contract: mutual
 * when any duty binds both sides (or each side has its own), else the side the first duty binds.
 * Returns the sentence that shows it.
 */
/** "The Recipient shall keep ... secret", where "the Recipient" is one named party (not a role either may take). */
function oneWayRecipient(inp: AdvancedInputs, idx: number): { name: string; alias: string } | null {
  const { doc, ctx } = inp;
  const s = doc.sentences[idx];
  const raw = doc.text.slice(s.start, s.end);
  if (
    !RECIPIENT_SUBJECT_RE.test(raw) ||
    /\b(?:each|either|both)\s+part(?:y|ies)|\bthe\s+parties\b/i.test(raw) ||
    BOTH_OF_US_RE.test(raw)
  )
    return null;
  const named = ctx.parties.all.find(
    (p) => p.alias && /^(?:the\s+)?(?:recipient|receiving\s+party)$/i.test(p.alias),
  );
  return named?.alias ? { name: named.name, alias: named.alias.replace(/^the\s+/i, "") } : null;
}

/** "shall not disclose any information about the Client's business": a duty of confidence without the word */
const BUSINESS_INFO_DUTY_RE =
  /\b(?:shall|will|must)\s+not\s+(?:\w+\s+){0,3}?(?:disclose|divulge|reveal)\s+(?:to\s+any\s+(?:third\s+party|other\s+person|person)\s+)?(?:any|the)\s+(?:[\w-]+\s+){0,3}?information\s+(?:about|relating\s+to|concerning|regarding|on|of)\s+(?:the\s+)?(?:other\s+party|[\w&-]+)['’]?s?\s+(?:business|affairs|customers|clients|operations|finances|trade\s+secrets)\b/;

/** "staff will not read, copy or remove any patient records or documents": a duty of confidence over papers */
const RECORDS_DUTY_RE =
  /\b(?:shall|will|must)\s+not\s+(?:\w+,?\s+){0,3}?(?:read|copy|remove|photograph|look\s+at)\b[^.;]{0,60}?\b(?:records|documents|files|papers|paperwork|correspondence)\b/;

/** "Each party shall keep confidential the terms of this Agreement": a duty over the contract itself, not what is shared */
const TERMS_ONLY_RE =
  /\bconfidential\w*\s+(?:the\s+)?(?:existence\s+(?:and|of)\s+(?:the\s+)?)?(?:terms|contents|provisions|pricing|prices|charges)\s+(?:and\s+conditions\s+)?(?:of\s+(?:this|the)\s+(?:agreement|contract)|hereof)\b|\b(?:the\s+)?(?:terms|contents)\s+of\s+(?:this|the)\s+(?:agreement|contract)\s+(?:shall\s+be|are)\s+(?:kept\s+)?confidential|\bkeep\s+(?:the\s+)?(?:existence\s+and\s+(?:the\s+)?)?(?:terms|contents)\s+(?:and\s+conditions\s+)?of\s+(?:this|the)\s+(?:agreement|contract)\s+(?:strictly\s+)?confidential/;

export function termsOnly(doc: AdvancedInputs["doc"], idx: number): boolean {
  const lower = doc.lower.slice(doc.sentences[idx].start, doc.sentences[idx].end);
  return TERMS_ONLY_RE.test(lower) && !/\binformation\b/.test(lower);
}

function confidentialityDuty(inp: AdvancedInputs): { bound: PartyChoice | null; idx: number } | null {
  const { doc, ctx } = inp;
  const duties: Array<{ bound: PartyChoice | null; idx: number }> = [];
  for (const i of sentencesWithWords(doc, CONF_WORDS)) {
    const s = doc.sentences[i];
    if (s.end - s.start > 2000) continue;
    const raw = doc.text.slice(s.start, s.end);
    const lower = doc.lower.slice(s.start, s.end);
    if (
      !(/confiden|non-?disclosure|\bsecret\b/.test(lower) && CONF_OBLIGATION_RE.test(lower)) &&
      !BUSINESS_INFO_DUTY_RE.test(lower) &&
      !RECORDS_DUTY_RE.test(lower)
    )
      continue;
    if (CREDENTIALS_RE.test(lower) && !/\bconfidential\s+information\b/.test(lower)) continue;
    // a title or heading ("MUTUAL NON-DISCLOSURE AGREEMENT") names the topic but binds no one
    if (isHeadingLine(raw)) continue;
    let bound = subjectOf(raw, ctx);
    if (
      /\b(?:each|either|both|neither)\s+part(?:y|ies)|\b(?:each|either|both|neither)\s+of\s+us\b|\bthe\s+parties\b|\bthe\s+other\s+party|\b(?:shall|will|must)\s+each\b/.test(
        lower,
      )
    )
      bound = "both";
    else if (
      RECIPIENT_SUBJECT_RE.test(raw) &&
      !ctx.lexicon.has("recipient") &&
      !ctx.lexicon.has("receiving party")
    )
      bound = "both";
    duties.push({ bound, idx: i });
  }
  if (duties.length === 0) return null;
  // a duty over information before one over only the contract's own terms
  const aboutInformation = duties.filter((d) => !termsOnly(doc, d.idx));
  if (aboutInformation.length > 0) duties.splice(0, duties.length, ...aboutInformation);
  // the duty over the defined "Confidential Information" rather than one over some particular data
  const defined = (d: { idx: number }) =>
    /\b(?:confidential|proprietary)\s+information\b/.test(
      doc.lower.slice(doc.sentences[d.idx].start, doc.sentences[d.idx].end),
    );
  const both = duties.find((d) => d.bound === "both" && defined(d)) ?? duties.find((d) => d.bound === "both");
  if (both) return both;
  const customer = duties.find((d) => d.bound === "customer");
  const supplier = duties.find((d) => d.bound === "supplier");
  if (customer && supplier) return { bound: "both", idx: Math.min(customer.idx, supplier.idx) };
  return duties[0];
}

/** "notify the Customer of any personal data breach within 24 hours": the hours, from the clause's next few sentences */
const BREACH_NOTICE_RE =
  /\bbreach\w*\b[^.;]{0,120}?\b(?:within|no\s+later\s+than|not\s+later\s+than)\s+([\w-]+)\s*(?:\(\d+\)\s*)?(hours?|(?:business\s+|working\s+)?days?)\b/i;
/** "within 24 hours after becoming aware of a personal data breach": the time before the breach */
const NOTICE_BEFORE_BREACH_RE =
  /\b(?:within|no\s+later\s+than|not\s+later\s+than)\s+([\w-]+)\s*(?:\(\d+\)\s*)?(hours?|(?:business\s+|working\s+)?days?)\b[^.;]{0,120}?\b(?:personal\s+data\s+breach|data\s+breach|security\s+(?:breach|incident)|breach\s+of\s+(?:security|personal\s+data))/i;
/** a breach of data or security, not a breach of the contract ("a material breach ... not remedied within 30 days") */
const DATA_BREACH_RE =
  /\b(?:personal\s+data|data|security)\s+(?:breach|incident)|\bbreach\s+of\s+(?:security|personal\s+data|data)\b|\b(?:personal\s+data|security|incident)\b/i;

function breachNoticeHours(doc: AdvancedInputs["doc"], from: number): number | null {
  for (let j = from; j < Math.min(doc.sentences.length, from + 6); j++) {
    const raw = doc.text.slice(doc.sentences[j].start, doc.sentences[j].end);
    const m =
      NOTICE_BEFORE_BREACH_RE.exec(raw) ?? (DATA_BREACH_RE.test(raw) ? BREACH_NOTICE_RE.exec(raw) : null);
    if (!m) continue;
    const n = wordsToNumber(m[1]);
    if (!n) continue;
    return /^hour/i.test(m[2]) ? n : n * 24;
  }
  return null;
}
