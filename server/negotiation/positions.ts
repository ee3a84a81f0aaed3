import type { ContractAnalysis } from "../../analysis/types";
import { draftAlternative, hasClauseEntry } from "../../common/clause-library/index";
import { REVIEW_TERMS } from "../../common/review-terms";
import type { SettingsUser } from "../settings/service";
import { alternativeContext } from "./alternative";
import { termPosition } from "./outgoing";
import { rowValue } from "./table-row";
import { plainConcerns } from "./user-reason";

/**
 * The user's preferred position for a term they reject: the clause library's wording built from
 * their risk settings and the contract's parties and values. Rejecting never deletes a clause (a
 * contract without, say, a governing law is worse than one with a foreign one), so the rejection
 * carries this wording in its place. Null when it cannot be drafted: the clause already meets the
 * user's settings (a draft from them would say the same), so only the user can say what they want.
 */
export function preferredPosition(options: {
  analysis: ContractAnalysis;
  termType: string;
  user: SettingsUser;
  /**
   * the user's private concerns with the rejection: figures they ask for are drafted, and a part they
   * say they accept is kept; the words themselves are never sent
   */
  concerns?: string | null;
}): string | null {
  const term = REVIEW_TERMS.find((t) => t.id === options.termType);
  if (!term || !hasClauseEntry(term.id)) return null;
  if (!termPosition(options.analysis, term.id)) return null;
  const block = options.analysis[term.block];
  // a table row's label stays in its own cell: the wording is drafted from the value
  const original = block.found ? rowValue(block.excerpt) : null;
  const concerns = plainConcerns(options.concerns) ?? "";
  return draftAlternative(term.id, alternativeContext(options.analysis, options.user, concerns, original))
    .alternativeClause;
}

const sameWording = (a: string, b: string) =>
  a.replace(/\s+/g, " ").trim().toLowerCase() === b.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * What we ask for, as the analysis words it, when `wording` is the one drafted from the user's settings
 * alone, so that the position's figures and the wording's agree. Wording the user wrote, or drafted from
 * the reason they gave ("our customers pay us in 60 days"), may ask for other figures: it gets none.
 */
export function settingsPosition(options: {
  analysis: ContractAnalysis;
  termType: string;
  wording: string;
  user: SettingsUser;
}): string | null {
  const fromSettings = preferredPosition({
    analysis: options.analysis,
    termType: options.termType,
    user: options.user,
  });
  return fromSettings !== null && sameWording(options.wording, fromSettings)
    ? termPosition(options.analysis, options.termType)
    : null;
}

/**
 * The drafting of a rejection's wording from one user's settings, as the decisions service asks for it;
 * given the user's reasoning, a part of the clause it says they accept is kept.
 */
export const preferredPositionFor =
  (user: SettingsUser) => (analysis: ContractAnalysis, termType: string, concerns?: string | null) =>
    preferredPosition({ analysis, termType, user, concerns });
