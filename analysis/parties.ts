import { normaliseCompanyName, sameCompany } from "../common/company-name";
import type { Doc } from "./doc";
import { blockParties } from "./parties-blocks";
import { rolesFromObligations } from "./parties-obligations";
import { trimSpan } from "./text";
import type { Parties, Party, PartyRole } from "./types";

/**
 * Parties from the preamble ("This Agreement is made between X Ltd (the "Supplier") and Y Inc.
 * (the "Customer")"), including UK-style numbered lists ("(1) X Limited ... (2) Y plc ...") and
 * title blocks ("between X and Y"). Roles come from the defined term or the words that describe the
 * party (supplier, vendor, provider, licensor, seller, contractor, consultant ... versus customer,
 * client, buyer, licensee, purchaser, subscriber ...).
 */

const SUPPLIER_WORDS =
  /\b(?:supplier|hire\s+(?:company|firm)|vendor|provider|service provider|licensor|seller|contractor|consultant|developer|manufacturer|franchisor|lessor|landlord|agency|carrier|haulier|courier|servicer|processor|publisher|sponsor(?:ee)?|host|maker|producer|company providing|designer|photographer|freelancer|trainer|coach|adviser|advisor|accountant|architect|installer|builder|caterer|translator|recruiter|printer|surveyor|engineer)\b/i;
const CUSTOMER_WORDS =
  /\b(?:customer|client|buyer|licensee|purchaser|subscriber|franchisee|lessee|tenant|charterer|hirer|distributor|reseller|retailer|user|shipper|sender|consignor|owner|services? recipient|member|dealer|sponsor)\b/i;

export function roleOfWord(word: string): PartyRole | undefined {
  // supplier words are tested first only where the word is unambiguous
  const w = word.trim();
  if (/^(?:the\s+)?sponsor$/i.test(w)) return "customer";
  if (SUPPLIER_WORDS.test(w)) return "supplier";
  if (CUSTOMER_WORDS.test(w)) return "customer";
  return undefined;
}

const GENERIC_TERMS =
  /^(?:this\s+)?(?:agreement|amendment|contract|effective date|execution date|commencement date|closing date|date|party|parties|each party|term|recitals?|schedule|exhibit|territory|products?|services?|affiliates?|confidential information|.*\bagreement|.*\bdate|.*\bact|.*\bplan|.*\bamendment|original agreement|.*\bparties)$/i;

// company suffixes as written in running text and in capitals on title pages
const SUFFIX =
  "(?:Inc\\.?|INC\\.?|Incorporated|INCORPORATED|L\\.?L\\.?C\\.?|Ltd\\.?|LTD\\.?|Limited|LIMITED|Corp\\.?|CORP\\.?|Corporation|CORPORATION|Company|COMPANY|Co\\.,?\\s*Ltd\\.?|Co\\.|PLC|plc|LLP|L\\.?P\\.|LP|GmbH|AG|S\\.A\\.|SA|N\\.V\\.|B\\.V\\.|Pty\\.?\\s+Ltd\\.?|S\\.p\\.A\\.|S\\.?A\\.?S\\.?|AB|ASA|Trust|Bank|University|Association|Partnership|Partners|Holdings)";
const NAME_RE = new RegExp(
  `\\b[a-z]{0,2}[A-Z][A-Za-z0-9&'’.\\-]*(?:[ \\t]+(?:[A-Z0-9&][A-Za-z0-9&'’.\\-]*|of|and|the|de|du|für|for|&)){0,8}?,?[ \\t]+${SUFFIX}(?![A-Za-z])`,
  "g",
);
// a defined term: quoted inside brackets ("(the "Supplier")"), or after hereinafter / referred to as
// (quotes optional there), or "as Owner" after a name
// ("the Seller") and (hereinafter called "the Company") put the article inside the quotes; UK forms
// often write the role bare: (Supplier)
const ALIAS_RE =
  /(?:\(\s*(?:each\s+|together\s+|collectively\s+|individually\s+)?(?:(?:hereinafter|hereafter|herein)\s*,?\s*)?(?:(?:referred\s+to\s+(?:herein\s+|hereinafter\s+)?as|called)\s+)?(?:the\s+|a\s+|an\s+)?["“”](?:the\s+|The\s+)?|\(?\s*\b(?:hereinafter|hereafter|referred\s+to\s+(?:herein\s+|hereinafter\s+)?as|called)\s*,?\s*(?:(?:referred\s+to\s+(?:herein\s+|hereinafter\s+)?as|called)\s+)?["“”]?(?:the\s+|The\s+)?["“”]?|\(\s*(?:the\s+)?(?=(?:[A-Z][a-z]+\s+){0,2}[A-Z][a-z]+\s*\))|\bas\s+)((?:[a-z]{1,2})?[A-Z][A-Za-z0-9 .&'’\-/]{0,40}?)["”“]?(?=\s*[),;]|\s+(?:and|or)\b|\s*$)/g;

interface PreambleRegion {
  start: number;
  end: number;
}

const PREAMBLE_TRIGGER =
  /\b(?:by\s+and\s+between|by\s+and\s+among|between|among|(?:hereby\s+)?enter(?:s|ed)?\s+into|made\s+(?:on\s+[^.;]{1,40}?\s+)?by|(?:granted|issued|given)\s+by|parties\s*:|the\s+parties|party\s+a)\b/;
const COMPANY_RE = new RegExp(`[A-Za-z0-9.,)]\\s+${SUFFIX}(?![A-Za-z])`);

/** A defined term for a party, not one for the agreement or a date ("(the "Agreement")"). */
function hasPartyAlias(raw: string): boolean {
  if (/hereinafter|\bparty\s+[ab]\b/i.test(raw)) return true;
  for (const m of raw.matchAll(/\(\s*(?:the\s+)?["“]([^"”]{1,40})["”]/g))
    if (!GENERIC_TERMS.test(m[1])) return true;
  return false;
}

/** Two names each followed by a quoted defined term: a preamble even without "between". */
const TWO_DEFINED_PARTIES =
  /\(\s*(?:the\s+)?["“](?:the\s+)?[A-Z][^"”]{0,40}["”]\s*\)[\s\S]{0,400}?\b(?:and|to|with|from|by)\b[\s\S]{0,400}?\(\s*(?:the\s+)?["“](?:the\s+)?[A-Z][^"”]{0,40}["”]\s*\)/;

/** "Between: X (the "Caterer")" on one line and "And: Y (the "Club")" on the next: one preamble. */
function withAndLine(doc: Doc, region: PreambleRegion | null): PreambleRegion | null {
  if (!region) return null;
  const next = /^[ \t]*\r?\n(?:[ \t]*\r?\n)?[ \t]*(?:and|AND|And)\b[ \t]*:?[^\n]*/.exec(
    doc.text.slice(region.end),
  );
  return next ? { start: region.start, end: region.end + next[0].length } : region;
}

/** Locate the preamble: the first sentence in the opening part that names the parties. */
export function findPreamble(doc: Doc): PreambleRegion | null {
  return withAndLine(doc, preambleRegion(doc));
}

function preambleRegion(doc: Doc): PreambleRegion | null {
  const limit = Math.min(doc.text.length, Math.max(20000, Math.floor(doc.text.length * 0.15)));
  let fallback: PreambleRegion | null = null;
  // "PARTIES" / "BETWEEN:" heading followed by a numbered list of parties
  const heading =
    /(?:^|\n)[ \t]*(?:PARTIES|Parties|(?:(?:by|BY|By)\s+(?:and|AND)\s+)?(?:BETWEEN|Between|between|AMONG|Among|among)|THE PARTIES|The Parties)[ \t]*:?[ \t]*(?:\n|(?=\(1\)))/.exec(
      doc.text.slice(0, limit),
    );
  let headed: PreambleRegion | null = null;
  if (heading) {
    const from = heading.index + heading[0].length;
    const tail = doc.text.slice(from, Math.min(doc.text.length, from + 3000));
    // "1. X LIMITED ... (the "Agency").  2. Y LIMITED ...": a list numbered like the clauses, which ends
    // at a keyword or where numbering starts again at 1
    const dotted = /^\s*1\.\s/.test(tail) && /\n\s*2\.\s/.test(tail.slice(0, 1500));
    if (dotted || /^\s*(?:\(?(?:1|a|i)\)|[A-Z])/.test(tail)) {
      const stop = dotted
        ? /\n\s*(?:WHEREAS|RECITALS|BACKGROUND|AGREED TERMS|IT IS AGREED|NOW,?\s+THEREFORE|Background|Recitals|Agreed terms)|(?<=\n\s*2\.\s[\s\S]*)\n\s*1\.\s/.exec(
            tail,
          )
        : /\n\s*(?:WHEREAS|RECITALS|BACKGROUND|AGREED TERMS|IT IS AGREED|NOW,?\s+THEREFORE|Background|Recitals|Agreed terms|1\.\s)/.exec(
            tail,
          );
      headed = { start: from, end: from + (stop ? stop.index : Math.min(tail.length, 1500)) };
      // a numbered list of parties or defined terms: this is the preamble
      if (
        dotted ||
        /^\s*\(?(?:1|a|i)\)/.test(tail) ||
        /\(\s*(?:the\s+|hereinafter\s+)?["“]/.test(doc.text.slice(headed.start, headed.end))
      )
        return headed;
    }
  }
  for (const s of doc.sentences) {
    if (s.start > limit) break;
    const lower = doc.lower.slice(s.start, s.end);
    const raw = doc.text.slice(s.start, s.end);
    const hasCompany = COMPANY_RE.test(raw);
    const twoDefined = hasCompany && TWO_DEFINED_PARTIES.test(raw);
    // "This Agreement is dated 10 March 2027" (or "is made on ...", "FOOD SUPPLY AGREEMENT dated ...") above "(1) X Limited ..."
    const aboveList =
      /\b(?:agreement|deed|contract)\b[^\n]{0,120}\b(?:made|dated)\b/i.test(raw) &&
      /^\s*\((?:1|a|i)\)/.test(doc.text.slice(s.end, s.end + 20));
    // "(1) X Limited ... (the "Supplier"); and" with "(2) ..." below it and no lead-in: the list is the preamble
    const listed =
      hasCompany &&
      /^\s*\(1\)\s/.test(raw) &&
      hasPartyAlias(raw) &&
      /^\s*\(2\)\s/.test(doc.text.slice(s.end, s.end + 20));
    if (!PREAMBLE_TRIGGER.test(lower) && !twoDefined && !aboveList && !listed) continue;
    const hasAlias = hasPartyAlias(raw);
    // table of contents lines and cross references are not preambles
    if (/\.{5,}|\bsection\s+\d+\.\d+\s+\w+\s+\d+\s+\d+/i.test(raw)) continue;
    // "... by and between:" or "the following parties:" introduces the list of parties
    const introducesList =
      /\b(?:between|among|parties)\s*:\s*$/i.test(raw) ||
      (/\b(?:between|among|parties)\s*:?\s*$/i.test(raw) &&
        /^\s*\((?:1|a|i)\)/.test(doc.text.slice(s.end, s.end + 20))) ||
      aboveList ||
      listed;
    if (
      (/(?:agreement|contract|amendment|this)\b/i.test(lower) || twoDefined || listed) &&
      (hasAlias || hasCompany || introducesList)
    ) {
      // extend over numbered party lists that follow ("(1) ...; (2) ...")
      let end = s.end;
      const tail = doc.text.slice(s.end, Math.min(doc.text.length, s.end + 2500));
      const stop =
        /\n\s*(?:WHEREAS|RECITALS|BACKGROUND|W\s?I\s?T\s?N\s?E\s?S\s?S\s?E\s?T\s?H|NOW,?\s+THEREFORE|IT IS AGREED|AGREED TERMS|1\.\s)/i.exec(
          tail,
        );
      if (listed || /:\s*$|between\s*:?\s*$|among\s*:?\s*$/i.test(raw) || /^\s*\((?:1|a|i)\)/.test(tail)) {
        end = s.end + (stop ? stop.index : Math.min(tail.length, 1200));
      } else {
        // the rest of the paragraph (a stray full stop in an address must not cut the preamble short)
        let lineEnd = doc.text.indexOf("\n", s.end);
        if (lineEnd === -1) lineEnd = doc.text.length;
        // a paragraph hard-wrapped over several lines runs to the blank line after it
        if (raw.includes("\n")) {
          const blank = /\n[ \t]*\n/.exec(doc.text.slice(s.end, s.start + 3000));
          lineEnd = blank ? s.end + blank.index : Math.min(doc.text.length, s.start + 3000);
        }
        const rest = doc.text.slice(s.end, Math.min(lineEnd, s.start + 3000));
        const stopInLine =
          /\b(?:WHEREAS|RECITALS|BACKGROUND|W\s?I\s?T\s?N\s?E\s?S\s?S\s?E\s?T\s?H|NOW,?\s+THEREFORE|IT IS AGREED|AGREED TERMS)\b|\s\d{1,2}\.\d{0,2}\s+[A-Z]/.exec(
            rest,
          );
        end = s.end + (stopInLine ? stopInLine.index : rest.length);
      }
      return { start: s.start, end };
    }
    if (!fallback && (hasAlias || hasCompany)) fallback = { start: s.start, end: s.end };
  }
  return headed ?? fallback;
}

export function cleanName(text: string, start: number, end: number): { start: number; end: number } | null {
  // cut descriptors: ", a Delaware corporation", " of 1 High Street", " whose registered office", " (ACN", a table's next cell
  const seg = text.slice(start, end);
  const cut =
    /[ ]*\t|\s\|(?:\s|$)|,\s+(?:a|an)\s+|\s+(?:a|an)\s+(?=[a-z]|[A-Z][a-z]+\s+(?:corporation|company|limited|non-profit|not-for|statutory|business|general|public|private|société|societe))|,\s+(?:with|having|whose|located|incorporated|organi[sz]ed|registered|acting|doing|on\s+behalf|as\s+(?:successor|agent)|(?:a\s+)?division\s+of)\b|\s+\((?:ACN|ABN|company|registered|CRN|reg)|(?<!\b(?:Governors|Trustees|University|Bank|Council|Board|Society|College|Institute|Chancellor|Masters|Mayor|Secretary|Commissioners|Association|Federation|Chamber|Church|Diocese|Department|Ministry|City|County|Borough|Friends|Guild|Worshipful\s+Company|Hospital|School|Academy))\s+of\s+(?=[\d_A-Z]|the\s|its\s|an?\s)|\s+(?:at|located\s+at|with\s+(?:its|an)\s+(?:principal|registered|address)|whose\s+registered|having\s+its|incorporated|organi[sz]ed|registered\s+in|a\s+company)\s+(?=[\d_A-Z]|the\s|its\s|an?\s)|,\s*(?=\d)|\s+(?:incorporated|registered|organi[sz]ed|established|formed)\s+(?:and|in|under|with|as|pursuant)\b|\s+whose\s+(?:address|principal|office)\b|\s+(?:Address|Tel|Fax|Legal\s+Representative|Registered\s+(?:Address|Office))\b|\s*\(|;|:|(?<=\b(?:Limited|LIMITED|Ltd\.?|LTD\.?|LLP|PLC|plc|Inc\.?|INC\.?|LLC|L\.L\.C\.|Corporation|CORPORATION|GmbH))\s*,\s+(?=[A-Za-z0-9])/.exec(
      seg,
    );
  let e = cut ? start + cut.index : end;
  let s = start;
  // drop leading connectors
  const lead =
    /^(?:\s|,|;|:|\)|["“”]|\(\s*[0-9a-z]{1,3}\s*\)|\d{1,2}\.(?=\s)|\b(?:[Bb]y\s+and\s+between|[Bb]y\s+and\s+among|[Bb]etween|BETWEEN|[Aa]mong|AMONG|and|AND|And|by|the|the\s+following\s+parties|[Pp]arties)\b)+/.exec(
      text.slice(s, e),
    );
  if (lead) s += lead[0].length;
  const sp = trimSpan(text, s, e);
  s = sp.start;
  e = sp.end;
  while (e > s && /[,;:]/.test(text[e - 1])) e--;
  const name = text.slice(s, e);
  if (name.length < 2 || name.length > 120) return null;
  // "eGain Systems Inc." and "iBrook Media Ltd" start with a lower-case letter
  if (!/^(?:[A-Z0-9"“]|[a-z]{1,2}[A-Z])/.test(name)) return null;
  // a form label or the start of an obligation is not a name
  if (
    /^(?:Address|Tel|Telephone|Fax|E-?mail|Attention|Name|Title|Signature|Legal\s+representative|Business\s+licen[cs]e|Registration|Contact|Phone|Web\s?site)\b/i.test(
      name,
    )
  )
    return null;
  if (/\b(?:shall|will|means|hereto)\b/.test(name)) return null;
  if (!/[A-Za-z]{2}/.test(name)) return null;
  if (/^(?:This|The|THIS|THE)\s+(?:Agreement|AGREEMENT|Contract)\b/.test(name)) return null;
  if (/\b(?:agreement|between|among|dated|hereby|whereas)\b/i.test(name)) return null;
  // "Ingle Contract Manufacturing Ltd" is a name; "this contract" and "Outsourcing Contract on ..." are not
  if (
    /\bcontract\b/i.test(name) &&
    !(/\bContract\b|\bCONTRACT\b/.test(name) && ENDS_WITH_SUFFIX_RE.test(name))
  )
    return null;
  if (!readsAsName(name) || isDescriptor(name)) return null;
  return { start: s, end: e };
}

const SUFFIX_WORDS = new RegExp(`^${SUFFIX}$`);
const ENDS_WITH_SUFFIX_RE = new RegExp(`\\s${SUFFIX}$`);
// words that describe a party (its kind, place or trade) rather than name it
const DESCRIPTOR_WORDS =
  /^(?:limited|liability|stock|pte|public|private|exempted|business|statutory|general|technology|app\/technology|usa|us|u\.s\.|american|british|english|chinese|canadian|delaware|nevada|florida|california|texas|new|york|jersey|georgia|massachusetts|washington|ohio|illinois|minnesota|colorado|oregon|virginia|including|the|and|of|for|with|by|under|all|any|such)$/i;

/** A name made only of describing words and a suffix ("Florida Corporation", "Liability Company"). */
function isDescriptor(name: string): boolean {
  const words = name.replace(/[,]/g, " ").split(/\s+/).filter(Boolean);
  const rest = words.filter((w) => !SUFFIX_WORDS.test(w) && !SUFFIX_WORDS.test(w.replace(/\.$/, "")));
  return rest.every((w) => DESCRIPTOR_WORDS.test(w));
}

// lower-case words a company's name may hold ("Centre for Probe Development", "Bank of Scotland")
const NAME_CONNECTORS =
  /^(?:of|and|the|for|de|du|des|la|le|y|et|und|von|van|der|in|on|at|&|d\/b\/a|dba|f\/k\/a)$/;

/** Not a phrase ("Portfolio of on-site solid oxide fuel cell systems") nor an address ("2 High Street, Leeds LS1 1AA"). */
function readsAsName(name: string): boolean {
  // a name never holds a quote or a bracket: 'Percy, the "MG Parties") and HC2 Holdings, Inc.' is two chunks
  if (/["“”()]/.test(name)) return false;
  // a sole trader: "Samira Patel trading as Sparkle Office Cleaning"
  const lowerWords = name
    .replace(/\s+(?:trading\s+as|t\/a)\s+/i, " ")
    .split(/\s+/)
    .filter((w) => /^[a-z]/.test(w) && !NAME_CONNECTORS.test(w));
  if (lowerWords.length >= 2) return false;
  if (
    /^\d{1,5}\s+(?:[A-Z][a-z]+\s+)*(?:Street|St\.?|Road|Rd\.?|Avenue|Ave\.?|Suite|Drive|Boulevard|Lane|Way|Plaza|Parkway)\b/.test(
      name,
    )
  )
    return false;
  // a clause reference, a letter's salutation, a job title, or a fee is not a party
  if (
    /^(?:Section|Article|Clause|Schedule|Exhibit|Annex|Chief|President|Director|Dear)\b|\bDear\b/.test(name)
  )
    return false;
  if (/\b(?:and|or)\s+the\s+[A-Z]\w+$|\b(?:Fee|Fees|Price|Payment|Date|Term|Notice)$/.test(name))
    return false;
  return !/\b[A-Z]{2}\s+\d{5}(?:-\d{4})?$|\b\d{5}(?:-\d{4})?$/.test(name);
}

const LABEL_LINE_RE =
  /(?:^|\n)[ \t]*(?:the\s+)?((?:party\s+[ab]|licensor|licensee|buyer|seller|supplier|customer|client|vendor|distributor|contractor|consultant|purchaser|provider|service\s+provider|franchisor|franchisee|company|end[\s-]user|designer|developer|agency|photographer|freelancer|landlord|tenant|lessor|lessee|hirer|owner|charterer|trainer|adviser|advisor|architect|installer|recruiter|publisher|printer|surveyor|caterer)(?:\/[\w-]+)?)(?:\s*\(([^)\n]{1,30})\))?[ \t]*(:|\t|\|)[ \t]*([^\n]{2,120})/gi;
/** a company's legal form ending the name: a table cell beside a role ("Supplier | Northgate Cloud Limited") names a party only with one */
const LEGAL_FORM_RE =
  /\b(?:limited|ltd|llp|llc|plc|inc|incorporated|corporation|corp|gmbh|ag|pty|s\.?a|b\.?v|n\.?v|s\.?a\.?r\.?l|lp|l\.?p|company|co)\.?$/i;

/** "Party A: X Co., Ltd." / "Licensor: ACME" lines (or table rows) near the top of the document. */
function labelledParties(doc: Doc): Party[] {
  const out: Party[] = [];
  const head = doc.text.slice(0, Math.min(doc.text.length, 4000));
  LABEL_LINE_RE.lastIndex = 0;
  for (let m = LABEL_LINE_RE.exec(head); m !== null; m = LABEL_LINE_RE.exec(head)) {
    const valueStart = m.index + m[0].length - m[4].length;
    const nm = cleanName(doc.text, valueStart, valueStart + m[4].length);
    if (!nm) continue;
    const name = doc.text.slice(nm.start, nm.end);
    if (m[3] !== ":" && !LEGAL_FORM_RE.test(name)) continue;
    if (!/[A-Za-z]{2}/.test(name) || /^(?:N\/A|TBD|Name|Address)\b/i.test(name)) continue;
    const role = roleOfWord(m[1]) ?? (m[2] ? roleOfWord(m[2]) : undefined);
    out.push({ name, alias: m[2] && roleOfWord(m[2]) ? m[2] : m[1], role, start: nm.start, end: nm.end });
  }
  return out;
}

export function extractParties(doc: Doc): Parties {
  const all = preambleParties(doc).filter((p) => !onFilingLine(doc.text, p.start));
  // parties in their own blocks, the definitions or the signature blocks, when the preamble did not
  // say who supplies and who buys
  const hasBothRoles = () => all.some((p) => p.role === "supplier") && all.some((p) => p.role === "customer");
  if (!hasBothRoles()) {
    const blocks = blockParties(doc, { roleOfWord, cleanName });
    addParties(all, blocks.head, all.length < 2);
    // blocks add a party only when fewer than two were found (recitals and signature blocks also name
    // others: a parent company, a guarantor); otherwise they only give roles to the parties found
    if (!hasBothRoles()) addParties(all, blocks.tail, all.length < 2);
  }
  firstPersonParties(doc.text, all);
  unnamedCustomer(doc.text, all);
  ownerWhoLets(all);
  return finishParties(
    all.filter((p) => !onFilingLine(doc.text, p.start)),
    doc.text,
  );
}

/**
 * A contract whose parties have no customer and supplier roles (a one-way NDA's "Discloser" and
 * "Recipient", two "Parties"): the user's own company, when it is one of them, takes the side the user
 * reviews from and the other party the other side, so every term is read from the user's side.
 */
export function withOwnSide(parties: Parties, ownName: string | undefined, side: PartyRole): Parties {
  if (!ownName || parties.all.some((p) => p.role) || parties.all.length < 2) return parties;
  const own = parties.all.filter((p) => sameCompany(p.name, ownName));
  if (own.length !== 1) return parties;
  const other = parties.all.find((p) => p !== own[0]);
  if (!other) return parties;
  const otherSide: PartyRole = side === "customer" ? "supplier" : "customer";
  const all = parties.all.map((p) =>
    p === own[0] ? { ...p, role: side } : p === other ? { ...p, role: otherSide } : p,
  );
  const roleOf = (r: PartyRole) => all.find((p) => p.role === r) ?? null;
  return {
    ...parties,
    all,
    customer: roleOf("customer"),
    supplier: roleOf("supplier"),
    rolesFromOwnCompany: true,
  };
}

/** "the Owner" lets to "the Hirer" or "the Charterer": beside one of those, the owner supplies. */
function ownerWhoLets(all: Party[]): void {
  const owner = all.find((p) => /^(?:the\s+)?owners?$/i.test(p.alias ?? ""));
  const taker = all.some((p) => /^(?:the\s+)?(?:hirer|charterer|lessee|renter)$/i.test(p.alias ?? ""));
  if (owner && taker) owner.role = "supplier";
}

/** Standard terms for any buyer: "every order placed by a customer (the "Buyer")" names the buyer only by its term. */
const UNNAMED_CUSTOMER_RE =
  /\b(?:a|any|the|each|every)\s+(?:customer|buyer|client|purchaser|person|firm|company|business|organi[sz]ation|individual)\b[^()\n]{0,150}?\(\s*(?:the\s+)?["“]([A-Z][A-Za-z]+)["”]\s*\)/;

function unnamedCustomer(text: string, all: Party[]) {
  if (all.some((p) => p.role === "customer") || !all.some((p) => p.role === "supplier")) return;
  const m = UNNAMED_CUSTOMER_RE.exec(text.slice(0, 3000));
  if (!m || roleOfWord(m[1]) !== "customer") return;
  const start = m.index + m[0].lastIndexOf(m[1]);
  if (all.some((p) => p.start < start + m[1].length && start < p.end)) return;
  all.push({ name: m[1], alias: m[1], role: "customer", start, end: start + m[1].length });
}

/** Standard terms written in the first person: 'Acme Ltd ("we", "us") and the business that signs up ("you")'. */
const WE_ALIAS_RE = /\(\s*(?:["“”][^"“”()]{1,40}["“”]\s*,\s*)?["“”](?:we|us|our)["“”]/i;
const YOU_ALIAS_RE = /\(\s*(?:["“”][^"“”()]{1,40}["“”]\s*,\s*)?["“”](?:you|your)["“”]/i;
export const FIRST_PERSON_ALIAS_RE = /^(?:we|us|our|you|your)$/i;
/** terms a buyer writes for its suppliers: there "we" buy and "you" supply */
const PURCHASE_TERMS_RE =
  /\b(?:terms\s+(?:and\s+conditions\s+)?(?:of|for\s+the)\s+purchase|purchase\s+order\s+terms|(?:goods|services)\s+(?:that\s+)?you\s+(?:will\s+)?(?:supply|provide)\s+to\s+us)\b/i;

/** '"We", "us" and "our" mean Kestrel IT Ltd': the writer defined in the definitions rather than in brackets */
const WE_MEANS_RE =
  /["“”'‘’]we["“”'‘’](?:\s*,?\s*(?:and\s+|or\s+)?["“”'‘’](?:us|our)["“”'‘’])*\s*,?\s*(?:means?|refers?\s+to|is|are)\s+/i;

function firstPersonParties(text: string, all: Party[]) {
  const head = text.slice(0, 5000);
  const we = WE_ALIAS_RE.exec(head);
  const weRole: PartyRole = PURCHASE_TERMS_RE.test(text.slice(0, 30000)) ? "customer" : "supplier";
  if (!we) {
    const means = WE_MEANS_RE.exec(head);
    if (!means) {
      if (!usNamedParty(text, all, weRole)) letterParties(text, all, weRole);
      return;
    }
    const from = means.index + means[0].length;
    const name = new RegExp(NAME_RE.source).exec(text.slice(from, from + 200));
    // the name must open the definition ("mean Kestrel IT Ltd (company number ...)")
    if (!name || name.index > 8) return;
    claimFirstPerson(
      text,
      all,
      { start: from + name.index, end: from + name.index + name[0].length },
      "we",
      weRole,
    );
    return;
  }
  const youRole: PartyRole = weRole === "supplier" ? "customer" : "supplier";
  const named = (from: number, to: number) => {
    let last: RegExpExecArray | null = null;
    const re = new RegExp(NAME_RE.source, "g");
    const seg = text.slice(from, to);
    for (let m = re.exec(seg); m !== null; m = re.exec(seg)) last = m;
    return last ? { start: from + last.index, end: from + last.index + last[0].length } : null;
  };
  const claim = (span: { start: number; end: number } | null, person: "we" | "you", role: PartyRole) => {
    if (span) claimFirstPerson(text, all, span, person, role);
  };
  claim(named(Math.max(0, we.index - 300), we.index), "we", weRole);
  const after = we.index + we[0].length;
  const you = YOU_ALIAS_RE.exec(head.slice(after));
  if (you) claim(named(after, after + you.index), "you", youRole);
}

/** A letter of engagement: "From: Copperfield & Hale LLP" writes as "we" to "To: Moorland Cycles Ltd" as "you". */
const FROM_LINE_RE = /^[ \t]*From[ \t]*:[ \t]*(.+)$/im;
const TO_LINE_RE = /^[ \t]*To[ \t]*:[ \t]*(.+)$/im;

/** "These terms apply between you, the customer, and us, Redmire Hosting Limited ("Redmire")": the writer after "us," */
const US_NAMED_RE = /\b(?:between|and)\s+us\s*,\s*/i;

function usNamedParty(text: string, all: Party[], weRole: PartyRole): boolean {
  const head = text.slice(0, 3000);
  const us = US_NAMED_RE.exec(head);
  if (!us || !/\byou\b/i.test(head.slice(Math.max(0, us.index - 120), us.index))) return false;
  const from = us.index + us[0].length;
  const name = new RegExp(NAME_RE.source).exec(text.slice(from, from + 200));
  if (!name || name.index > 4) return false;
  claimFirstPerson(
    text,
    all,
    { start: from + name.index, end: from + name.index + name[0].length },
    "we",
    weRole,
  );
  return true;
}

/**
 * The party at `span` is the one the terms call "we" or "you": a party already found there takes the
 * role and, when it has a name as its alias ('("CloudNest", "we", "us")'), keeps the name and records
 * the first person beside it; otherwise the party is added with the first person as its alias.
 */
function claimFirstPerson(
  text: string,
  all: Party[],
  span: { start: number; end: number },
  person: "we" | "you",
  role: PartyRole,
) {
  const same = all.find((p) => p.start < span.end && span.start < p.end);
  if (!same) {
    all.push({ name: text.slice(span.start, span.end), alias: person, role, ...span });
    return;
  }
  same.role ??= role;
  if (same.alias && !FIRST_PERSON_ALIAS_RE.test(same.alias)) same.person = person;
  else same.alias ??= person;
}

function letterParties(text: string, all: Party[], weRole: PartyRole) {
  const head = text.slice(0, 1500);
  const from = FROM_LINE_RE.exec(head);
  const to = TO_LINE_RE.exec(head);
  if (!/\b(?:we|our|us)\b/i.test(text.slice(0, 20000))) return;
  if (!from || !to) {
    letterheadParties(text, all, weRole);
    return;
  }
  const nameIn = (m: RegExpExecArray) => {
    const at = m.index + m[0].length - m[1].length;
    const re = new RegExp(NAME_RE.source, "g");
    for (let n = re.exec(m[1]); n !== null; n = re.exec(m[1])) {
      // "The Partners" / "The Directors" address the people, not the firm
      if (/^(?:the\s+)?(?:partners|directors|trustees|members|board)$/i.test(n[0].trim())) continue;
      return { start: at + n.index, end: at + n.index + n[0].length };
    }
    return null;
  };
  const youRole: PartyRole = weRole === "supplier" ? "customer" : "supplier";
  for (const [span, alias, role] of [
    [nameIn(from), "we", weRole],
    [nameIn(to), "you", youRole],
  ] as const) {
    if (!span || all.some((p) => p.start < span.end && span.start < p.end)) continue;
    all.push({ name: text.slice(span.start, span.end), alias, role, ...span });
  }
}

/**
 * A letter without From and To labels: the company on the letterhead (the first line) writes as "we"
 * to the company whose name opens the address lines just above "Dear ...".
 */
function letterheadParties(text: string, all: Party[], weRole: PartyRole) {
  const dear = /^[ \t]*Dear\b/m.exec(text.slice(0, 2000));
  if (!dear) return;
  const lines: Array<{ start: number; end: number }> = [];
  const lineRe = /^[ \t]*(\S[^\n]*)$/gm;
  for (let m = lineRe.exec(text); m !== null && m.index < dear.index; m = lineRe.exec(text)) {
    const at = m.index + m[0].length - m[1].length;
    const name = new RegExp(`^${NAME_RE.source}`).exec(m[1]);
    if (name) lines.push({ start: at, end: at + name[0].length });
  }
  if (lines.length < 2) return;
  const sender = lines[0];
  const addressee = lines[lines.length - 1];
  if (
    normaliseCompanyName(text.slice(sender.start, sender.end)) ===
    normaliseCompanyName(text.slice(addressee.start, addressee.end))
  )
    return;
  const youRole: PartyRole = weRole === "supplier" ? "customer" : "supplier";
  for (const [span, alias, role] of [
    [sender, "we", weRole],
    [addressee, "you", youRole],
  ] as const) {
    if (all.some((p) => p.start < span.end && span.start < p.end)) continue;
    all.push({ name: text.slice(span.start, span.end), alias, role, ...span });
  }
}

/** A filing's cover line ("Source: ACME INC., 10-K, 3/21/2019") names the filer, not a party. */
function onFilingLine(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf("\n", at - 1) + 1;
  return /^\s*Source\s*:/i.test(text.slice(lineStart, at));
}

function addParties(all: Party[], found: Party[], mayAdd: boolean) {
  for (const p of found) {
    const key = normaliseCompanyName(p.name);
    const same = all.find(
      (q) => (q.start < p.end && p.start < q.end) || (key !== "" && normaliseCompanyName(q.name) === key),
    );
    if (!same) {
      if (mayAdd) all.push(p);
    } else if (!same.role && p.role) {
      same.role = p.role;
      if (!same.alias) same.alias = p.alias;
    }
  }
}

const NOT_A_NAME_RE =
  /\bthe\s+(?:Company|Corporation|Partnership|Trust|Bank|Association)$|\b(?:Articles|Memorandum|Certificate)\s+of\s+(?:Association|Incorporation|Organi[sz]ation)$/;

function preambleParties(doc: Doc): Party[] {
  const region = findPreamble(doc);
  const all: Party[] = labelledParties(doc);
  if (!region) return all;
  const { text } = doc;
  const seg = text.slice(region.start, region.end);

  // 1. defined terms with the name before them
  let boundary = region.start;
  const btw =
    /\b(?:by\s+and\s+between|by\s+and\s+among|between|among|entered\s+into\s+by|made\s+by|(?:granted|issued|given)\s+by)\b\s*:?/i.exec(
      seg,
    );
  if (btw) boundary = region.start + btw.index + btw[0].length;
  ALIAS_RE.lastIndex = 0;
  const aliasHits: Array<{ alias: string; aStart: number; aEnd: number; open: number }> = [];
  for (let m = ALIAS_RE.exec(seg); m !== null; m = ALIAS_RE.exec(seg)) {
    // 'hereinafter referred to as "Distributor."': the full stop closes the sentence, not the term
    const alias = m[1].trim().replace(/(?<=[a-z]{3})[.,;:]+$/, "");
    if (!alias || GENERIC_TERMS.test(alias)) continue;
    // "as Owner" and a bare "(Supplier)" are defined terms only when they are role words
    const bare = m[0].startsWith("as") || /^\(\s*(?:the\s+)?$/.test(m[0].slice(0, m[0].lastIndexOf(m[1])));
    if (bare && !roleOfWord(alias) && !RELATIVE_ROLE_WORDS.test(alias)) continue;
    const aStart = region.start + m.index + m[0].indexOf(m[1]);
    aliasHits.push({ alias, aStart, aEnd: aStart + alias.length, open: region.start + m.index });
  }
  for (const h of aliasHits) {
    if (h.open < boundary) continue;
    // name: the first chunk after the boundary that reads as a name; else a later chunk after
    // " and " / ";" / "(b)"
    let from = boundary;
    const lastBetween = /[\s\S]*\b(?:by\s+and\s+between|by\s+and\s+among|between|among)\b\s*:?/i.exec(
      text.slice(from, h.open),
    );
    if (lastBetween) from += lastBetween[0].length;
    const window = text.slice(from, h.open);
    const starts = [0];
    const splitters =
      /(?:;\s*|\)\s*,?\s*|\b(?:and|AND|And)\s+(?=[A-Z0-9]|the\s+[A-Z])|\b(?:and|AND|And)\s*:\s*|\b(?:by|to|from|with)\s+(?=[A-Z][a-z])|\(\s*[0-9a-z]{1,3}\s*\)\s*|\n)/g;
    for (let m = splitters.exec(window); m !== null; m = splitters.exec(window))
      starts.push(m.index + m[0].length);
    let nm: { start: number; end: number } | null = null;
    for (const st of starts) {
      nm = cleanName(text, from + st, h.open);
      if (nm) break;
    }
    // ("El Pollo" or "Franchisor"): a second defined term can carry the role
    const orTerm = /^["”]?\s+or\s+(?:the\s+)?["“]([A-Z][A-Za-z ]{1,30})["”]/.exec(
      text.slice(h.aEnd, h.aEnd + 50),
    );
    // a second term whose side depends on the other party ("Hire Company" or "Owner") is left to it
    const orRole = orTerm && !RELATIVE_ROLE_WORDS.test(orTerm[1]) ? roleOfWord(orTerm[1]) : undefined;
    const role =
      roleOfWord(h.alias) ?? orRole ?? (nm ? roleFromDescriptor(text.slice(nm.end, h.aEnd + 60)) : undefined);
    if (nm) {
      const name = text.slice(nm.start, nm.end);
      if (!all.some((p) => p.start < nm.end && nm.start < p.end))
        all.push({
          name,
          alias: h.alias,
          aliasStart: h.aStart,
          aliasEnd: h.aEnd,
          ...(orTerm ? { aliases: [orTerm[1].trim()] } : {}),
          role,
          start: nm.start,
          end: nm.end,
        });
      else {
        const p = all.find((q) => q.start < nm.end && nm.start < q.end);
        if (p && !p.role && role) p.role = role;
      }
    }
    boundary = h.aEnd + 1;
  }

  // 2. company names without a defined term
  NAME_RE.lastIndex = 0;
  for (let m = NAME_RE.exec(seg); m !== null; m = NAME_RE.exec(seg)) {
    const s = region.start + m.index;
    const e = s + m[0].length;
    if (all.some((p) => s < p.end && p.start < e)) continue;
    // ("the "Hire Company""): a party's defined term, not another company
    if (
      all.some(
        (p) => p.aliasStart !== undefined && p.aliasEnd !== undefined && s < p.aliasEnd && p.aliasStart < e,
      )
    )
      continue;
    // "a Delaware Corporation" describes a party, it is not one; nor is "a subsidiary of X Inc."
    if (/\b(?:a|an)\s+$/i.test(text.slice(Math.max(0, s - 4), s))) continue;
    if (
      /\b(?:subsidiary|affiliate|division|parent|member|part)\s+of\s+(?:the\s+)?$|\b(?:in\s+good\s+standing|registered|regulated|licensed|authori[sz]ed)\s+(?:with|by)\s+(?:the\s+)?$/i.test(
        text.slice(Math.max(0, s - 40), s),
      )
    )
      continue;
    // "C. Each of the Company and ...": a defined term in a recital; "the Articles of Association": a document
    if (NOT_A_NAME_RE.test(m[0])) continue;
    const nm = cleanName(text, s, e);
    if (!nm) continue;
    const name = text.slice(nm.start, nm.end);
    if (/^(?:[A-Z]\.\s+)?(?:The\s+)?(?:Company|Corporation|Trust|Bank|Partnership)$/i.test(name)) continue;
    // "a Florida Limited Liability Company", "a video streaming App/Technology Company" describe a party
    if (/\b(?:a|an)\s+(?:[\w/&.-]+\s+){0,4}$/i.test(text.slice(Math.max(0, s - 50), s)) && isDescriptor(name))
      continue;
    if (isDescriptor(name)) continue;
    all.push({
      name,
      role: roleFromDescriptor(text.slice(nm.end, Math.min(region.end, nm.end + 200))),
      start: nm.start,
      end: nm.end,
    });
  }
  // 3. names in a title block before the preamble ("by and among\n\nX CORPORATION,\n\nY CORPORATION")
  const head = text.slice(0, Math.min(region.start, 2500));
  const blk = /\b(?:between|among)\b/i.exec(head);
  if (blk) {
    NAME_RE.lastIndex = 0;
    const tb = head.slice(blk.index);
    for (let m = NAME_RE.exec(tb); m !== null; m = NAME_RE.exec(tb)) {
      const st = blk.index + m.index;
      const nm = cleanName(text, st, st + m[0].length);
      if (!nm || all.some((p) => p.start < nm.end && nm.start < p.end)) continue;
      all.push({ name: text.slice(nm.start, nm.end), start: nm.start, end: nm.end });
    }
  }
  return all;
}

/** the contract's role words, never a company's own first word as "Carrier" is in "Carrier Global Corporation" */
const TABLE_ROLE_LABEL_RE =
  /^(?:Supplier|Customer|Client|Vendor|Provider|Service Provider|Licensor|Licensee|Purchaser|Buyer|Seller|Contractor|Consultant)$/;

function finishParties(found: Party[], text: string): Parties {
  found.sort((a, b) => a.start - b.start);
  // a name wrapped over two lines ("Lumen Ledger,\nInc.") is shown on one
  for (const p of found) if (/\s{2,}|[\t\n]/.test(p.name)) p.name = p.name.replace(/\s+/g, " ");
  // "Provider Brightline Analytics, Inc. ... ("Provider")": a table's label cell run into the name it labels
  for (const p of found) {
    const label = p.alias && p.alias.length > 2 ? p.alias : null;
    if (!label || !TABLE_ROLE_LABEL_RE.test(label) || !p.name.startsWith(`${label} `)) continue;
    const rest = p.name.slice(label.length + 1);
    if (/^[A-Z0-9]/.test(rest) && ENDS_WITH_SUFFIX_RE.test(` ${rest}`)) {
      p.name = rest;
      p.start += label.length + 1;
    }
  }
  const mentions: Array<{ start: number; end: number }> = [];
  for (const p of found) {
    mentions.push({ start: p.start, end: p.end });
    if (p.aliasStart !== undefined && p.aliasEnd !== undefined)
      mentions.push({ start: p.aliasStart, end: p.aliasEnd });
  }
  // one entry per company: the mention that carries a defined term (else the first one)
  const all: Party[] = [];
  for (const p of found) {
    const key = normaliseCompanyName(p.name);
    const same = all.findIndex((q) => normaliseCompanyName(q.name) === key);
    if (same < 0) all.push(p);
    else {
      const q = all[same];
      // keep the mention that says most: a role, then a defined term
      if ((!q.role && p.role) || (!q.role && !p.role && !q.alias && p.alias)) all[same] = p;
    }
  }
  const mains = all.slice(0, 4);
  resolveRelativeRoles(mains);
  // roles: if exactly one side is known, the other main party takes the other role
  const sup = mains.find((p) => p.role === "supplier");
  const cus = mains.find((p) => p.role === "customer");
  if (sup && !cus) {
    const other = mains.find((p) => p !== sup && !p.role);
    if (other) other.role = "customer";
  } else if (cus && !sup) {
    const other = mains.find((p) => p !== cus && !p.role);
    if (other) other.role = "supplier";
  } else if (!sup && !cus) {
    rolesFromObligations(mains, text);
  }
  for (const p of all) {
    introducedAt(p, text);
    if (usedWithoutThe(p, text)) p.bareAlias = true;
  }
  return {
    customer: all.find((p) => p.role === "customer") ?? null,
    supplier: all.find((p) => p.role === "supplier") ?? null,
    all,
    mentions,
  };
}

/**
 * "Customer shall pay Vendor": a contract that names a side by its defined term alone, without "the",
 * most of the times it uses it (US style). Text sent to the other side names it the same way.
 */
function usedWithoutThe(p: Party, text: string): boolean {
  const alias = p.alias?.replace(/^the\s+/i, "").trim();
  if (!alias || !/^[A-Z][a-z]+(?:\s[A-Z][a-z]+)?$/.test(alias)) return false;
  const limit = Math.min(text.length, 200_000);
  let bare = 0;
  let withThe = 0;
  for (let at = text.indexOf(alias); at >= 0 && at < limit; at = text.indexOf(alias, at + alias.length)) {
    const after = text.slice(at + alias.length, at + alias.length + 2);
    // a word that only starts with it, or "Customer Data" and "Customer Materials": other defined terms
    if (
      /^\w/.test(after) ||
      /^\s[A-Z]/.test(after) ||
      /^["”]/.test(after) ||
      /\w$/.test(text.slice(at - 1, at))
    )
      continue;
    if (/\b[Tt]he\s+$/.test(text.slice(Math.max(0, at - 5), at))) withThe += 1;
    else bare += 1;
  }
  return bare >= 3 && bare > 4 * withThe;
}

/** A party read from its signature block is shown where the contract first names it, if it does. */
function introducedAt(p: Party, text: string) {
  const escaped = p.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const re = new RegExp(`(?<![\\w&])${escaped}(?![\\w&])`, "g");
  for (let m = re.exec(text); m !== null && m.index < p.start; m = re.exec(text)) {
    if (onFilingLine(text, m.index)) continue;
    p.end = m.index + p.name.length;
    p.start = m.index;
    return;
  }
}

/**
 * Words whose side depends on the other party: a distributor or reseller buys from a manufacturer or
 * supplier but sells to a retailer or customer; "the Company" is the customer of a consultant or
 * contractor but the supplier of a customer or client.
 */
const RELATIVE_ROLE_WORDS = /^(?:the\s+)?(?:company|distributor|reseller|dealer|owner|member)$/i;

function resolveRelativeRoles(mains: Party[]) {
  const fixed = mains.filter((p) => p.role && !(p.alias && RELATIVE_ROLE_WORDS.test(p.alias)));
  const sides = new Set(fixed.map((p) => p.role));
  if (sides.size !== 1) return;
  const [side] = [...sides];
  for (const p of mains) {
    if (p.alias && RELATIVE_ROLE_WORDS.test(p.alias)) p.role = side === "supplier" ? "customer" : "supplier";
  }
}

function roleFromDescriptor(after: string): PartyRole | undefined {
  const m = /^[^()]{0,80}?\(\s*(?:the\s+|hereinafter\s+)?["“]([^"”]{1,40})["”]/i.exec(after);
  if (m) return roleOfWord(m[1]);
  const as = /^,?\s+as\s+([A-Za-z ]{3,30}?)(?=[,;.)]|\s+and\b|$)/.exec(after);
  if (as) return roleOfWord(as[1]);
  return undefined;
}

/** Map from lower-case alias/name words to role, for reading who does what in a sentence. */
export function roleLexicon(parties: Parties): Map<string, PartyRole> {
  const map = new Map<string, PartyRole>();
  for (const p of parties.all) {
    if (!p.role) continue;
    // first-person terms: "we", "us" and "our" are one side, "you" and "your" the other
    const person = p.person ?? (p.alias && FIRST_PERSON_ALIAS_RE.test(p.alias) ? p.alias : null);
    if (person) {
      const other: PartyRole = p.role === "supplier" ? "customer" : "supplier";
      const weSide = /^(?:we|us|our)$/i.test(person);
      for (const w of ["we", "us", "our"]) map.set(w, weSide ? p.role : other);
      for (const w of ["you", "your"]) map.set(w, weSide ? other : p.role);
    }
    if (p.alias) map.set(p.alias.toLowerCase(), p.role);
    for (const other of p.aliases ?? []) map.set(other.toLowerCase(), p.role);
    map.set(p.name.toLowerCase(), p.role);
    const first = p.name.split(/[\s,]+/)[0];
    if (first && first.length > 2 && !/^(?:the|a)$/i.test(first)) map.set(first.toLowerCase(), p.role);
  }
  return map;
}

/** "each of us", "neither of us", "each of our": both sides, in terms written in the first person */
export const BOTH_OF_US_RE = /\b(?:either|each|neither|both)\s+of\s+(?:us|our)\b/i;

/**
 * Role of the party named at the start of `phrase` ("the Supplier", "Licensee", "Acme", "either
 * party"), using the contract's own defined terms first and then generic role words.
 */
export function roleOfPhrase(
  phrase: string,
  lexicon: Map<string, PartyRole>,
): PartyRole | "both" | undefined {
  const p = phrase
    .trim()
    .replace(/[.,;:]+$/, "")
    .replace(/^(?:the|a|an)\s+/i, "")
    .toLowerCase();
  if (
    /^(?:either|each|both|any)\s+part(?:y|ies)\b|^the\s+parties\b|^parties\b|^each\s+of\s+the\s+parties|^(?:either|each|neither|both)\s+of\s+us\b/.test(
      p,
    )
  )
    return "both";
  for (const [k, v] of lexicon) if (p === k || p.startsWith(`${k} `) || p.startsWith(`${k}'`)) return v;
  return roleOfWord(p.split(/\s+/)[0] ?? "");
}
