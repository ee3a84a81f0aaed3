import { US_STATES } from "../../common/us-states";
import { clauseRefIn, jurisdictionAdvice } from "../advice/index";
import { type Doc, sentencesWithWords, triggerWords } from "../doc";
import { isHeadingLine } from "../evidence";
import { roleOfPhrase } from "../parties";
import { squash } from "../text";
import type { JurisdictionTerms, PartyRole, Rating } from "../types";
import { CONFIDENCE, foundBlock, missingBlock, type TermContext } from "./common";
import { userHomePlace } from "./home-law";

const OTHER_PLACES: Record<string, string> = {
  "england and wales": "England and Wales",
  england: "England and Wales",
  english: "England and Wales",
  wales: "England and Wales",
  "united kingdom": "England and Wales",
  uk: "England and Wales",
  scotland: "Scotland",
  scots: "Scotland",
  scottish: "Scotland",
  "northern ireland": "Northern Ireland",
  ireland: "Ireland",
  "republic of ireland": "Ireland",
  irish: "Ireland",
  germany: "Germany",
  "federal republic of germany": "Germany",
  german: "Germany",
  france: "France",
  french: "France",
  netherlands: "Netherlands",
  "the netherlands": "Netherlands",
  dutch: "Netherlands",
  belgium: "Belgium",
  luxembourg: "Luxembourg",
  switzerland: "Switzerland",
  swiss: "Switzerland",
  sweden: "Sweden",
  swedish: "Sweden",
  denmark: "Denmark",
  norway: "Norway",
  finland: "Finland",
  spain: "Spain",
  spanish: "Spain",
  italy: "Italy",
  italian: "Italy",
  austria: "Austria",
  poland: "Poland",
  israel: "Israel",
  singapore: "Singapore",
  "hong kong": "Hong Kong",
  "hong kong special administrative region": "Hong Kong",
  "people's republic of china": "China",
  "peoples republic of china": "China",
  prc: "China",
  china: "China",
  chinese: "China",
  taiwan: "Taiwan",
  "republic of china": "Taiwan",
  "r.o.c": "Taiwan",
  "p.r.c": "China",
  japan: "Japan",
  japanese: "Japan",
  korea: "South Korea",
  "republic of korea": "South Korea",
  india: "India",
  indian: "India",
  australia: "Australia",
  "new south wales": "New South Wales",
  victoria: "Victoria (Australia)",
  queensland: "Queensland",
  "new zealand": "New Zealand",
  canada: "Canada",
  ontario: "Ontario",
  "british columbia": "British Columbia",
  quebec: "Quebec",
  alberta: "Alberta",
  "cayman islands": "Cayman Islands",
  bermuda: "Bermuda",
  "british virgin islands": "British Virgin Islands",
  "united states": "United States",
  "united states of america": "United States",
  usa: "United States",
  "u.s.a": "United States",
  mexico: "Mexico",
  brazil: "Brazil",
  "south africa": "South Africa",
  "puerto rico": "Puerto Rico",
};
const PLACE_MAP = new Map<string, string>();
for (const s of US_STATES) PLACE_MAP.set(s.toLowerCase(), s);
for (const [k, v] of Object.entries(OTHER_PLACES)) PLACE_MAP.set(k, v);
const PLACE_ALT = [...PLACE_MAP.keys()]
  .sort((a, b) => b.length - a.length)
  .map((p) => p.replace(/[.']/g, (c) => `\\${c}`).replace(/ /g, "\\s+"))
  .join("|");

const GOV_WORDS = triggerWords([
  "governed",
  "governing",
  "construed",
  "interpreted",
  "interpretation",
  "construction",
  "governs",
  "law",
  "laws",
]);
const GOV_WORDS_RE =
  /\b(?:\w+\s+laws?\s+(?:applies|apply|shall\s+apply|will\s+apply|governs|shall\s+govern)|laws?\s+of\s+(?:the\s+)?(?:[\w]+\s+){1,4}?(?:applies|apply|shall\s+apply|will\s+apply|governs|shall\s+govern)|govern\w*|constru\w*|interpret\w*|applicable\s+law|choice\s+of\s+law|proper\s+law|enforced\s+in\s+accordance|in\s+accordance\s+with\s+(?:the\s+)?(?:laws?|\w+\s+law)|subject\s+to\s+(?:the\s+)?(?:laws?|\w+\s+law))\b/;
const INCORPORATION_RE =
  /\b(?:organi[sz]ed|incorporated|existing|formed|registered|chartered|constituted)\s+(?:and\s+(?:validly\s+)?existing\s+)?under\s+(?:the\s+)?(?:laws?\s+of\b|[a-z.]+\s+laws?\b)/;
const LAW_OF_RE = new RegExp(
  `\\blaws?\\s+(?:in\\s+force\\s+in\\s+|of\\s+|applicable\\s+in\\s+|in\\s+(?=the\\s+(?:state|commonwealth|province)\\s+of\\b))(?:the\\s+)?(?:(?:state|commonwealth|province|republic|kingdom|federal\\s+republic)\\s+of\\s+)?(${PLACE_ALT})\\b`,
  "i",
);
const LAWS_THEREOF_RE = new RegExp(
  `\\b(?:in|of)\\s+(?:the\\s+)?(?:(?:state|commonwealth|province)\\s+of\\s+)?(${PLACE_ALT})\\b[^.;]{0,120}?\\blaws?\\s+(?:thereof|of\\s+(?:such|that|the\\s+said)\\s+(?:state|country|jurisdiction))\\b`,
  "i",
);
/** "Governing law: Florida", "Applicable law - the laws of the State of New York", a table row "Governing Law\tEngland and Wales". */
const LAW_LABEL_RE = new RegExp(
  `\\b(?:governing|applicable|proper)\\s+laws?(?:\\s*[:\\-–|]|\\t)\\s*(?:the\\s+)?(?:laws?\\s+of\\s+)?(?:the\\s+)?(?:(?:state|commonwealth|province)\\s+of\\s+)?(${PLACE_ALT})\\b`,
  "i",
);
/** "the courts of England and Wales, whose law governs these terms" */
const WHOSE_LAW_RE = new RegExp(
  `\\bcourts?\\s+of\\s+(?:the\\s+)?(${PLACE_ALT})\\s*,?\\s+whose\\s+laws?\\s+(?:governs?|appl(?:y|ies))\\b`,
  "i",
);
const ADJ_LAW_RE = new RegExp(`\\b(${PLACE_ALT})(?:\\s+state)?\\s+(?:law|laws)\\b`, "i");
const COURTS_LEAD_RE =
  /\b(?:(?:english|scottish|irish|welsh)\s+courts\b|courts?\s+(?:of|in|located\s+in|sitting\s+in|situated\s+in|for|within)\s+(?:the\s+)?)/i;
const COURT_PLACE_RE =
  /^(?:(?:State|state|County|county|City|city|Borough|Province|Commonwealth)\s+of\s+)?[A-Z][A-Za-z.-]*(?:,?\s+(?:and\s+|of\s+)?[A-Z][A-Za-z.-]*){0,4}/;

/** "courts of England and Wales", "courts located in New York County, New York", "English courts". */
function courtsIn(t: string): string | null {
  const m = COURTS_LEAD_RE.exec(t);
  if (!m) return null;
  if (/courts\s*$/i.test(m[0]) && !/\s(?:of|in|for|within)\s/i.test(m[0])) return squash(m[0]);
  const place = COURT_PLACE_RE.exec(t.slice(m.index + m[0].length));
  if (!place) return null;
  const lead = squash(m[0]).replace(/^(?:the\s+)?/i, "");
  // "Orange County, Florida, and the parties ..." : ", and" starts the next part of the sentence
  const where = squash(place[0]).split(/,\s+and\s+/)[0];
  return `${lead} ${where}`.replace(/[,.;]+$/, "");
}
/** "venue for any action shall lie exclusively in Miami-Dade County, Florida": the courts of that place */
const VENUE_RE =
  /\bvenue\b[^.;]{0,60}?\b(?:shall|will)\s+(?:lie|be)\s+(?:exclusively\s+|solely\s+|only\s+)?(?:in|within)\s+(?:the\s+)?|\b(?:(?:exclusive|sole)\s+)?place\s+of\s+(?:jurisdiction|venue)\b[^.;]{0,60}?\b(?:is|shall\s+be|will\s+be)\s+(?:exclusively\s+|solely\s+)?(?:in\s+)?(?:the\s+)?/i;
function venueIn(t: string): string | null {
  if (ARBITRATION_RE.test(t)) return null;
  const m = VENUE_RE.exec(t);
  if (!m) return null;
  const place = COURT_PLACE_RE.exec(t.slice(m.index + m[0].length));
  if (!place) return null;
  return `courts in ${squash(place[0]).split(/,\s+and\s+/)[0]}`.replace(/[,.;]+$/, "");
}
const ARBITRATION_RE = /\b(?:arbitration|arbitrator|arbitral)\b/i;

/** "arbitration in London under the LCIA Rules" -> "arbitration in London (LCIA Rules)". */
export function arbitrationIn(t: string): string | null {
  if (!ARBITRATION_RE.test(t)) return null;
  const seat =
    /\barbitrat\w*\b[^.;]{0,60}?\b(?:in|seated\s+in|held\s+in|venue\s+(?:shall|will)\s+be|seat\s+(?:shall|will)\s+be)\s+((?!accordance\b)[A-Z][a-zA-Z]+(?:,?\s+[A-Z][a-zA-Z]+){0,2})/.exec(
      t,
    );
  const rules =
    /\b(?:under|in\s+accordance\s+with|pursuant\s+to)\s+(?:the\s+)?([A-Z][A-Za-z]*(?:\s+(?:[A-Z][A-Za-z]*|of|for)){0,6}?\s+Rules)\b/.exec(
      t,
    );
  return `arbitration${seat ? ` in ${seat[1]}` : ""}${rules ? ` (${rules[1]})` : ""}`;
}

const UK = new Set(["England and Wales", "Scotland", "Northern Ireland"]);

export function normalisePlace(name: string): string | null {
  const key = name
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/^the\s+/, "");
  return PLACE_MAP.get(key) ?? null;
}

export interface GoverningLawHit {
  idx: number;
  law: string | null;
  /** offsets of the place words */
  placeStart: number;
  placeEnd: number;
}

/** Sentences that choose a governing law. */
export function governingLawSentences(doc: Doc): GoverningLawHit[] {
  const out: GoverningLawHit[] = [];
  for (const idx of sentencesWithWords(doc, GOV_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 2500) continue;
    const raw = doc.text.slice(s.start, s.end);
    const lower = doc.lower.slice(s.start, s.end);
    if (!GOV_WORDS_RE.test(lower) && !/\b(?:scots|english)\s+law\b/.test(lower)) continue;
    let m = LAW_OF_RE.exec(raw) ?? LAW_LABEL_RE.exec(raw);
    // the law a party is incorporated under is not the contract's law: look further on
    while (m && INCORPORATION_RE.test(lower.slice(Math.max(0, m.index - 60), m.index + 10))) {
      const from = m.index + m[0].length;
      const m2 = LAW_OF_RE.exec(raw.slice(from));
      m = m2 ? ({ ...m2, index: m2.index + from } as RegExpExecArray) : null;
    }
    // "accepted in the State of Nevada and governed by the laws thereof"
    if (!m) {
      const t = LAWS_THEREOF_RE.exec(raw) ?? WHOSE_LAW_RE.exec(raw);
      if (t) m = t;
    }
    let law: string | null = null;
    let ps = -1;
    let pe = -1;
    if (m) {
      law = normalisePlace(m[1]);
      ps = s.start + m.index + m[0].indexOf(m[1]);
      pe = ps + m[1].length;
    } else {
      const a = ADJ_LAW_RE.exec(raw);
      if (
        a &&
        !/\b(?:federal|applicable|common|case|civil|criminal|statute|local|state|any)\s*$/i.test(
          raw.slice(0, a.index),
        ) &&
        !INCORPORATION_RE.test(lower.slice(Math.max(0, a.index - 60), a.index + a[0].length))
      ) {
        law = normalisePlace(a[1]);
        ps = s.start + a.index;
        pe = ps + a[1].length;
      }
    }
    if (!law) {
      // "governed by ... laws" without a place we know: keep as a weak hit
      if (
        /\bgovern\w*\s+by\b[^.]{0,80}\blaws?\b|\bgoverning\s+law\b/.test(lower) &&
        !INCORPORATION_RE.test(lower) &&
        !isHeadingLine(raw)
      )
        out.push({ idx, law: null, placeStart: -1, placeEnd: -1 });
      continue;
    }
    out.push({ idx, law, placeStart: ps, placeEnd: pe });
  }
  return out;
}

/** The user's home when the contract places its company outside the UK ("a California corporation"). */
function foreignHome(ctx: TermContext): string | null {
  const home = userHomePlace(ctx);
  return home && !UK.has(home) ? home : null;
}

const homeFacts = (home: string | null) => ({
  home,
  homeIsState: home !== null && (US_STATES as readonly string[]).includes(home),
});

/**
 * One side may sue elsewhere while the other is held to the chosen courts: "Nothing in this clause
 * prevents the Supplier from bringing proceedings in any other jurisdiction", "The Licensor may also
 * bring an action in any court of competent jurisdiction", "... for the exclusive benefit of the Supplier".
 */
export const WIDER_FORUM_RES = [
  /\b[Nn]othing\s+(?:in\s+this\s+(?:clause|section|agreement|paragraph)\s+)?(?:shall\s+|will\s+)?(?:prevents?|limits?|restricts?|precludes?|stops?)\s+((?:the\s+)?[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,2})\s+from\s+(?:bringing|taking|commencing|instituting|starting|issuing)\b[^.;]{0,80}?\b(?:in\s+(?:the\s+courts?\s+of\s+)?any\s+other|in\s+any\s+(?:other\s+)?(?:court|jurisdiction|country)|in\s+(?:any|other)\s+(?:courts?|jurisdictions?))\b/,
  /(?:^|[.;:]\s+|,\s+(?:but|however)\s+|\b(?:[Hh]owever|[Pp]rovided\s+that|[Ss]ave\s+that),?\s+)((?:the\s+)?[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,2})\s+(?:(?:alone\s+|only\s+|also\s+|nevertheless\s+|however\s+)?(?:may|shall\s+be\s+(?:entitled|free)\s+to|is\s+(?:entitled|free)\s+to|reserves\s+the\s+right\s+to|(?:shall\s+)?retains?\s+the\s+right\s+to))\s+(?:also\s+)?(?:bring|take|commence|institute|initiate|issue|start)\b[^.;]{0,80}?\bin\s+(?:the\s+courts?\s+of\s+)?(?:any|other)\s+(?:other\s+)?(?:courts?|jurisdictions?|country|countries|place)\b/,
  /\b(?:jurisdiction|submission|agreement\s+to\s+submit)\b[^.;]{0,120}?\bfor\s+the\s+(?:sole\s+|exclusive\s+)?benefit\s+of\s+((?:the\s+)?[A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,2})/,
];

/** The side that may sue in other courts while the other may not, and how the contract names it. */
function widerForum(
  ctx: TermContext,
  from: number,
): { role: PartyRole; label: string; start: number } | null {
  const { doc } = ctx;
  for (let i = Math.max(0, from - 1); i < Math.min(doc.sentences.length, from + 4); i++) {
    const raw = doc.text.slice(doc.sentences[i].start, doc.sentences[i].end);
    if (raw.length > 1500) continue;
    for (const re of WIDER_FORUM_RES) {
      const m = re.exec(raw);
      if (!m) continue;
      const role = roleOfPhrase(m[1], ctx.lexicon);
      if (role === "customer" || role === "supplier")
        return { role, label: squash(m[1]), start: doc.sentences[i].start };
    }
  }
  return null;
}

const lowerThe = (label: string) => label.replace(/^The\s/, "the ");

export function findJurisdiction(ctx: TermContext, hits = governingLawSentences(ctx.doc)): JurisdictionTerms {
  const { doc } = ctx;
  const best =
    hits.find(
      (h) => h.law && /\bgovern/i.test(doc.lower.slice(doc.sentences[h.idx].start, doc.sentences[h.idx].end)),
    ) ??
    hits.find((h) => h.law) ??
    hits[0];
  if (!best) {
    return {
      ...missingBlock({
        summary: "No governing law clause found: it is unclear which country's law applies to disputes.",
        favorabilityScore: "amber",
        ...jurisdictionAdvice({ found: false, law: null, isUk: false, ...homeFacts(foreignHome(ctx)) }),
      }),
      governingLaw: null,
      courts: null,
      ...(foreignHome(ctx) ? { home: foreignHome(ctx) } : {}),
    };
  }
  const s = doc.sentences[best.idx];
  // courts: in this sentence or the next two
  let courts: string | null = null;
  for (let i = best.idx; i < Math.min(doc.sentences.length, best.idx + 3); i++) {
    const t = doc.text.slice(doc.sentences[i].start, doc.sentences[i].end);
    const c = courtsIn(t);
    if (c) {
      courts = c;
      break;
    }
    if (!courts) courts = arbitrationIn(t);
    if (!courts) courts = venueIn(t);
  }
  const law = best.law;
  const arbitration = courts?.startsWith("arbitration") ?? false;
  const forum = courts ? `; disputes go to ${arbitration ? courts : `the ${courts}`}` : "";
  let rating: Rating;
  let summary: string;
  const home = foreignHome(ctx);
  const wider = courts && !arbitration ? widerForum(ctx, best.idx) : null;
  const theirWiderForum = wider !== null && wider.role !== ctx.side;
  // the user's own law: its home's, or a UK law for a UK company or one the contract does not describe
  const ownLaw = law !== null && (home ? law === home : UK.has(law));
  if (ownLaw && theirWiderForum) {
    rating = "amber";
    summary = `Governed by the law of ${law}${forum}, but ${lowerThe(wider.label)} may also sue in other courts.`;
  } else if (ownLaw) {
    rating = "green";
    summary = `Governed by the law of ${law}${forum}.`;
  } else if (law) {
    rating = "amber";
    summary = `Governed by the law of ${law}${forum}.`;
  } else {
    rating = "amber";
    summary = "A governing law clause exists but the place could not be read.";
  }
  return {
    ...foundBlock(doc, s.start, s.end, {
      summary,
      favorabilityScore: rating,
      confidence: law ? CONFIDENCE.exact : CONFIDENCE.keyword,
      ...jurisdictionAdvice({
        found: true,
        law,
        isUk: ownLaw,
        arbitration,
        courtsNamed: courts !== null,
        ...(theirWiderForum
          ? {
              widerForumFor: lowerThe(wider.label),
              widerForumRef: clauseRefIn(doc.clauses, wider.start),
              courts,
            }
          : {}),
        ...homeFacts(home),
      }),
    }),
    governingLaw: law,
    courts,
    ...(home ? { home } : {}),
  };
}
