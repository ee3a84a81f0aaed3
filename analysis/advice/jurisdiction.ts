import { keep, type TermAdvice } from "./types";

export interface JurisdictionFacts {
  found: boolean;
  /** the governing law as read ("England and Wales", "New York"), null when unreadable */
  law: string | null;
  /** the law is the user's own: a UK law for a UK (or undescribed) company, else the law of its home */
  isUk: boolean;
  /** disputes go to arbitration rather than the courts */
  arbitration?: boolean;
  /** where the user's company is incorporated, when the contract says and it is outside the UK */
  home?: string | null;
  /** the home is a US state: its law is "the law of the State of X", its courts "the state and federal courts in X" */
  homeIsState?: boolean;
  /** the contract names the courts (or arbitration) that decide disputes; absent is read as named */
  courtsNamed?: boolean;
  /** the other side alone may also sue in other courts ("the Supplier"), with the courts the user is held to */
  widerForumFor?: string;
  /** the clause that gives it ("clause 14.2") */
  widerForumRef?: string;
  courts?: string | null;
}

const ENGLAND = "England and Wales";

/** Governing-law advice: the user keeps its own law and asks for it otherwise (England and Wales for a UK business). */
export function jurisdictionAdvice(f: JurisdictionFacts): TermAdvice {
  const place = f.home ?? ENGLAND;
  const home = f.homeIsState
    ? `the law of the State of ${place}, with the state and federal courts in ${place} having exclusive jurisdiction`
    : `the law of ${place}, with the courts of ${place} having exclusive jurisdiction`;
  if (!f.found)
    return {
      recommendation: `Ask for a clause saying the contract is governed by the law of ${place} and that the courts of ${place} decide disputes.`,
      proposal: () => `The contract does not state which law governs it; we propose ${home}.`,
    };
  if (f.law && f.isUk && f.widerForumFor) {
    const held = f.courts ? `the ${f.courts}` : "the courts it names";
    return {
      recommendation: `Only ${f.widerForumFor} may also sue in other courts: you could face a claim abroad, while you may only sue in ${held}. Ask that both sides are held to the same courts.`,
      proposal: (ref) =>
        `${f.widerForumRef ?? ref} lets ${f.widerForumFor} bring proceedings in other courts, while we may only do so in ${held}; we propose that ${held} have exclusive jurisdiction for both parties.`,
    };
  }
  if (f.law && f.isUk && f.home && f.arbitration)
    return keep(
      `Your own law keeps the contract on familiar ground. Disputes go to arbitration, which is private but usually costs more than the courts for a small claim; check you are content with that.`,
    );
  // the law is the user's own but no court is named: keep the law, and say the courts could be named too
  const courtsToo = `The contract does not say which courts decide disputes; you could ask it to name the courts of ${f.home ?? f.law ?? place}.`;
  if (f.law && f.isUk && f.courtsNamed === false)
    return keep(
      `${f.home ? "Your own law" : "A UK law"} keeps the contract on familiar ground. Keep it. ${courtsToo}`,
    );
  if (f.law && f.isUk && f.home)
    return keep("Your own law and courts keep any dispute local and affordable. Keep it.");
  if (f.law && f.isUk && f.arbitration)
    return keep(
      "A UK law keeps the contract on familiar ground. Disputes go to arbitration, which is private but usually costs more than the courts for a small claim; check you are content with that.",
    );
  if (f.law && f.isUk) return keep("A UK law and UK courts keep any dispute local and affordable. Keep it.");
  if (f.law)
    return {
      recommendation: `A dispute would be decided under ${f.law} law, which means ${f.home ? "lawyers and travel away from home" : "foreign lawyers and travel"}. Ask for the law and courts of ${place}, or at least for your home courts.`,
      proposal: (ref) => `${ref} applies the law of ${f.law}; we propose ${home}.`,
    };
  return {
    recommendation: `Check which country's law applies and ask for ${place} if it is elsewhere.`,
    proposal: (ref) => `${ref} does not clearly identify the governing law; we propose ${home}.`,
  };
}
