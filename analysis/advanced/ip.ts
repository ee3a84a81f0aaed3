import { createdIpAdvice, existingIpAdvice, noIpClauseAdvice } from "../advice/index";
import { findInSentences, sentencesWithWords, triggerWords } from "../doc";
import { rankEvidence } from "../evidence";
import { spanIndexAt } from "../text";
import type { AdvancedClause, PartyChoice } from "../types";
import type { AdvancedInputs } from "./inputs";
import { finding, isUserRole, missing, partyAfter, sideLabels, subjectOf, who } from "./util";

const WORK_WORDS = triggerWords(["deliverables", "product", "bespoke", "custom", "develop", "development"]);
const IP_CLAUSE_WORDS = triggerWords(["intellectual", "copyright", "copyrights", "deliverables", "product"]);

const OWNER_PHRASE_RE =
  /\b(?:assigns?\s+to|assigned\s+to|transferred\s+to|owned\s+(?:solely\s+|exclusively\s+)?by|(?:sole\s+and\s+exclusive\s+|exclusive\s+|sole\s+)?property\s+of|vest\s+in|belong\s+to|remain\s+with)\s+/i;
const IP_TRANSFER_CORE_RE =
  /\bhereby\s+(?:irrevocably\s+)?assigns?\b|\b(?:shall|will)\s+(?:be\s+)?(?:solely\s+|exclusively\s+)?(?:owned\s+by|vest\s+in|become\s+the\s+(?:sole\s+(?:and\s+exclusive\s+)?)?property)|\bworks?\s+(?:made\s+)?for\s+hire/i;
const CREATED_RE =
  /\b(?:deliverables|work\s+product|developed|created|bespoke|custom\w*|results|improvements?|inventions?)\b/i;

/**
 * Who owns the intellectual property: what is created under the contract (deliverables, work
 * product, improvements) and each side's existing IP and data.
 */
export function ipFindings(inp: AdvancedInputs): AdvancedClause[] {
  const { doc, ctx, detections } = inp;
  const out: AdvancedClause[] = [];
  const idxs = new Set<number>();
  for (const sp of detections.ip) {
    const i = spanIndexAt(doc.sentences, sp.start);
    if (i >= 0) idxs.add(i);
  }
  for (const i of sentencesWithWords(doc, IP_CLAUSE_WORDS)) {
    const s = doc.sentences[i];
    const l = doc.lower.slice(s.start, s.end);
    if (
      /intellectual\s+property|copyright|deliverables|work\s+product/.test(l) &&
      OWNER_PHRASE_RE.test(doc.text.slice(s.start, s.end))
    )
      idxs.add(i);
  }
  // the sentence that transfers or vests ownership comes first, not the first one to mention IP
  const sorted = rankEvidence(doc, [...idxs], "ip", { core: IP_TRANSFER_CORE_RE }).map((c) => c.idx);
  let created: AdvancedClause | null = null;
  let existing: AdvancedClause | null = null;
  for (const i of sorted) {
    const s = doc.sentences[i];
    const raw = doc.text.slice(s.start, s.end);
    const m = OWNER_PHRASE_RE.exec(raw);
    let owner: PartyChoice | null = m ? partyAfter(raw, m.index + m[0].length, ctx) : null;
    if (!owner && /\bshall\s+own\b|\bowns\b|\bretains?\b/i.test(raw)) owner = subjectOf(raw, ctx);
    if (/\bhereby\s+(?:irrevocably\s+)?assigns?\b/i.test(raw) && !m) {
      const giver = subjectOf(raw, ctx);
      if (giver && giver !== "both") owner = giver === "supplier" ? "customer" : "supplier";
    }
    const mine = isUserRole(owner, ctx);
    const isCreated = CREATED_RE.test(raw) && !/\bexisting|pre-existing|background|prior\s+to\b/i.test(raw);
    if (isCreated && !created) {
      const risk =
        mine === true ? "low" : mine === false ? (ctx.side === "customer" ? "high" : "medium") : "medium";
      created = finding(doc, s.start, s.end, {
        name: "Ownership of work created",
        category: "ip_ownership",
        subcategory:
          mine === true ? "created_ip_yours" : mine === false ? "created_ip_theirs" : "created_ip_unclear",
        risk,
        confidence: owner ? 80 : 60,
        whyItMatters:
          mine === true
            ? "What is created for you under this contract becomes yours, so you can use and change it freely."
            : mine === false
              ? `What is created under this contract belongs to ${who(owner, ctx)}${ctx.side === "customer" ? ", even though you pay for it. You may need their permission to reuse or change it, or to move to another supplier" : ""}.`
              : "The contract deals with who owns what is created, but it is not clear which side that is.",
        ...createdIpAdvice({
          ...sideLabels(ctx),
          owner: mine === true ? "user" : mine === false ? "other" : "unclear",
        }),
      });
    } else if (!isCreated && !existing) {
      existing = finding(doc, s.start, s.end, {
        name: "Ownership of existing IP and data",
        category: "ip_ownership",
        subcategory: "existing_ip",
        risk: "low",
        confidence: 70,
        whyItMatters: "Each side keeps what it owned before the contract; the clause records who owns what.",
        ...existingIpAdvice(),
      });
    }
    if (created && existing) break;
  }
  if (created) out.push(created);
  if (existing) out.push(existing);
  if (
    !created &&
    findInSentences(
      doc,
      WORK_WORDS,
      /\b(?:deliverables|work\s+product|bespoke|custom\s+development|develop(?:ment)?\s+services)\b/,
    )
  ) {
    out.push(
      missing({
        name: "No clause on who owns the work",
        category: "ip_ownership",
        subcategory: "missing",
        risk: "medium",
        confidence: 60,
        whyItMatters:
          "Work is being created under this contract but nothing says who owns it. By default the author (usually the supplier) keeps the copyright.",
        ...noIpClauseAdvice(sideLabels(ctx)),
      }),
    );
  }
  return out;
}
