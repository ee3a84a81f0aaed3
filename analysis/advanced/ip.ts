import { upperFirst as cap } from "../../common/format";
import { createdIpAdvice, existingIpAdvice, noIpClauseAdvice, transferredIpAdvice } from "../advice/index";
import { findInSentences, sentencesWithWords, triggerWords } from "../doc";
import { rankEvidence } from "../evidence";
import { roleOfPhrase } from "../parties";
import { spanIndexAt } from "../text";
import type { AdvancedClause, PartyChoice } from "../types";
import type { AdvancedInputs } from "./inputs";
import { finding, isUserRole, missing, nextSentence, partyAfter, sideLabels, subjectOf, who } from "./util";

const WORK_WORDS = triggerWords(["deliverables", "product", "bespoke", "custom", "develop", "development"]);
const IP_CLAUSE_WORDS = triggerWords([
  "intellectual",
  "copyright",
  "copyrights",
  "deliverables",
  "product",
  "own",
  "owns",
  "owned",
  "ip",
  "ipr",
  "iprs",
  "foreground",
]);

const OWNER_PHRASE_RE =
  /\b(?:assigns?,?\s+to|assigns?\s+(?:all\s+|the\s+|its\s+|any\s+)?(?:copyright|intellectual\s+property(?:\s+rights?)?|rights?|title|ownership)(?:\s+(?:in|to|of)\s+(?:them|it|(?:the|such|all)\s+[\w-]+))?\s+to|(?:retained|held)\s+(?:solely\s+|exclusively\s+)?by|assigned\s+to|transferred\s+to|(?:will|shall)\s+pass\s+to|pass(?:es)?\s+to|(?=(?:will|shall|transfers)\b)(?<=\b(?:title|ownership|rights?|copyright)\b[^.;]{0,160})(?:(?:will|shall)\s+(?:\w+\s+)?transfer|transfers)\s+to|(?:will|shall)\s+(?:\w+\s+)?(?:transfer|assign)\s+to(?=\s+(?:the\s+)?[A-Z][\w&-]*(?:\s+[A-Z][\w&-]*){0,3}\s+(?:all\s+|full\s+|the\s+|its\s+)?(?:ownership|title|rights?|copyright|intellectual))|owned\s+(?:solely\s+|exclusively\s+|jointly\s+)?by|(?:sole\s+and\s+exclusive\s+|exclusive\s+|sole\s+)?property\s+of|vests?\s+in\s+and\s+(?:remains?\s+with|belongs?\s+(?:absolutely\s+)?to|(?:be|is)\s+owned\s+by)|vests?\s+in|(?:shall\s+|will\s+)?resides?\s+(?:solely\s+)?(?:in|with)|belongs?\s+(?:(?:exclusively|solely|wholly|absolutely)\s+)?to|remains?\s+with)\s+/i;
const LATER_OWNER_RE =
  /\b(?:remains?|stays?|shall\s+remain|will\s+remain)\s+with\b[^.;]{0,80}?\buntil\b[^.;]{0,120}?\b(?:pass(?:es)?\s+to|vests?\s+in|transfers?\s+to|(?:is|be)\s+(?:assigned|transferred)\s+to)\b/i;
/** Assignments a party must obtain from its own staff or subcontractors, not a transfer between the parties. */
const FLOW_DOWN_RE =
  /\b(?:obtain|procure|ensure|require)\w*\b[^.;]{0,160}\b(?:employees|agents?|subcontractors?|sub-contractors?|consultants?|freelancers?|contractors|staff|workers|third\s+part(?:y|ies)|personnel)\b[^.;]{0,160}\bassign|\b(?:employees|agents|subcontractors|consultants|third\s+part(?:y|ies)|personnel)\b[^.;]{0,80}\b(?:written\s+)?(?:agreement|acknowledgement)\b/i;
/** "hereby assigns", "hereby irrevocably and unconditionally assigns", "hereby sells, assigns and transfers" */
const HEREBY_ASSIGNS =
  /\bhereby\s+(?:(?:irrevocably|unconditionally|absolutely|expressly|sells|conveys|transfers|and|or)[\s,]+){0,4}assigns?\b|\bhereby\s+does\s+(?:(?:irrevocably|unconditionally|absolutely)\s+)?(?:(?:grant|sell),?\s+(?:and\s+)?)?(?:assign|transfer|convey)\b/i;
const IP_TRANSFER_CORE_RE = new RegExp(
  String.raw`${HEREBY_ASSIGNS.source}|\b(?:shall|will)\s+(?:be\s+)?(?:solely\s+|exclusively\s+)?(?:owned\s+by|vest\s+in|become\s+the\s+(?:sole\s+(?:and\s+exclusive\s+)?)?property)|\bworks?\s+(?:made\s+)?for\s+hire`,
  "i",
);
/** Work made under the contract: deliverables, bespoke work, inventions and results. */
const CREATED_RE =
  /\b(?:(?:on|upon|(?:with\s+effect\s+)?from)\s+(?:its\s+|their\s+|the\s+(?:date|time|moment)\s+of\s+(?:its\s+|their\s+)?)?creation|final\s+(?:artwork|designs?|reports?|drawings?|logos?|versions?|files|deliverables?|website|videos?|photographs?|images?)|as\s+(?:soon\s+as\s+)?(?:it\s+is|they\s+are)\s+created|from\s+the\s+moment\s+(?:it\s+is|they\s+are)\s+created|deliverables|work\s+products?|bespoke|foreground|new\s+(?:materials|works?|developments?|software|code|intellectual\s+property)|custom(?:ised|ized)?\s+(?:software|development|work|materials|code|reports?|designs?|content|modules?|features?|integrations?)|results|inventions?|discoveries|improvements?|(?:made|developed|created|produced|written|designed|carried\s+out)\s+at\s+(?:the\s+)?(?:(?:request|direction|cost|expense)\s+of\b|[A-Z][\w&-]*['’]s\s+(?:request|direction|cost|expense)\b)|(?:developed|created|commissioned|arising|project)\s+(?:technology|ip|intellectual\s+property|materials?|works?|software|code|content)\b|works?\s+(?:made\s+)?for\s+hire|works?\s+of\s+authorship|(?:created|developed|produced|prepared|conceived|generated|made|authored|written|designed|taken|collected|compiled|gathered)\s+(?:solely\s+|jointly\s+|exclusively\s+)?(?:by\s+(?:the\s+)?[A-Za-z]+\s+)?(?:for\s+(?:the\s+)?[A-Z]|under\s+(?:this|the)|in\s+the\s+course|pursuant\s+to|specifically\s+for|in\s+(?:connection|performing|providing)|during)|(?:created|developed|produced|designed|written|conceived|invented)\s+jointly\b|\bjointly\s+(?:created|developed|produced|designed|written|conceived|invented)\b|(?:arising|resulting)\s+(?:from|out\s+of|under|in\s+the\s+course\s+of)\s+(?:the\s+)?(?:performance\s+of\s+)?(?:this|the)\s+(?:services|agreement|contract|project|work|programme|research|engagement)|\b(?:materials?|works|artwork|content|designs?|photographs?|images?|reports?|documents?|drawings?|code|signage|signs|menus?|logos?|brochures?|leaflets?|videos?|films?|recordings?|illustrations?|translations?|copy|websites?|plans|anything|everything)\s+(?:that\s+|which\s+)?(?:it|they|he|she|(?:the\s+)?[A-Z]\w+)\s+(?:produces|creates|prepares|develops|makes|writes|designs|takes|draws|films|records)\b|\b(?:materials?|works|artwork|content|designs?|reports?|documents?|drawings?|plans|logos?|illustrations?|code|copy|videos?|images?|photographs?|anything|everything|all\s+(?:the\s+)?work)\s+(?:that\s+|which\s+)?(?:we|you|they)\s+(?:produce|create|prepare|develop|make|write|design|take)\b|\b(?:materials?|works|artwork|content|designs?|reports?|drawings?|translations?|adaptations?|videos?|illustrations?|photographs?)(?:\s+of\s+(?:the\s+|its\s+)?[\w-]+)?\s+(?:created|made|produced|prepared|developed|written|designed|taken)\s+by\s+(?:it|them|him|her)\b|\b(?:photographs?|videos?|footage|images?|recordings?|films?)\b[^.;]{0,40}?\b(?:taken|shot|filmed|recorded)\s+by\b|\bwork\s+(?:that\s+|which\s+)?(?:it|they|he|she|we|you|(?:the\s+)?[A-Z]\w+)\s+(?:creates?|produces?|develops?|prepares?|makes?|writes?|designs?|does|performs?)\s+(?:under|in\s+the\s+course\s+of|pursuant\s+to|for\s+(?:the\s+)?[A-Z]\w*)\b)/i;
const EXCLUSION_ASIDE_RE =
  /\((?:but\s+)?(?:excluding|other\s+than|except|save\s+for|not\s+including)\b[^)]{0,160}\)/gi;
/** ", including any materials owned by the Supplier before this Agreement,": what the rights include */
const INCLUSION_ASIDE_RE =
  /,\s*(?:including|which\s+includes?)\b[^,;.()]{0,200},|\(\s*including\b[^()]{0,200}\)/gi;
/** ", except the Developer's pre-existing code libraries": what is set aside at the end of a sentence */
const EXCLUSION_TAIL_RE =
  /,\s*(?:but\s+)?(?:except|excluding|other\s+than|save\s+for|not\s+including)\b[^.;,]*/gi;
/** "shall design, build and deliver the booking system (the "Software")": the thing made under the contract */
const BUILD_VERB_RE = /\b(?:design|build|develop|create|produce|write|make|construct|program)\w*\b/g;
const PAREN_DEFINITION_RE = /\(\s*(?:the\s+)?["“]([A-Z][\w\s-]{1,40}?)["”]\s*\)/g;
/** '"Campaign Materials" means all content that the Agency creates for the Client': defined as made under the contract */
const MADE_DEFINITION_RE =
  /["“]([A-Z][\w\s-]{1,40}?)["”]\s+(?:shall\s+)?means?\b[^.;]{0,200}?\b(?:(?:it|they|the\s+[A-Z]\w+|[A-Z]\w+)\s+(?:creates|produces|develops|prepares|writes|designs|makes)|(?:created|produced|developed|prepared|written|designed|made)\s+by\s+(?:the\s+)?[A-Z]\w+\s+(?:for|under|in))\b/g;
const NOT_BUILT_RE =
  /^(?:agreement|services?|specification|project|effective\s+date|fees?|price|term|client|customer|supplier|developer)$/i;

/** Work made under the contract, not a party's own product and its improvements ("the Marks and improvements thereof"). */
function madeUnderContract(raw: string): boolean {
  if (PAID_FOR_RE.test(raw) && WORK_NOUN_RE.test(raw)) return true;
  return CREATED_RE.test(
    raw.replace(/\b(?:improvements?|enhancements?|modifications?|derivatives?)\b/gi, " "),
  );
}

/** Defined names of what the supplier is engaged to make, as a pattern for "rights in the Software". */
function builtThings(text: string): RegExp | null {
  const names = new Set<string>();
  MADE_DEFINITION_RE.lastIndex = 0;
  const defs = text.slice(0, 200_000);
  for (let m = MADE_DEFINITION_RE.exec(defs); m !== null; m = MADE_DEFINITION_RE.exec(defs)) {
    const name = m[1].trim();
    if (!NOT_BUILT_RE.test(name)) names.add(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  }
  for (const name of namesAfterBuildVerbs(text.slice(0, 60_000)))
    if (!NOT_BUILT_RE.test(name)) names.add(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return names.size > 0
    ? new RegExp(`\\b(?:in|to|of)\\s+(?:the\\s+|all\\s+)?(?:${[...names].join("|")})\\b`)
    : null;
}

/**
 * Names defined within 200 characters of the same sentence after a verb of making; each verb defines at
 * most the first name after it. Read from the definitions back, which is much faster than from every verb.
 */
function namesAfterBuildVerbs(head: string): string[] {
  const names: string[] = [];
  let from = 0;
  for (const d of head.matchAll(PAREN_DEFINITION_RE)) {
    if (d.index < from) continue;
    const stop = Math.max(head.lastIndexOf(".", d.index), head.lastIndexOf(";", d.index));
    const start = Math.max(from, stop + 1, d.index - 240);
    // the verb must start a word of the whole text, not only of the window
    const midWord = start > 0 && /\w/.test(head[start - 1]);
    const window = head.slice(start, d.index);
    for (const v of window.matchAll(BUILD_VERB_RE)) {
      if (v.index === 0 && midWord) continue;
      if (d.index - (start + v.index + v[0].length) <= 200) {
        names.push(d[1].trim());
        from = d.index + d[0].length;
        break;
      }
    }
  }
  return names;
}

/** the party that assigns in "..., and the University hereby assigns ...": the one named right before the verb */
const ASSIGNOR_BEFORE_RE =
  /(?:^|[\s,;(])(?:the\s+)?([A-Z][\w&'’-]*(?:\s+[A-Z][\w&'’-]*){0,3}|we|you)(?:\s+(?:shall|will|agrees?\s+to)\s+(?:\w+\s+){0,2}?(?:assign|transfer)\w*\s*,?\s*(?:and|&))?$/;
function assignorOf(raw: string, ctx: AdvancedInputs["ctx"]): PartyChoice | null {
  const verb = HEREBY_ASSIGNS.exec(raw);
  if (!verb) return null;
  const m = ASSIGNOR_BEFORE_RE.exec(raw.slice(Math.max(0, verb.index - 120), verb.index).trimEnd());
  return m ? (roleOfPhrase(m[1], ctx.lexicon) ?? null) : null;
}

/** A transfer of ownership from one side to the other ("hereby assigns", "shall vest in"). */
const TRANSFER_RE = new RegExp(
  String.raw`${HEREBY_ASSIGNS.source}|\b(?:shall\s+(?:\w+\s+)?assign|(?:agrees?|undertakes?)\s+to\s+(?:\w+\s+)?assign|assigns?\s+to|assigns?\s+(?:all\s+|the\s+|its\s+|any\s+)?(?:copyright|intellectual\s+property(?:\s+rights?)?|rights?|title|ownership)(?:\s+(?:in|to|of)\s+(?:them|it|(?:the|such|all)\s+[\w-]+))?\s+to|(?:irrevocably|unconditionally)\s+assigns?|(?:be|is|are)\s+(?:assigned|transferred)\s+to|transfers?\s+to|pass(?:es)?\s+to|shall\s+vest|vests?\s+in|become\s+the\s+(?:sole\s+)?(?:and\s+exclusive\s+)?property|works?\s+(?:made\s+)?for\s+hire)\b`,
  "i",
);
const OWNED_WORDS = triggerWords([
  "belong",
  "belongs",
  "vest",
  "vests",
  "property",
  "owned",
  "owns",
  "own",
  "ownership",
  "owner",
  "retains",
  "keeps",
  "yours",
  "ours",
  "title",
  "reside",
  "resides",
]);
const TITLE_TO_RE = /\b(?:title\s+to|ownership\s+of)\b/i;
/** ownership that waits for payment is ownership of work bought under the contract */
const PAID_FOR_RE =
  /\b(?:once|when|after|upon|on)\s+(?:fully\s+|duly\s+)?paid\b|\b(?:that|which)\s+(?:the\s+)?[A-Z]\w+\s+(?:\w+\s+and\s+)?(?:pays|has\s+paid)\s+for\b|\b(?:once|when|on|upon|after|following)\s+(?:full\s+|final\s+)?payment\b|\b(?:once|when|after)\s+[^.;]{0,60}?\b(?:has|have|is|are)\s+(?:been\s+)?paid\b|\bon\s+payment\s+(?:in\s+full\s+)?of\b|\bpaid\s+in\s+full\b|\bsubject\s+to\s+(?:full\s+|final\s+)?payment\b|\b(?:upon|on|after|following|once)\s+(?:the\s+)?[\w-]+['’]s\s+(?:full\s+|final\s+)?payment\b/i;
const WORK_NOUN_RE =
  /\b(?:content|posts?|articles?|materials?|designs?|reports?|photographs?|images?|artwork|copy|code|drawings?|videos?|logos?|website|deliverables|work)\b/i;
/** things made for the contract: "created by the Consultant in providing the Services", "prepared under this Agreement" */
const MADE_BY_RE =
  /\b(?:created|developed|produced|prepared|written|designed|made|taken|generated|collected|compiled|gathered)\s+(?:by\s+(?:the\s+)?[A-Z][\w&'’-]*\s+)?(?:under\s+(?:this|the)\s+(?:agreement|contract)|in\s+(?:the\s+course\s+of|providing|performing|connection\s+with)\s+(?:the\s+)?(?:services|work|project|engagement|agreement)|for\s+the\s+(?:purposes?\s+of\s+)?(?:this|the)\s+(?:agreement|services|project|engagement))/i;
/** "Customer shall be the sole owner of", unless the sentence frames it as keeping what it has ("shall retain ... and shall be the sole owner") */
const OWNER_OF = String.raw`\b(?=(?:shall|will)\s)(?<!\b(?:retain|remain)\w*\b[^.;]{0,200})(?:shall|will)\s+be\s+(?:the\s+)?(?:sole\s+(?:and\s+exclusive\s+)?|exclusive\s+)?owners?\s+of\b`;
/** "shall own", "owns", "retains all right, title and interest": ownership stated of the subject */
/** "The Customer shall be entitled to all intellectual property rights in the results" */
const ENTITLED_TO_OWN = String.raw`\b(?:shall|will)\s+be\s+entitled\s+to\s+(?:all\s+|the\s+|full\s+)?(?:right,?\s+title|ownership|intellectual\s+property|copyright)`;
const SUBJECT_OWNS_RE = new RegExp(
  String.raw`\b(?:shall|will)\s+(?:solely\s+|exclusively\s+)?own\b|${OWNER_OF}|${ENTITLED_TO_OWN}|\bowns\b|\b(?:we|you)\s+own\b|\b(?:retains?|keeps?)\s+(?:all\s+|sole\s+|the\s+)?(?:right|title|ownership|copyright|intellectual\s+property)`,
  "i",
);
/** the subject is named as owner: "shall own", "shall be the sole owner of", "retains", "keeps the copyright" */
const OWNER_SUBJECT_RE = new RegExp(
  String.raw`\b(?:shall|will)\s+own\b|${OWNER_OF}|${ENTITLED_TO_OWN}|\bowns\b|\b(?:we|you)\s+own\b|\bretains?\b|\bkeeps?\s+(?:all\s+|the\s+)?(?:copyright|intellectual|title|ownership|rights?)\b`,
  "i",
);
/** "copyright in the photographs", "rights in each translation": the works a supplier is hired to make */
const RIGHTS_IN_WORK_RE =
  /\b(?:copyright|intellectual\s+property(?:\s+rights)?|rights?)\s+in\s+(?:the\s+|all\s+|each\s+|any\s+|every\s+)?(?:final\s+|finished\s+)?(?:photographs?|photos|images?|artwork|designs?|drawings?|reports?|translations?|videos?|recordings?|logos?|illustrations?|deliverables|plans)\b/i;
/** the owner lets the other side use the work ("grants the Client a licence", "the Client may use") */
const USE_ALLOWED_RE =
  /\blicen[cs]es?\b|\b(?:may|can)\s+(?:\w+\s+)?use\b|\bpermission\s+to\s+use\b|\ballows?\s+(?:the\s+)?\w+\s+to\s+use\b/i;
/** "shall be the Customer's property", "becomes the Client's sole property" */
const POSSESSIVE_OWNER_RE =
  /\b(?:be|become|becomes|remain|remains|is|are)\s+(?:the\s+)?([A-Z][\w&-]*(?:\s+[A-Z][\w&-]*){0,3})['’]s?\s+(?:sole\s+(?:and\s+exclusive\s+)?|exclusive\s+|absolute\s+)?property\b/;
/** "each party may exploit it without accounting to the other": joint owners already free to use it */
const JOINT_USE_FREE_RE =
  /\beach\s+(?:party|of\s+the\s+parties)\s+(?:may|shall\s+be\s+(?:free|entitled)\s+to|is\s+free\s+to)\s+(?:\w+\s+){0,3}?(?:use|exploit|license|licence|commerciali[sz]e)\w*\b[^.;]{0,80}?\bwithout\s+(?:the\s+)?(?:consent|accounting|approval|payment|the\s+need)/i;
const JOINTLY_OWNED_RE =
  /\bowned\s+jointly\b|\bjointly\s+owned\b|\bjoint\s+owners(?:hip)?\b|\bco-?own(?:ed|ership)?\b|\bequal,?\s+undivided\s+(?:interest|share)\b/i;
const FOR_HIRE_RE = /\bworks?\s+(?:made\s+)?for\s+hire\b/i;
/** "shall be owned by Licensee", "shall belong to the Client": ownership named outright, not "property of" in a list of losses */
const CREATED_OWNED_BY_RE =
  /\b(?:(?:shall|will)\s+be|are|is|and)\s+(?:solely\s+|exclusively\s+)?owned\s+by\b|\b(?:shall|will)\s+be\s+(?:retained|held)\s+(?:solely\s+|exclusively\s+)?by\b|\b(?:shall|will)\s+(?:be|become)\s+(?:the\s+)?(?:sole\s+(?:and\s+exclusive\s+)?|exclusive\s+|absolute\s+)?property\s+of\b|\b(?:shall|will)\s+(?:(?:nevertheless|still|also|immediately|automatically)\s+)?(?:belong\s+(?:(?:exclusively|solely|wholly|absolutely)\s+)?to|vest\s+in)\b|\b(?:belongs\s+(?:(?:exclusively|solely|wholly|absolutely)\s+)?to|vests\s+in)\b/i;
/** "made solely by employees of a Party shall vest in that Party": each side owns what its own people make */
const EACH_OWNS_OWN_RE =
  /\b(?:made|developed|conceived|created|invented|generated)\s+solely\s+by\s+(?:(?:the\s+)?(?:employees|personnel|staff)(?:\s+(?:or|and)\s+(?:agents|contractors))?\s+of\s+)?(?:a|either|each|one)\s+party\b[^.;]{0,120}?\b(?:vest\w*\s+in|owned\s+by|(?:the\s+)?property\s+of|belong\w*\s+to)\s+(?:that|such|the\s+inventing|the\s+relevant|the\s+creating)\s+party\b|\beach\s+party\s+(?:shall|will)\s+(?:solely\s+|exclusively\s+)?own\b[^.;]{0,80}?\b(?:made|developed|conceived|created|invented|generated)\s+solely\s+by\s+(?:it|that\s+party|its\b)|\b(?:vest\w*\s+in|owned\s+by|(?:the\s+)?property\s+of|belong\w*\s+to)\s+the\s+party\s+(?:which|that|who|whose\s+(?:employees|personnel|staff))\s+(?:\w+\s+)?(?:generated|created|made|developed|conceived|produced|invented)\b/i;
/** improvements named after a party: "PPI Improvements", "Licensor's Improvements" */
const OWN_IMPROVEMENTS_RE = /\b([A-Z][\w&.-]*)(?:['’]s?)?\s+(?:Improvements?|Enhancements?|Modifications?)\b/;
const IMPROVEMENT_NOUN_RE = /\b(?:improvements?|enhancements?|modifications?)\b/i;
/** who makes the work: "made by the Licensee", "developed by Licensee" */
const MAKER_RE =
  /\b(?:made|developed|conceived|created|invented|generated|authored|designed)\s+(?:solely\s+|exclusively\s+)?by\s+/i;

/** What a party brings or already owns, even when the sentence also says "created" or "improvements". */
const NOT_CREATED_RE =
  /\b(?:existing|pre-existing|background|prior\s+to|before\s+the\s+(?:effective|commencement|start)|feedback|suggestions?|usage\s+data|aggregated?\s+data|(?:customer|client|licensee|user)\s+(?:data|content|materials?|information|inputs?))\b/i;
/** Improvements to the supplier's own product stay part of that product. */
const PRODUCT_IMPROVEMENT_RE =
  /\b(?:improvements?|enhancements?|modifications?|derivative\s+works?|updates?|upgrades?)\b[^.;]{0,60}?(?<!\b(?:course|performance|provision|rendering|scope|purposes?)\s)\b(?:to|of|in)\s+(?:the\s+|its\s+|any\s+)?(?:software|platform|services?|cloud\s+service|product|system|technology|application|licensed\s+[\w-]+|[A-Z]\w+['’]s\s+(?:technology|products?|software|patents?))\b/i;
/** Words that say who owns something; a licence alone does not. */
const OWNERSHIP_RE =
  /\b(?:(?:is|are|becomes?|shall\s+be|will\s+be)\s+(?:yours|ours)|own(?:s|ed|er|ership)?|property|title|vest(?:s|ed)?|belong(?:s)?|assign(?:s|ed|ment)?|transfer(?:s|red)?|retain(?:s|ed)?|remain(?:s)?|pass(?:es)?\s+to|works?\s+(?:made\s+)?for\s+hire|keeps?\s+(?:all\s+|the\s+)?(?:copyright|intellectual|rights?))\b/i;
const JOINT_RE = /\bjoint(?:ly)?\b/i;
const LICENCE_GRANT_RE = /\bgrants?\b(?:[^.;]|\.(?=\d)){0,400}\blicen[cs]e\b/i;
/** What intellectual property is: a sale of equipment or shares "with all right, title and interest" is not. */
const IP_OBJECT_RE =
  /\b(?:intellectual\s+property|patents?|copyrights?|trade\s*marks?|know-how|trade\s+secrets?|design\s+rights?|domain\s+names?|software|source\s+code|inventions?|moral\s+rights|database\s+rights?|works?\s+(?:made\s+)?for\s+hire|deliverables|work\s+product)\b/i;
/** Things that are not intellectual property, sold "with all right, title and interest" */
const TANGIBLE_RE =
  /\b(?:equipment|inventory|stock|goods|(?<!equal\s)shares|vehicles?|premises|land|buildings?|real\s+property|machinery|furniture|receivables|samples?|tooling|moulds?|molds?|dies|hardware)\b/i;
/** "is yours once you have paid", "remains ours": ownership named in the first person */
const FIRST_PERSON_OWNER_RE =
  /\b(?:is|are|becomes?|remains?|shall\s+(?:be|become|remain)|will\s+(?:be|become|remain))\s+(yours|ours|your\s+(?:sole\s+)?property|our\s+(?:sole\s+)?property)\b/i;
const UNTIL_PAID_RE = /\buntil\b[^.;]{0,80}?\bpaid\b/i;
/** "assigns ... all of its rights in such materials": the work a sentence before already named */
const REFERS_BACK_RE =
  /\b(?:such|these|those|the\s+same)\s+(?:[\w-]+\s+){0,2}?(?:materials|works?|deliverables|items|inventions|improvements|rights|results|designs|content)\b|\bthe\s+foregoing\b|\btherein\b/i;
/** Small print handed over in passing, not a transfer of what a side owns. */
const NO_TRANSFER_RE =
  /\bno\s+(?:right,?\s+)?(?:title|ownership|rights?)\b[^.;]{0,120}?\b(?:is|are|shall\s+be|will\s+be)\s+(?:hereby\s+)?(?:transferred|assigned|conveyed)\b|\b(?:is|are|shall\s+be|will\s+be)\s+not\s+(?:hereby\s+)?(?:transferred|assigned|conveyed)\b|\b(?:does|do|shall|will)\s+not\s+(?:transfer|assign|convey)\b/i;
/** "software tools it develops for its own use in providing the Services": the maker's kit, not work made for the client */
const OWN_TOOLS_RE =
  /\b(?:tools|utilities|methodolog(?:y|ies)|know-how|templates|libraries)\b[^.;]{0,80}?\bfor\s+(?:its|their|his|her|our)\s+own\s+(?:internal\s+)?(?:use|purposes|business)\b/i;
const OWN_ASSIGN_RE = /\b(?:shall|will|agrees?\s+to|undertakes?\s+to)\s+(?:\w+\s+)?assign\b/i;
/** rights a side picks up in the other's marks by using them ("any rights it may acquire through its use") */
const ACQUIRED_BY_USE_RE =
  /\b(?:may|might|shall|will)\s+(?:\w+\s+)?acquire\b[^.;]{0,80}?\b(?:through|by|from|as\s+a\s+result\s+of)\s+(?:(?:its|their|the)\s+)?(?:use|using)\b|\bacquired?\s+(?:through|by\s+(?:virtue|reason)\s+of|as\s+a\s+result\s+of)\s+(?:its|their|the)\s+use\b/i;
const INCIDENTAL_RE = /\b(?:feedback|suggestions?|usage\s+data|aggregated?\s+data)\b/i;

/**
 * Who owns the intellectual property: what is created under the contract (deliverables, work
 * product, improvements) and each side's existing IP and data.
 */
/**
 * An ownership finding that moves rights from one side to the other (CUAD's "IP Ownership
 * Assignment"): not each side keeping its existing IP, not the supplier keeping what it makes for a
 * customer, and not joint ownership (a category of its own).
 */
export function movesOwnership(c: AdvancedClause, side: "customer" | "supplier"): boolean {
  return (
    c.category === "ip_ownership" &&
    !c.missing &&
    c.start >= 0 &&
    c.subcategory !== "existing_ip" &&
    c.subcategory !== (side === "customer" ? "created_ip_theirs" : "created_ip_yours") &&
    c.subcategory !== "created_ip_joint"
  );
}

export function ipFindings(inp: AdvancedInputs): AdvancedClause[] {
  const { doc, ctx, detections } = inp;
  const out: AdvancedClause[] = [];
  const idxs = new Set<number>();
  for (const sp of detections.ip) {
    const i = spanIndexAt(doc.sentences, sp.start);
    if (i >= 0) idxs.add(i);
  }
  // "the Agency shall own all rights in the work it makes": read only where no sentence names an owner or a transfer
  const ownedBySubject: number[] = [];
  for (const i of sentencesWithWords(doc, IP_CLAUSE_WORDS)) {
    const s = doc.sentences[i];
    const l = doc.lower.slice(s.start, s.end);
    const raw = doc.text.slice(s.start, s.end);
    if (
      !/intellectual\s+property|copyright|deliverables|work\s+product|\bip(?:rs?)?\b|\bforeground\b|\b(?:owns?|retains?)\s+all\s+(?:\w+\s+)?rights\s+in\b/.test(
        l,
      )
    )
      continue;
    if (OWNER_PHRASE_RE.test(raw) || HEREBY_ASSIGNS.test(l)) idxs.add(i);
    else if (SUBJECT_OWNS_RE.test(raw)) ownedBySubject.push(i);
  }
  // "reports created by the Consultant in providing the Services shall belong to the Client", without saying IP;
  // read only when no sentence names IP and its owner
  for (const i of idxs.size > 0 ? [] : sentencesWithWords(doc, OWNED_WORDS)) {
    const raw = doc.text.slice(doc.sentences[i].start, doc.sentences[i].end);
    // the long test of work made under the contract runs last, once
    let createdMemo: boolean | undefined;
    const created = () => (createdMemo ??= CREATED_RE.test(raw));
    if (
      (MADE_BY_RE.test(raw) || (IMPROVEMENT_NOUN_RE.test(raw) && MAKER_RE.test(raw))) &&
      OWNER_PHRASE_RE.test(raw)
    )
      ownedBySubject.push(i);
    else if ((JOINTLY_OWNED_RE.test(raw) || EACH_OWNS_OWN_RE.test(raw)) && created()) ownedBySubject.push(i);
    // "reports that the Provider creates for the Customer shall be the Customer's property",
    // "custom reports developed by Licensor for Licensee shall be owned by Licensee"
    else if (
      (POSSESSIVE_OWNER_RE.test(raw) || CREATED_OWNED_BY_RE.test(raw)) &&
      created() &&
      !NOT_CREATED_RE.test(raw)
    )
      ownedBySubject.push(i);
    // "Title to inventions made by University personnel in the Research shall reside in University"
    else if (TITLE_TO_RE.test(raw) && OWNER_PHRASE_RE.test(raw) && created() && !NOT_CREATED_RE.test(raw))
      ownedBySubject.push(i);
    // "Anything we create specially for you is yours once you have paid for it"
    else if (FIRST_PERSON_OWNER_RE.test(raw) && created() && !NOT_CREATED_RE.test(raw))
      ownedBySubject.push(i);
    // "The Agency retains ownership of the designs it creates and grants the Client a licence"
    else if (SUBJECT_OWNS_RE.test(raw) && created() && !NOT_CREATED_RE.test(raw)) ownedBySubject.push(i);
    // "The Client owns the content of the posts once the retainer has been paid": work bought and paid for
    else if (
      PAID_FOR_RE.test(raw) &&
      WORK_NOUN_RE.test(raw) &&
      (OWNER_PHRASE_RE.test(raw) || SUBJECT_OWNS_RE.test(raw))
    )
      ownedBySubject.push(i);
  }
  // the sentence that transfers or vests ownership comes first, not the first one to mention IP
  const cues = { core: IP_TRANSFER_CORE_RE, against: FLOW_DOWN_RE };
  const sorted = [
    ...rankEvidence(doc, [...idxs], "ip", cues),
    ...rankEvidence(
      doc,
      idxs.size > 0
        ? []
        : ownedBySubject.filter((i) => {
            const raw = doc.text.slice(doc.sentences[i].start, doc.sentences[i].end);
            return (
              (madeUnderContract(raw) || (IMPROVEMENT_NOUN_RE.test(raw) && MAKER_RE.test(raw))) &&
              !OWN_TOOLS_RE.test(raw)
            );
          }),
      "ip",
      cues,
    ),
  ]
    .map((c) => c.idx)
    // a transfer from one side to the other tells more than "each party owns what it makes" or joint ownership
    .sort((a, b) => ownEachOrJoint(doc, a) - ownEachOrJoint(doc, b));
  const built = builtThings(doc.text);
  let created: AdvancedClause | null = null;
  let existing: AdvancedClause | null = null;
  let transfers = false;
  for (const i of sorted) {
    const s = doc.sentences[i];
    const raw = doc.text.slice(s.start, s.end);
    // "remains with the Designer until the Client has paid all fees, when it passes to the Client": the last owner
    // ", including any materials owned by the Supplier before this Agreement," names what is included, not the owner
    const main = raw.replace(INCLUSION_ASIDE_RE, (aside) => " ".repeat(aside.length));
    const m = LATER_OWNER_RE.test(main)
      ? ([...main.matchAll(new RegExp(OWNER_PHRASE_RE.source, "gi"))].pop() ?? null)
      : OWNER_PHRASE_RE.exec(main);
    const possessive = POSSESSIVE_OWNER_RE.exec(main);
    let owner: PartyChoice | null = m
      ? partyAfter(raw, m.index + m[0].length, ctx)
      : possessive
        ? partyAfter(raw, possessive.index + possessive[0].indexOf(possessive[1]), ctx)
        : null;
    if (!owner && OWNER_SUBJECT_RE.test(raw)) owner = subjectOf(raw, ctx);
    const mineOrOurs = !owner ? FIRST_PERSON_OWNER_RE.exec(raw) : null;
    if (mineOrOurs) owner = roleOfPhrase(/^your/i.test(mineOrOurs[1]) ? "you" : "us", ctx.lexicon) ?? null;
    // "We own the copyright until you have paid for it. Once paid, ownership passes to you.": the last owner
    const then = UNTIL_PAID_RE.test(raw) ? nextSentence(doc, i) : "";
    const passes = then ? OWNER_PHRASE_RE.exec(then) : null;
    const later = passes ? partyAfter(then, passes.index + passes[0].length, ctx) : null;
    if (later) owner = later;
    // "X hereby assigns ..." and "X agrees that its work shall be works made for hire": the other side owns
    if ((HEREBY_ASSIGNS.test(raw) && !m) || (!owner && FOR_HIRE_RE.test(raw))) {
      // "work created by the Contractor ... is work made for hire": the maker gives it up
      const maker = /\b(?:created|developed|prepared|produced|made|written|authored)\s+by\s+/i.exec(raw);
      const giver =
        assignorOf(raw, ctx) ??
        subjectOf(raw, ctx) ??
        (FOR_HIRE_RE.test(raw) && maker ? partyAfter(raw, maker.index + maker[0].length, ctx) : null);
      if (giver && giver !== "both") owner = giver === "supplier" ? "customer" : "supplier";
    }
    // "All Work Product shall be deemed works made for hire. To the extent it is not, Consultant hereby
    // assigns all rights therein to Client.": the fallback assignment names the hiring party
    if (!owner && FOR_HIRE_RE.test(raw)) {
      const fallback = nextSentence(doc, i);
      const to = OWNER_PHRASE_RE.exec(fallback);
      const assignee = to ? partyAfter(fallback, to.index + to[0].length, ctx) : null;
      const assignor = !assignee && HEREBY_ASSIGNS.test(fallback) ? subjectOf(fallback, ctx) : null;
      if (assignee && assignee !== "both") owner = assignee;
      else if (assignor && assignor !== "both") owner = assignor === "supplier" ? "customer" : "supplier";
    }
    if (!OWNERSHIP_RE.test(raw)) continue;
    if (TANGIBLE_RE.test(raw) && !IP_OBJECT_RE.test(raw)) continue;
    // a licence grant says nothing of ownership, unless the sentence also says who keeps the work
    // ("... shall be owned by Host, and Host grants Client a licence to use it")
    const grant = LICENCE_GRANT_RE.exec(raw);
    const ownedBeforeGrant = m !== null && grant !== null && m.index < grant.index;
    if (grant && !TRANSFER_RE.test(raw) && !(owner && (SUBJECT_OWNS_RE.test(raw) || ownedBeforeGrant)))
      continue;
    // "shall be owned by the Customer, and the Supplier ... shall procure that its staff assign": owned first, then flowed down
    // "The Supplier shall assign, and shall procure that its subcontractors assign, ...": its own transfer comes first
    const flowDown = FLOW_DOWN_RE.exec(raw);
    const ownAssign = OWN_ASSIGN_RE.exec(raw);
    if (flowDown && !(m && m.index < flowDown.index) && !(ownAssign && ownAssign.index < flowDown.index))
      continue;
    // "No title to or ownership of the Marks is transferred to Distributor": a denial, not a transfer
    if (NO_TRANSFER_RE.test(raw)) continue;
    if (TRANSFER_RE.test(raw)) transfers = true;
    const eachOwnsOwn = EACH_OWNS_OWN_RE.test(raw);
    // "jointly owned by the parties" is neither side's alone
    const joint = !eachOwnsOwn && ((owner === "both" && JOINT_RE.test(raw)) || JOINTLY_OWNED_RE.test(raw));
    if (joint) owner = null;
    // "Licensee hereby assigns to Licensor all Improvements made by Licensee": the customer's own work goes to the supplier
    const makerAt = MAKER_RE.exec(raw);
    const maker = makerAt
      ? partyAfter(raw, makerAt.index + makerAt[0].length, ctx)
      : HEREBY_ASSIGNS.test(raw) || /\b(?:shall|will|agrees?\s+to)\s+(?:\w+\s+)?assign\b/i.test(raw)
        ? (assignorOf(raw, ctx) ?? subjectOf(raw, ctx))
        : null;
    // "All improvements made by either party shall be owned by the Licensor": the customer's improvements too
    const grantBack =
      owner === "supplier" && (maker === "customer" || (maker === "both" && IMPROVEMENT_NOUN_RE.test(raw)));
    // "PPI Improvements shall be owned by PPI", "improvements made by the Licensor belong to the Licensor": its own
    const improver = OWN_IMPROVEMENTS_RE.exec(raw);
    const ownImprovements =
      owner !== null &&
      owner !== "both" &&
      IMPROVEMENT_NOUN_RE.test(raw) &&
      // "inventions, improvements or works developed ... in the course of the Services": work made under the contract
      !madeUnderContract(raw) &&
      (maker === owner || (improver !== null && roleOfPhrase(improver[1], ctx.lexicon) === owner));
    const mine = owner === "both" ? null : isUserRole(owner, ctx);
    // the owner's own product and its improvements stay existing IP, unless ownership moves
    // "(excluding the Developer's Background Materials)" sets aside what is not created
    // "... hereby assigns all its rights in such materials" is about the work the sentence before names
    // ("All Deliverables, and all rights therein, ..." names its work itself)
    const namesWork = CREATED_RE.test(raw) || built?.test(raw) === true;
    const before = i > 0 && REFERS_BACK_RE.test(raw) && !namesWork ? doc.sentences[i - 1] : null;
    const kept = `${before ? doc.text.slice(before.start, before.end) : ""} ${raw}`
      .replace(EXCLUSION_ASIDE_RE, " ")
      .replace(EXCLUSION_TAIL_RE, " ");
    // "modifications to the Customer's systems made by the Supplier shall belong to the Customer": one side's work, the other's to own
    const madeForOther =
      makerAt !== null &&
      IMPROVEMENT_NOUN_RE.test(raw) &&
      maker !== null &&
      maker !== "both" &&
      owner !== null &&
      owner !== "both" &&
      maker !== owner;
    const isCreated =
      !ownImprovements &&
      ((grantBack && makerAt !== null) ||
        madeForOther ||
        ((CREATED_RE.test(kept) ||
          built?.test(kept) ||
          RIGHTS_IN_WORK_RE.test(kept) ||
          (PAID_FOR_RE.test(kept) && WORK_NOUN_RE.test(kept))) &&
          !NOT_CREATED_RE.test(kept) &&
          (TRANSFER_RE.test(raw) || !PRODUCT_IMPROVEMENT_RE.test(raw))));
    if (isCreated && !created) {
      const licenceGiven = USE_ALLOWED_RE.test(`${raw} ${nextSentence(doc, i)}`);
      const jointUseFree = joint && JOINT_USE_FREE_RE.test(`${raw} ${nextSentence(doc, i)}`);
      // a customer left with a licence to the work it paid for is less exposed than one left with nothing
      const jointUnfree =
        eachOwnsOwn &&
        JOINTLY_OWNED_RE.test(`${raw} ${nextSentence(doc, i)}`) &&
        !JOINT_USE_FREE_RE.test(`${raw} ${nextSentence(doc, i)}`);
      const ownerKind = eachOwnsOwn
        ? "each"
        : grantBack
          ? "grant-back"
          : mine === true
            ? "user"
            : mine === false
              ? "other"
              : joint
                ? "joint"
                : "unclear";
      const keepsExisting = supplierKeepsExisting(inp);
      const risk =
        ownerKind === "each"
          ? jointUnfree
            ? "medium"
            : "low"
          : ownerKind === "grant-back"
            ? ctx.side === "customer"
              ? "medium"
              : "low"
            : mine === true || jointUseFree
              ? "low"
              : mine === false
                ? ctx.side === "customer" && !licenceGiven
                  ? "high"
                  : // a supplier that keeps its existing materials and licenses them into the work has the usual deal
                    ctx.side === "supplier" && keepsExisting === "licensed"
                    ? "low"
                    : "medium"
                : "medium";
      created = finding(doc, s.start, s.end, {
        name: "Ownership of work created",
        category: "ip_ownership",
        subcategory: {
          each: "created_ip_each_own",
          "grant-back": "created_ip_grant_back",
          user: "created_ip_yours",
          other: "created_ip_theirs",
          joint: "created_ip_joint",
          unclear: "created_ip_unclear",
        }[ownerKind],
        risk,
        confidence: owner || eachOwnsOwn ? 80 : 60,
        whyItMatters:
          ownerKind === "each"
            ? "Each side owns what its own people create under the contract."
            : ownerKind === "grant-back"
              ? ctx.side === "customer"
                ? "What you create yourself under the contract (such as your improvements) becomes the other side's, so you cannot reuse or license it without their permission."
                : "What the customer creates itself under the contract (such as its improvements) becomes yours."
              : createdOwnerText(mine, owner, joint || JOINT_RE.test(raw), inp, PAID_FOR_RE.test(raw)),
        ...createdIpAdvice({
          ...sideLabels(ctx),
          owner: ownerKind,
          jointUnfree,
          jointUseFree,
          supplierKeepsExisting: keepsExisting,
          licenceGiven,
          licenceTerms: licenceTermsOf(`${raw} ${nextSentence(doc, i)}`),
        }),
      });
    } else if (!isCreated && !existing && TRANSFER_RE.test(raw) && !INCIDENTAL_RE.test(raw)) {
      // existing IP assigned outright from one side to the other; "any rights it may acquire in the
      // Marks through its use of them" goes back to the owner of the marks, as is usual
      const byUse = ACQUIRED_BY_USE_RE.test(raw);
      existing = finding(doc, s.start, s.end, {
        name: "Transfer of existing intellectual property",
        category: "ip_ownership",
        subcategory:
          mine === true
            ? "ip_transferred_to_you"
            : mine === false
              ? "ip_transferred_from_you"
              : "ip_transferred",
        risk: mine === true || byUse ? "low" : "medium",
        confidence: mine === null ? 60 : 75,
        whyItMatters:
          byUse && mine !== null
            ? mine
              ? "Any rights the other side gains in your marks or materials by using them pass to you."
              : `Any rights you gain in ${who(owner, ctx)}'s marks or materials by using them pass to ${who(owner, ctx)}, which is usual.`
            : mine === true
              ? "The contract assigns intellectual property that the other side already holds to you."
              : mine === false
                ? `The contract assigns intellectual property you already hold to ${who(owner, ctx)}, so you stop owning it.`
                : "The contract assigns existing intellectual property from one party to the other, but it is not clear which side gives it up.",
        ...transferredIpAdvice({
          ...sideLabels(ctx),
          to: mine === true ? "user" : mine === false ? (byUse ? "owner" : "other") : "unclear",
        }),
      });
    } else if (!isCreated && !existing) {
      existing = finding(doc, s.start, s.end, {
        name: "Ownership of existing IP and data",
        category: "ip_ownership",
        subcategory: "existing_ip",
        risk: "low",
        confidence: 70,
        whyItMatters:
          INCIDENTAL_RE.test(raw) && TRANSFER_RE.test(raw) && mine !== null
            ? mine
              ? "Suggestions and feedback the other side gives about your product become yours."
              : "Suggestions and feedback you give about the other side's product become theirs. That is usual; it does not cover your own data or work."
            : owner === null || owner === "both"
              ? "Each side keeps what it owned before the contract; the clause records who owns what."
              : mine === true
                ? "You keep ownership of what you bring to the contract; the other side gets only the rights the contract grants."
                : `${cap(who(owner, ctx))} keeps ownership of what it brings to the contract; you get only the rights the contract grants.`,
        ...existingIpAdvice(),
      });
    }
    if (created && existing) break;
  }
  if (created) out.push(created);
  if (existing) out.push(existing);
  // a clause moving ownership from one side to the other is not silence about who owns the work
  if (
    !created &&
    !transfers &&
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

const ownEachOrJoint = (doc: AdvancedInputs["doc"], i: number) => {
  const raw = doc.text.slice(doc.sentences[i].start, doc.sentences[i].end);
  return EACH_OWNS_OWN_RE.test(raw) || (JOINTLY_OWNED_RE.test(raw) && !HEREBY_ASSIGNS.test(raw)) ? 1 : 0;
};

/** What a licence to the work already gives: "an irrevocable, royalty-free licence to copy, use and adapt". */
function licenceTermsOf(text: string) {
  return {
    permanent: /\b(?:irrevocable|perpetual|permanent)\b/i.test(text),
    royaltyFree:
      /\broyalty[\s-]free\b|\bfree\s+of\s+charge\b|\bwithout\s+(?:further\s+)?(?:charge|payment|fee)\b|\bfully\s+paid\b/i.test(
        text,
      ),
    anyUse:
      /\bfor\s+any\s+purpose\b(?!\s+(?:related|connected|relating|in\s+connection))|\bunrestricted\b|\bwithout\s+restriction\b/i.test(
        text,
      ),
    changes: /\b(?:modify|modif(?:y|ies|ication)|adapt|amend|alter|change|create\s+derivative)\w*\b/i.test(
      text,
    ),
  };
}

/** "The Consultant retains ownership of its pre-existing methodologies": the supplier keeps what it brings */
const KEEPS_EXISTING_RE =
  /\b(?:retains?|keeps?|remains?\s+the\s+(?:owner|property))\b[^.;]{0,80}?\b(?:pre-existing|existing|background|prior)\b|\b(?:retains?|keeps?)\s+(?:all\s+|sole\s+|full\s+)?(?:ownership|title|rights?|copyright|intellectual\s+property(?:\s+rights)?)\s+(?:of|in|to)\s+(?:and\s+to\s+)?(?:its|their|his|her|our)\s+(?:own\s+)?[^.;]{0,40}?\b(?:templates|tools|know-how|methodolog(?:y|ies)|libraries|working\s+files|materials)\b|\bassigns?\b[^.;]{0,200}?\b(?:except|excluding|other\s+than|save\s+for|not\s+including)\s+(?:the\s+|its\s+)?(?:[\w'’-]+\s+){0,2}?(?:pre-existing|existing|background|tools|know-how|(?:code\s+|software\s+)?libraries|methodolog(?:y|ies))\b|\b(?:pre-existing|background)\s+(?:\w+\s+){0,4}?(?:shall\s+|will\s+)?(?:remain|belong|stay)\w*\b/i;

function supplierKeepsExisting(inp: AdvancedInputs): "licensed" | "kept" | null {
  const { doc, ctx } = inp;
  for (const i of sentencesWithWords(doc, KEEP_WORDS)) {
    const raw = doc.text.slice(doc.sentences[i].start, doc.sentences[i].end);
    if (!KEEPS_EXISTING_RE.test(raw)) continue;
    const who = subjectOf(raw, ctx);
    if (who !== "supplier" && who !== "both" && !/\beach\s+party\b/i.test(raw)) continue;
    // "retains all rights in its pre-existing tools ... and grants Client a non-exclusive, perpetual license to use them"
    return LICENCE_GRANT_RE.test(raw) || LICENCE_GRANT_RE.test(nextSentence(doc, i)) ? "licensed" : "kept";
  }
  return null;
}
const KEEP_WORDS = triggerWords([
  "retain",
  "retains",
  "keep",
  "keeps",
  "remain",
  "remains",
  "pre-existing",
  "existing",
  "background",
  "assigns",
]);

/** What the ownership of created work means, from the user's side of the deal. */
function createdOwnerText(
  mine: boolean | null,
  owner: PartyChoice | null,
  joint: boolean,
  inp: AdvancedInputs,
  onPayment: boolean,
): string {
  const { ctx } = inp;
  if (mine === true)
    return ctx.side === "customer"
      ? `The contract says that what is created for you under it becomes yours${onPayment ? " once you have paid for it" : ""}, so you can use and change it freely.`
      : "The contract says that you keep ownership of what you create under it; the customer gets only the rights the contract grants.";
  if (mine === false)
    return ctx.side === "customer"
      ? `The contract says that what is created under it belongs to ${who(owner, ctx)}, even though you pay for it. You may need their permission to reuse or change it, or to move to another supplier.`
      : `The contract says that what you create under it becomes ${who(owner, ctx)}'s${onPayment ? " once you are paid for it" : ""}, so you cannot reuse it freely for other clients.`;
  return joint
    ? "The contract makes what is created jointly owned, so neither side can use or license it freely without the other."
    : "The contract deals with who owns what is created, but it is not clear which side that is.";
}
