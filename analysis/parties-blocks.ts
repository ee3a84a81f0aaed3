import type { Doc } from "./doc";
import type { Party } from "./types";

/**
 * Parties named outside a "between X and Y" sentence: each in its own block with a role word as its
 * defined term ("Thistle Advisers LLP, registered in Scotland ... ("Consultant")", "1.1 Cumulus Data
 * Centres, of Unit 5 ... (the "Service Provider")"), in a definitions clause (""Supplier" means Redkite
 * Ltd"), or in the signature blocks at the end ("Redkite Cleaning Ltd (Supplier)", "Customer: Hazel
 * Dental Ltd"). Only role words count here, so a name is taken only where the contract says who
 * supplies and who buys.
 */

export interface BlockHelpers {
  roleOfWord: (word: string) => Party["role"];
  cleanName: (text: string, start: number, end: number) => { start: number; end: number } | null;
}

const ROLE_TERM_RE =
  /\(\s*(?:the\s+|each\s+)?["“]?((?:[Tt]he\s+)?[A-Z][a-z]+(?:[ -][A-Z][a-z]+)?)["”]?\s*\)/g;
// one definition line, tried only on lines holding " means "
const DEFINED_MEANS_RE =
  /^[ \t]*(?:\d+(?:\.\d+)*\.?[ \t]+)?["“]((?:[Tt]he\s+)?[A-Z][a-z]+(?:[ -][A-Z][a-z]+)?)["”][ \t]+means[ \t]+([^\n;]{2,160})/;
const LABEL_RE = /(?:^|\n)[ \t]*(?:the\s+)?([A-Z][A-Za-z]+(?:[ -][A-Za-z]+)?)[ \t]*:[ \t]*([^\n]{2,120})/g;
// what may come before a name inside its block: numbering, connectors, "signed for and on behalf of"
const NAME_STARTS =
  /(?:^|\n|;\s*|\b(?:and|AND)\s+|\b(?:on\s+behalf\s+of|by)\s*:?\s+|\(\s*[0-9a-z]{1,3}\s*\)\s*)/g;
const CONNECTOR = /^(?:of|and|the|de|du|&|und|y|et)$/;
// words of a heading, a form or a sentence, not of a company's name
const NOT_NAME_WORDS =
  /^(?:for|to|is|are|has|have|been|be|because|by|insert|exhibit|schedule|annex|appendix|all|any|each|received|value|name|signature|title|date|clause|section|witness|whereof|signed|page|agreement|party|parties)$/i;

/** A party's name reads as one: two to ten words, each capitalised, a number or a connector. */
function looksLikeName(name: string): boolean {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > 10) return false;
  if (!/^[A-Z0-9]|^[a-z]{1,2}[A-Z]/.test(name) || /[)(]/.test(name)) return false;
  return words.every(
    (w) =>
      !NOT_NAME_WORDS.test(w.replace(/[.,]+$/, "")) &&
      (/^[A-Z0-9&]|^[a-z]{1,2}[A-Z]/.test(w) || CONNECTOR.test(w.toLowerCase())),
  );
}

/** Role words that name one side of a supply on their own (not "member", "user", "agency"); "owner" is settled by its counterpart. */
const BLOCK_ROLE_TERM =
  /^(?:supplier|vendor|(?:service\s+|services\s+)?provider|licensor|seller|contractor|sub-?contractor|consultant|manufacturer|host|franchisor|lessor|landlord|customer|client|buyer|licensee|purchaser|subscriber|franchisee|lessee|tenant|hirer|distributor|reseller|owner)$/i;

function isRoleTerm(term: string, h: BlockHelpers): boolean {
  const t = term.replace(/^the\s+/i, "");
  return BLOCK_ROLE_TERM.test(t) && Boolean(h.roleOfWord(t));
}

function nameBefore(doc: Doc, blockStart: number, open: number, h: BlockHelpers) {
  const window = doc.text.slice(blockStart, open);
  const starts: number[] = [];
  NAME_STARTS.lastIndex = 0;
  for (let m = NAME_STARTS.exec(window); m !== null; m = NAME_STARTS.exec(window)) {
    starts.push(m.index + m[0].length);
    if (m[0].length === 0) NAME_STARTS.lastIndex++;
  }
  // the name is the nearest segment before the term that reads as one; "and" inside a descriptor
  // ("incorporated and registered in England and Wales") starts no name, so an earlier segment is
  // tried, but never across another bracket: there an earlier one belongs to another party
  // ("X Ltd ("Company") and Y ("Distributor")": Y, or nothing, is the distributor)
  let tried = false;
  for (const st of [...new Set(starts)].sort((a, b) => b - a)) {
    if (!window.slice(st).trim()) continue;
    const numbering = /^[ \t]*(?:\d+(?:\.\d+)*\.?|\(?[0-9a-z]{1,3}\))[ \t]+/.exec(window.slice(st));
    const from = st + (numbering?.[0].length ?? 0);
    if (tried && /[()]/.test(window.slice(from))) return null;
    tried = true;
    const nm = h.cleanName(doc.text, blockStart + from, open);
    if (nm && looksLikeName(doc.text.slice(nm.start, nm.end))) return nm;
  }
  return null;
}

function scanRoleTerms(doc: Doc, from: number, to: number, h: BlockHelpers): Party[] {
  const out: Party[] = [];
  const seg = doc.text.slice(from, to);
  ROLE_TERM_RE.lastIndex = 0;
  for (let m = ROLE_TERM_RE.exec(seg); m !== null; m = ROLE_TERM_RE.exec(seg)) {
    const term = m[1];
    if (!isRoleTerm(term, h)) continue;
    const open = from + m.index;
    // the block: the paragraph holding the term (blank lines separate blocks), at most 600 characters
    const para = doc.text.lastIndexOf("\n\n", open);
    const blockStart = Math.max(para < 0 ? 0 : para + 2, open - 600, from);
    const nm = nameBefore(doc, blockStart, open, h);
    if (!nm) continue;
    const aliasStart = open + m[0].indexOf(term);
    out.push({
      name: doc.text.slice(nm.start, nm.end),
      alias: term.replace(/^the\s+/i, ""),
      aliasStart,
      aliasEnd: aliasStart + term.length,
      role: h.roleOfWord(term.replace(/^the\s+/i, "")),
      start: nm.start,
      end: nm.end,
    });
  }
  return out;
}

/** "Ironleaf Castings Ltd, company number 0123": the longest part before a comma that reads as a name. */
function nameWithoutDescriptor(doc: Doc, start: number, end: number, h: BlockHelpers) {
  const value = doc.text.slice(start, end).replace(/[.\s]+$/, "");
  const cuts = [value.length];
  for (const c of value.matchAll(/,\s/g)) cuts.push(c.index);
  for (const cut of cuts.sort((a, b) => b - a)) {
    const nm = h.cleanName(doc.text, start, start + cut);
    if (nm && looksLikeName(doc.text.slice(nm.start, nm.end))) return nm;
  }
  return null;
}

function scanDefinitions(doc: Doc, h: BlockHelpers): Party[] {
  const out: Party[] = [];
  const limit = Math.min(doc.text.length, 30000);
  for (
    let at = doc.text.indexOf(" means ", 0);
    at >= 0 && at < limit;
    at = doc.text.indexOf(" means ", at + 7)
  ) {
    const lineStart = doc.text.lastIndexOf("\n", at) + 1;
    if (at - lineStart > 60) continue;
    const lineEnd = doc.text.indexOf("\n", at);
    const m = DEFINED_MEANS_RE.exec(doc.text.slice(lineStart, lineEnd < 0 ? doc.text.length : lineEnd));
    if (!m || !isRoleTerm(m[1], h)) continue;
    const valueStart = lineStart + m.index + m[0].length - m[2].length;
    const nm = nameWithoutDescriptor(doc, valueStart, valueStart + m[2].length, h);
    // "means the person who buys ..." defines a role, it does not name a party
    if (!nm) continue;
    const name = doc.text.slice(nm.start, nm.end);
    const aliasStart = lineStart + m.index + m[0].indexOf(m[1]);
    out.push({
      name,
      alias: m[1].replace(/^the\s+/i, ""),
      aliasStart,
      aliasEnd: aliasStart + m[1].length,
      role: h.roleOfWord(m[1].replace(/^the\s+/i, "")),
      start: nm.start,
      end: nm.end,
    });
  }
  return out;
}

function scanLabels(doc: Doc, from: number, to: number, h: BlockHelpers): Party[] {
  const out: Party[] = [];
  const seg = doc.text.slice(from, to);
  LABEL_RE.lastIndex = 0;
  for (let m = LABEL_RE.exec(seg); m !== null; m = LABEL_RE.exec(seg)) {
    if (!isRoleTerm(m[1], h)) continue;
    const valueStart = from + m.index + m[0].length - m[2].length;
    const nm = h.cleanName(doc.text, valueStart, valueStart + m[2].length);
    if (!nm) continue;
    const name = doc.text.slice(nm.start, nm.end);
    if (!looksLikeName(name) || /^(?:By|Name|Title|Signature|Date)\b/.test(name)) continue;
    out.push({ name, alias: m[1], role: h.roleOfWord(m[1]), start: nm.start, end: nm.end });
  }
  return out;
}

/** Parties with a role found in party blocks near the top, the definitions, and the signature blocks. */
export function blockParties(doc: Doc, h: BlockHelpers): { head: Party[]; tail: Party[] } {
  const len = doc.text.length;
  const headEnd = Math.min(len, 6000);
  const head = [...scanRoleTerms(doc, 0, headEnd, h), ...scanDefinitions(doc, h)];
  const tailStart = Math.max(headEnd, len - 5000);
  const tail =
    tailStart < len ? [...scanRoleTerms(doc, tailStart, len, h), ...scanLabels(doc, tailStart, len, h)] : [];
  return { head, tail };
}
