import type { Analysis } from "../../../../common/api/analysis";
import { sameCompany } from "../../../../common/company-name";
import { companyNameCase, formatDate } from "../../../../common/format";

type Side = Analysis["side"];
type Party = Analysis["parties"]["all"][number];

export type GlanceParty = {
  /** the company as the contract names it, in ordinary case */
  name: string;
  /** the contract's own word for the party: "the Agency", or a short name such as "Granite Peak" */
  alias: string | null;
  role: Side | null;
  /** the party the user is: their company by name, else the party on the side the review takes */
  isYou: boolean;
};

/** Something to check about the side the review takes, or null when nothing is odd. */
export type SideNotice =
  | { kind: "not-named"; company: string }
  | { kind: "other-side"; company: string; role: Side; side: Side };

export type Glance = {
  parties: GlanceParty[];
  /** "Starts 06/04/2026" or "Start date: Not stated" */
  start: string;
  /** "Ends 05/04/2028, then renews automatically" or "No fixed end date" */
  end: string;
  notice: SideNotice | null;
};

const MAX_PARTIES = 2;

const FIRST_PERSON_RE = /^(?:we|us|our|ours|you|your|yours)$/i;

/** A short name made from the company's own ("Granite Peak") is used bare; a role word ("Agency") takes "the". */
function aliasWords(party: Party): string | null {
  const alias = party.alias?.trim();
  // first-person terms call the parties "we" and "you": pronouns, not defined terms ("the we")
  if (!alias || FIRST_PERSON_RE.test(alias)) return null;
  const firstWord = alias.split(/\s+/)[0].toLowerCase();
  const nameWords = party.name.toLowerCase().split(/[^a-z0-9&'-]+/);
  return nameWords.includes(firstWord) ? alias : `the ${alias}`;
}

/** The customer and the supplier when the contract says which is which, else the first two it names. */
function mainParties(parties: Analysis["parties"]): Array<{ party: Party; role: Side | null }> {
  const { customer, supplier, all } = parties;
  const roleOf = (p: Party): Side | null =>
    p.name === customer?.name ? "customer" : p.name === supplier?.name ? "supplier" : (p.role ?? null);
  const ordered = [customer, supplier, ...all].filter((p): p is Party => Boolean(p));
  const chosen: Party[] = [];
  for (const p of ordered)
    if (chosen.length < MAX_PARTIES && !chosen.some((c) => c.name === p.name)) chosen.push(p);
  return chosen.sort((a, b) => a.start - b.start).map((party) => ({ party, role: roleOf(party) }));
}

/** The two parties with their roles, which one the user is, and when the contract starts and ends. */
export function glanceOf(analysis: Analysis, ownCompanyName?: string | null): Glance {
  const own = ownCompanyName?.trim() ?? "";
  const isOwn = (p: Party) =>
    Boolean(own) && (sameCompany(p.name, own) || Boolean(p.alias && sameCompany(p.alias, own)));
  const main = mainParties(analysis.parties);
  const ownParty = main.find(({ party }) => isOwn(party)) ?? null;
  // roles the engine gave from the user's side (a one-way NDA's discloser and recipient) are not the contract's
  const ownRoles = analysis.parties.rolesFromOwnCompany === true;
  const parties = main.map(({ party, role }) => ({
    name: companyNameCase(party.name),
    alias: aliasWords(party),
    role: ownRoles ? null : role,
    isYou: ownParty ? ownParty.party === party : role === analysis.side,
  }));

  let notice: SideNotice | null = null;
  if (own && main.length && !ownParty) notice = { kind: "not-named", company: own };
  else if (ownParty?.role && ownParty.role !== analysis.side)
    notice = { kind: "other-side", company: own, role: ownParty.role, side: analysis.side };

  const startIso =
    analysis.effectiveDate?.value ?? analysis.agreementDate?.value ?? analysis.keyData?.startDate ?? null;
  const endIso = analysis.expirationDate?.value ?? analysis.keyData?.endDate ?? null;
  const renews = analysis.renewalTerms.autoRenewal === true;
  const start = startIso ? `Starts ${formatDate(startIso)}` : "Start date: Not stated";
  // an automatic renewal whose first term has no date read from it still renews: say so, not "no end"
  const end = endIso
    ? `Ends ${formatDate(endIso)}${renews ? ", then renews automatically" : ""}`
    : renews
      ? "End of first term: Not stated, then renews automatically"
      : "No fixed end date";
  return { parties, start, end, notice };
}

/** "Brightwater Creative Limited (the Agency) — supplier" */
export function partyLine(party: GlanceParty): string {
  const alias = party.alias ? ` (${party.alias})` : "";
  return `${party.name}${alias}${party.role ? ` — ${party.role}` : ""}`;
}

/** The quiet notice under the strip: what looks wrong about the side, and what to check. */
export function noticeText(notice: SideNotice): string {
  if (notice.kind === "not-named")
    return `Your company, ${notice.company}, is not named as a party, so check that your side of the deal is right.`;
  return `Your company, ${notice.company}, is the ${notice.role} in this contract, but the ratings are from the ${notice.side}'s side. Check your side of the deal.`;
}
