import type { RiskThresholds } from "../../common/risk-settings";
import type { IndemnityShape } from "../risk";
import type { Rating, Side } from "../types";
import { keep, type PartyLabels, type TermAdvice } from "./types";
import { otherRole, roleWord } from "./wording";

export interface IndemnityFacts {
  shape: IndemnityShape;
  rating: Rating;
  side: Side;
  thresholds: RiskThresholds;
  labels: PartyLabels;
  /** the kinds of claim the other side's indemnity already names */
  covers?: { ip: boolean; data: boolean };
  /** the supplier works with people or equipment at the customer's place, and supplies nothing others own rights in */
  onSiteWork?: boolean;
  /** the contract sells goods and handles no personal data */
  goods?: boolean;
  /** nothing is bought or sold (a confidentiality agreement) */
  nothingSupplied?: boolean;
  /** the contract has no liability cap an indemnity could fall under */
  noCap?: boolean;
  /** the contract's cap limits only the other side's liability */
  capNotOurs?: boolean;
  /** the contract has a cap but says it does not apply to the user's indemnity */
  outsideCap?: boolean;
}

const otherName = (f: IndemnityFacts) => roleWord(f.labels, otherRole(f.side));

const UNDER_CAP =
  "subject to the limitation of liability in the contract, other than for liability that cannot be limited by law";
/** with no cap in the contract to fall under, the usual one is named */
const NEW_CAP =
  "capped at the charges paid in the 12 months before the claim, other than for liability that cannot be limited by law";
/** why the user must name a cap: the contract has none, or only the other side's */
const noCapOfOurs = (f: IndemnityFacts) =>
  f.noCap ? "the contract has no liability cap" : `the contract's liability cap covers only ${otherName(f)}`;
/** a cap that by its words leaves indemnities out covers them only once those words go */
const BACK_UNDER_CAP =
  "subject to the limitation of liability in the contract, which should no longer exclude indemnities, other than for liability that cannot be limited by law";
const underCap = (f: IndemnityFacts) =>
  f.noCap || f.capNotOurs ? NEW_CAP : f.outsideCap ? BACK_UNDER_CAP : UNDER_CAP;
const OUTSIDE_CAP_NOTE =
  " The contract says its liability cap does not apply to indemnities; ask for that exception to go.";

/**
 * Indemnity advice, following the user's indemnity preference: "mutual-capped" asks for indemnities
 * to be mutual and capped, "one-sided-capped" accepts a capped indemnity given by the user and asks
 * only for a cap, "unlimited" accepts unlimited indemnities.
 */
export function indemnityAdvice(f: IndemnityFacts): TermAdvice {
  const pref = f.thresholds.indemnityPreference;
  const us = f.labels[f.side];
  const them = f.labels[otherRole(f.side)];
  const s = f.shape;
  switch (s.kind) {
    case "none":
      if (f.side === "supplier")
        return keep(
          "You give no indemnity, which limits your exposure. Consider whether you need one from the customer for material it supplies to you.",
        );
      // cleaners, guards and plant hire supply nothing others own rights in: the risk is damage and injury
      if (f.onSiteWork)
        return {
          recommendation: `Ask ${otherName(f)} to indemnify you against claims for injury or damage to property caused by its staff's negligence or its breach of the contract.`,
          proposal: () =>
            `The contract contains no indemnity; we propose that ${them} indemnifies ${us} against third-party claims for death, personal injury or damage to property caused by the negligence or breach of contract of ${them}, its staff or its subcontractors.`,
        };
      if (f.goods)
        return {
          recommendation: `Ask ${otherName(f)} to indemnify you against claims that the goods infringe someone else's intellectual property, or that a defect in them causes death, personal injury or damage to property.`,
          proposal: () =>
            `The contract contains no indemnity; we propose that ${them} indemnifies ${us} against third-party claims that the goods infringe intellectual property rights, or that a defect in the goods causes death, personal injury or damage to property.`,
        };
      return {
        recommendation:
          "Ask the supplier to indemnify you against claims that what it supplies infringes someone else's intellectual property, or that it breaks data protection law.",
        proposal: () =>
          `The contract contains no indemnity; we propose that ${them} indemnifies ${us} against third-party claims that the goods or services it supplies infringe intellectual property rights, or that arise from its breach of data protection law.`,
      };
    case "given-to-user": {
      // information shared under a confidentiality agreement: infringement and data claims are not the point
      if (f.nothingSupplied) return keep("This protects you. Keep it.");
      const missing = [
        f.covers?.ip ? null : "intellectual property",
        f.covers?.data ? null : "data protection",
      ].filter(Boolean);
      return keep(
        missing.length === 0
          ? "This protects you, and it covers intellectual property and data protection claims. Keep it."
          : `This protects you. Keep it, and check that it also covers ${missing.join(" and ")} claims.`,
      );
    }
    case "mutual":
      if (s.capped && s.theirsCapped) return keep("A mutual, capped indemnity is balanced. Keep it.");
      if (s.capped)
        return keep(`Your indemnity is capped and ${otherName(f)}'s is not, which favours you. Keep it.`);
      if (pref === "unlimited")
        return keep(
          s.theirsCapped
            ? "Your indemnity is unlimited, which your settings accept. Check that your insurance would cover a claim."
            : "Both sides' indemnities are unlimited, which your settings accept. Check that your insurance would cover a claim.",
        );
      if (s.theirsCapped)
        return {
          recommendation: `Your indemnity is unlimited while ${otherName(f)}'s is capped. Ask for yours to be capped in the same way.`,
          proposal: (ref) =>
            `${ref} caps ${them}'s indemnity but leaves ${us}'s unlimited; we propose that ${us}'s indemnity is ${underCap(f)}.`,
        };
      // the other side's unlimited indemnity protects the user: ask only for the user's own to be capped
      return {
        recommendation: `Both sides' indemnities are unlimited. Ask for yours to fall under ${f.noCap || f.capNotOurs ? `a liability cap (${noCapOfOurs(f)}), such as the charges paid in the 12 months before a claim` : "the overall liability cap"}, apart from the liabilities the law does not allow to be limited; ${otherName(f)}'s unlimited indemnity protects you, so leave it as it is.${f.outsideCap ? OUTSIDE_CAP_NOTE : ""}`,
        proposal: (ref) =>
          `${ref} leaves each party's indemnity unlimited; we propose that ${us}'s indemnity is ${underCap(f)}.`,
      };
    case "given-by-user": {
      if (s.taxOnly && !s.capped)
        return {
          recommendation: `A tax indemnity is usual when ${otherName(f)} engages a company rather than an employee, but this one is unlimited. Ask for it to cover only tax that arises from your own failure to account for your taxes (not from ${otherName(f)}'s own status decisions), and to be capped, for example at the fees paid in the 12 months before a claim.`,
          proposal: (ref) =>
            `${ref} requires ${us} to indemnify ${them} without limit against tax and National Insurance on the fees; we propose that the indemnity covers only tax and National Insurance that arise from ${us}'s own failure to account for its taxes, not from ${them}'s own status determination or its failure to comply with the off-payroll working rules, and that ${us}'s liability under it does not exceed the fees paid in the 12 months before the claim.`,
        };
      if (f.rating === "green")
        return keep(
          "Only you give an indemnity, but it is capped, which your settings accept. Keep it, and check the cap.",
        );
      const askMutual = pref !== "one-sided-capped";
      const askCap = !s.capped && pref !== "unlimited";
      const what = [
        askMutual ? "mutual" : null,
        askCap
          ? f.noCap || f.capNotOurs
            ? `capped, for example at the charges paid in the 12 months before a claim (${noCapOfOurs(f)})`
            : "capped at the same level as the liability cap"
          : null,
      ]
        .filter(Boolean)
        .join(" and ");
      return {
        recommendation: `${s.capped ? "Only you give an indemnity" : "You give an unlimited indemnity"}${s.ownWrongOnly ? ", though only for claims your own unlawful acts or misconduct cause, which are in your control," : ""} and get none back. Ask for it to be ${what}${askMutual ? `, so ${otherName(f)} also covers losses it causes you` : ""}.${askCap && f.outsideCap ? OUTSIDE_CAP_NOTE : ""}`,
        proposal: (ref) =>
          `${ref} requires ${us} to indemnify ${them}${s.capped ? "" : " without limit"} and gives no indemnity in return; we propose that ${
            askMutual ? "the indemnity is mutual" : ""
          }${askMutual && askCap ? " and that each party's indemnity is" : askCap ? "the indemnity is" : ""}${askCap ? ` ${underCap(f)}` : ""}.`,
      };
    }
    case "unknown-party":
      return {
        recommendation: `Check who gives the indemnity. If it is you, ask for it to be mutual${s.capped ? "" : " and capped"}.`,
        proposal: (ref) =>
          `${ref} does not make clear which party gives the indemnity; we propose that it is mutual${s.capped ? "" : ` and ${underCap(f)}`}.`,
      };
  }
}
