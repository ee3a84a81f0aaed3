import { keep, type TermAdvice } from "./types";

export interface JurisdictionFacts {
  found: boolean;
  /** the governing law as read ("England and Wales", "New York"), null when unreadable */
  law: string | null;
  /** true when the law is one of the UK's three legal systems */
  isUk: boolean;
  /** disputes go to arbitration rather than the courts */
  arbitration?: boolean;
}

const HOME =
  "the law of England and Wales, with the courts of England and Wales having exclusive jurisdiction";

/** Governing-law advice: a UK business keeps a UK law and asks for England and Wales otherwise. */
export function jurisdictionAdvice(f: JurisdictionFacts): TermAdvice {
  if (!f.found)
    return {
      recommendation:
        "Ask for a clause saying the contract is governed by the law of England and Wales and that the courts of England and Wales decide disputes.",
      proposal: () => `The contract does not state which law governs it; we propose ${HOME}.`,
    };
  if (f.law && f.isUk && f.arbitration)
    return keep(
      "A UK law keeps the contract on familiar ground. Disputes go to arbitration, which is private but usually costs more than the courts for a small claim; check you are content with that.",
    );
  if (f.law && f.isUk) return keep("A UK law and UK courts keep any dispute local and affordable. Keep it.");
  if (f.law)
    return {
      recommendation: `A dispute would be decided under ${f.law} law, which means foreign lawyers and travel. Ask for the law and courts of England and Wales, or at least for your home courts.`,
      proposal: (ref) => `${ref} applies the law of ${f.law}; we propose ${HOME}.`,
    };
  return {
    recommendation: "Check which country's law applies and ask for England and Wales if it is elsewhere.",
    proposal: (ref) => `${ref} does not clearly identify the governing law; we propose ${HOME}.`,
  };
}
