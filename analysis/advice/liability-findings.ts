import { andList } from "../../common/format";
import { LIABILITY_CAP_MONTHS } from "../../common/negotiation-targets";
import type { Side } from "../types";
import { type FindingAdvice, keepFinding, type PartyLabels } from "./types";
import { otherRole } from "./wording";

export interface SideLabels {
  side: Side;
  labels: PartyLabels;
}

export const us = (p: SideLabels) => p.labels[p.side];
export const them = (p: SideLabels) => p.labels[otherRole(p.side)];
const CAP_WORDS = `the charges paid or payable in the ${LIABILITY_CAP_MONTHS} months before the claim`;

/** how the ask for a cap protecting only the other side opens when that cap is also low */
export const LOW_ONE_SIDED_CAP_ASK = "The cap is also low compared with what a failure could cost you.";

/** A liability cap: whose liability it limits decides what to ask for. */
export function liabilityCapAdvice(
  p: SideLabels & { whose: "both" | "user" | "other" | "unclear"; capText: string; low: boolean },
): FindingAdvice {
  switch (p.whose) {
    case "both":
      return p.low
        ? {
            askFor: `The cap is low compared with what a failure could cost you. Ask for at least ${LIABILITY_CAP_MONTHS} months' charges, or a fixed sum that reflects your real losses.`,
            proposal: (ref) =>
              `${ref} caps each party's liability at ${p.capText}; we propose a cap of not less than ${CAP_WORDS}.`,
          }
        : keepFinding("Keep it, and check the cap is high enough to cover a serious failure.");
    case "user":
      return keepFinding("Keep it.");
    case "other":
      // a supplier whose own liability is open wants its own cap first, not a higher cap for the customer
      if (p.side === "supplier")
        return {
          askFor: `Ask for your own liability to be capped as well, at no more than ${LIABILITY_CAP_MONTHS} months' charges, so that both sides' exposure is limited.`,
          proposal: (ref) =>
            `${ref} limits the liability of ${them(p)} only; we propose that each party's total liability is capped at ${CAP_WORDS}.`,
        };
      return p.low
        ? {
            askFor: `${LOW_ONE_SIDED_CAP_ASK} Ask for it to be at least ${LIABILITY_CAP_MONTHS} months' charges, and to apply to both sides equally.`,
            proposal: (ref) =>
              `${ref} limits the liability of ${them(p)} only, at ${p.capText}; we propose a cap of not less than ${CAP_WORDS}, applying equally to each party.`,
          }
        : {
            askFor: "Ask for the cap to apply to both sides equally.",
            proposal: (ref) =>
              `${ref} limits the liability of ${them(p)} only; we propose that the same cap applies to each party.`,
          };
    default:
      return {
        askFor: "Ask for the cap to say plainly that it applies to each party.",
        proposal: (ref) =>
          `${ref} does not make clear whose liability is capped; we propose that it states that the cap applies to each party.`,
      };
  }
}

export function noLiabilityCapAdvice(paid = true, someExcluded = false, symbol = "£"): FindingAdvice {
  // with no charges there is nothing to set a cap by: the question is which side a cap would help
  if (!paid)
    return keepFinding(
      `Decide whether a cap helps you. If a claim is more likely to be made against you (you mainly receive the other side's information), ask for a fixed cap such as ${symbol}100,000, with exceptions for fraud and deliberate breach; if you mainly share yours, unlimited liability protects you.`,
    );
  return {
    askFor: `Ask for each party's total liability to be capped, for example at ${CAP_WORDS}, with the usual exceptions for death, personal injury and fraud.`,
    proposal: () =>
      `${someExcluded ? "The contract sets no overall cap on liability" : "The contract does not limit either party's liability"}; we propose that each party's total liability is capped at ${CAP_WORDS}, except for death or personal injury caused by negligence, fraud and any other liability that cannot be limited by law.`,
  };
}

/** One side excludes its liability for any loss: the other asks for the exclusion to cover indirect loss only. */
export function broadExclusionAdvice(
  p: SideLabels & { holder: "user" | "other" | "both"; saves: string | null; clause: string | null },
): FindingAdvice {
  if (p.holder === "user") return keepFinding("Keep it.");
  if (p.holder === "both")
    return {
      askFor:
        "Ask for the exclusion to cover only indirect losses, so that each side answers for the direct losses its breach of contract causes, up to a cap.",
      proposal: (ref) =>
        `${ref} excludes each party's liability for any loss${p.saves ? ` other than through ${p.saves}` : ""}; we propose that the exclusion applies only to indirect and consequential loss, and that each party remains liable for direct loss caused by its breach of contract, subject to an overall cap.`,
    };
  return {
    askFor: `Ask for the exclusion to cover only indirect losses, so that ${them(p)} answers for the direct losses its breach of contract causes, up to a cap.`,
    proposal: (ref) =>
      `${ref} excludes ${them(p)}'s liability for any loss${p.saves ? ` other than through its ${p.saves}` : ""}; we propose that the exclusion applies only to indirect and consequential loss, and that ${them(p)} remains liable for direct loss caused by its breach of contract, subject to an overall cap.`,
  };
}

/** No cap, but the user excludes its own liability for any loss: nothing to ask for. */
export const excluderNoCapAdvice = (): FindingAdvice =>
  keepFinding("Keep it: your exclusion already limits what can be claimed from you.");

/** No cap, and neither side answers for any loss: the exclusion is what to negotiate. */
export const mutualExclusionNoCapAdvice = (): FindingAdvice =>
  keepFinding(
    "No cap is needed while neither side answers for any loss. If the exclusion is narrowed to indirect loss, agree a cap at the same time.",
  );

/** A buyer of goods with no cap: unlimited liability is the supplier's, so keep it. */
export function buyerNoCapAdvice(): FindingAdvice {
  return keepFinding(
    "Keep it. If the supplier asks for a cap, agree one only well above the value of your orders, and not for its indemnities.",
  );
}

/** A sole remedy or a time limit for claims: it limits how a claim is made, not how much can be claimed. */
export function limitedRemedyAdvice(
  p: SideLabels & { kind: "sole-remedy" | "time-limit"; limited: "user" | "other" | "both" | "unclear" },
): FindingAdvice {
  if (p.kind === "time-limit")
    return keepFinding("Note the time limit, and raise any claim well before it runs out.");
  if (p.limited === "other" || p.limited === "unclear")
    return keepFinding("Keep it, and do the remedy on time so that it stays the only one.");
  return {
    askFor:
      "Ask for this to be your only remedy just while the other side puts the problem right promptly. If it does not, you should still be able to claim your losses.",
    proposal: (ref) =>
      `${ref} limits the remedies available to ${us(p)}; we propose that this limit applies only where ${them(p)} puts the problem right promptly, and that ${us(p)} may otherwise claim its losses.`,
  };
}

export function excludedLossAdvice(
  p: SideLabels & { oneSidedAgainstUser: boolean; unclear?: boolean },
): FindingAdvice {
  if (p.unclear) return keepFinding("Check that the exclusion protects you as well as the other side.");
  if (!p.oneSidedAgainstUser) return keepFinding("Keep it.");
  return {
    askFor: "Ask for the exclusion to apply to both sides.",
    proposal: (ref) =>
      `${ref} excludes indirect and consequential loss for ${them(p)} only; we propose that the exclusion applies equally to ${us(p)}.`,
  };
}

/** A cap the engine could not read with confidence: point at the clause, send nothing to the other side. */
export const doubtfulCapAdvice = (ref: string | null): FindingAdvice =>
  keepFinding(
    `Check ${ref ? `clause ${ref}` : "the liability clauses"} for the amount of the cap and whose liability it limits.`,
  );

export const statutoryCarveOutAdvice = (): FindingAdvice => keepFinding("Nothing to change.");

/** `list`: the carve-outs worth a cap of their own; null when only unpaid fees are left uncapped. */
export function uncappedCarveOutAdvice(list: string | null): FindingAdvice {
  if (list === null) return keepFinding("Keep it: fees that are owed are not capped, which is usual.");
  return {
    askFor:
      "Check you can live with unlimited exposure for these. If not, ask for a separate, higher cap for them instead of no cap at all.",
    proposal: (ref) =>
      `${ref} leaves liability for ${list} unlimited; we propose a separate, higher cap for these claims in place of unlimited liability.`,
  };
}

/** One side's whole liability is declared unlimited: `mine` when it is the user's, with the other side capped or not. */
export function wholeLiabilityUnlimitedAdvice(mine: boolean, party: string): FindingAdvice {
  if (!mine) return keepFinding("Keep it.");
  return {
    askFor:
      "Ask for your liability to be capped in the same way as the other side's, apart from the liabilities the law does not allow to be limited.",
    proposal: (ref) =>
      `${ref} makes the liability of ${party} unlimited; we propose that each party's liability is subject to the same cap, other than for liability that cannot be limited by law.`,
  };
}

/** Only the other side's liability for some claims is uncapped: that protects the user. */
export const ownCapKeptAdvice = (): FindingAdvice => keepFinding("Keep it.");

/**
 * Lost profits claimable for some matters under a separate cap: `unlimited` names those the cap also
 * excepts; `capClause` is the cap whose own exception finding asks about those (null when it is not shown).
 */
export function indirectLossCarveOutAdvice(
  unlimited: string | null,
  capClause: string | null,
): FindingAdvice {
  if (unlimited === null)
    return keepFinding("Check the cap is high enough to cover a claim for lost profits on these.");
  if (capClause !== null)
    return keepFinding(
      `Check you can live with claims for lost profits on these. The unlimited liability for ${unlimited} comes from the exception to the cap${capClause ? ` in clause ${capClause}` : ""}, which is reviewed there.`,
    );
  return uncappedCarveOutAdvice(unlimited);
}

/** Ownership of what is created under the contract. */
export function createdIpAdvice(
  p: SideLabels & {
    owner: "user" | "other" | "unclear" | "joint" | "each" | "grant-back";
    /** joint owners may each use and license the work without the other's consent */
    jointUseFree?: boolean;
    /** the supplier keeps its existing materials; "licensed" when the contract also licenses them to the customer */
    supplierKeepsExisting?: "licensed" | "kept" | null;
    /** the clause already lets the customer use the work, on its terms */
    licenceGiven?: boolean;
    /** what that licence already gives */
    licenceTerms?: { permanent?: boolean; royaltyFree?: boolean; anyUse?: boolean; changes?: boolean };
    /** each side owns its own work, but joint work is jointly owned without free use */
    jointUnfree?: boolean;
  },
): FindingAdvice {
  if (p.owner === "each")
    return p.jointUnfree
      ? {
          askFor:
            "Each side owns what its own people create, which is fair, but work made together is jointly owned and hard to use without the other's consent. Ask for each side to be free to use and license joint work without the other's consent and without paying the other.",
          proposal: (ref) =>
            `${ref} makes work created jointly under the contract jointly owned; we propose that each party may use, license and exploit it without the consent of, or any payment to, the other.`,
        }
      : keepFinding("Each side owns what its own people create. Keep it.");
  if (p.owner === "grant-back")
    return p.side === "customer"
      ? {
          askFor:
            "Ask to keep ownership of what you create yourself (such as your improvements), and to give the other side a non-exclusive, royalty-free licence to use it instead.",
          proposal: (ref) =>
            `${ref} gives ${them(p)} ownership of what ${us(p)} creates itself; we propose that ${us(p)} keeps ownership of its own work, including its improvements, and grants ${them(p)} a non-exclusive, royalty-free licence to use it.`,
        }
      : keepFinding("Keep it: what the customer creates itself under the contract comes to you.");
  if (p.side === "supplier" && p.owner === "other" && p.supplierKeepsExisting)
    return keepFinding(
      p.supplierKeepsExisting === "licensed"
        ? "The customer will own what you create, while your existing materials stay yours and the customer gets only a licence to those built into the work. Keep it."
        : "The customer will own what you create, and the contract already keeps your existing materials yours. Check it also gives the customer only a licence to those built into the work.",
    );
  if (p.owner === "user")
    return keepFinding(
      p.side === "customer"
        ? "Keep it, and make sure you receive copies of everything created (including source files)."
        : "Keep it, and check that the licence the customer gets covers only the use it needs.",
    );
  if (p.owner === "joint" && p.jointUseFree)
    return keepFinding("Each side may use the jointly owned work without the other's consent. Keep it.");
  if (p.owner === "joint")
    return {
      askFor:
        "Jointly owned work can be hard to use or license without the other side's consent. Ask for the contract to say that each side may use and license it freely, without the other's consent and without paying the other.",
      proposal: (ref) =>
        `${ref} makes the work created under the contract jointly owned; we propose that each party may use, license and exploit it without the consent of, or any payment to, the other.`,
    };
  if (p.side === "customer" && p.owner === "other" && p.licenceGiven) {
    // ask only for what the licence lacks ("irrevocable, royalty-free licence to copy and use" lacks changes)
    const t = p.licenceTerms ?? {};
    const missingForUser = [
      t.permanent ? null : "permanent",
      t.royaltyFree ? null : "royalty-free",
      t.anyUse ? null : "for any use",
      t.changes ? null : "to include changes",
    ].filter((x): x is string => x !== null);
    const adjectives = [t.permanent ? null : "perpetual", t.royaltyFree ? null : "royalty-free"].filter(
      (x): x is string => x !== null,
    );
    const missingForThem = [
      adjectives.length > 0 ? `is ${adjectives.join(", ")}` : null,
      t.anyUse ? null : "extends to any use",
      t.changes ? null : "includes modification",
    ].filter((x): x is string => x !== null);
    const licenceAsk =
      missingForUser.length === 0 ? "" : `, or for your licence to be ${andList(missingForUser)}`;
    return {
      askFor: `The work stays theirs and you may use it only as the clause allows. Ask for it to be assigned to you on payment${licenceAsk}.`,
      proposal: (ref) =>
        `${ref} leaves ownership of the work created under the contract with ${them(p)} and limits how ${us(p)} may use it; we propose that the deliverables are assigned to ${us(p)} on payment${
          missingForThem.length === 0
            ? ""
            : `, or failing that that ${us(p)}'s licence ${missingForThem.join(", ").replace(/, (?=[^,]*$)/, " and ")}`
        }.`,
    };
  }
  if (p.side === "customer") {
    const ask = {
      askFor:
        "Ask for the work created for you to be assigned to you, or at least for a permanent, royalty-free licence to use and modify it.",
    };
    return {
      ...ask,
      proposal: (ref) =>
        `${ref} ${p.owner === "other" ? `leaves ownership of the work created under the contract with ${them(p)}` : "does not make clear who owns the work created under the contract"}; we propose that the deliverables created for ${us(p)} are assigned to it on payment, or failing that that ${us(p)} receives a perpetual, royalty-free licence to use and modify them.`,
    };
  }
  return {
    askFor:
      p.owner === "other"
        ? "The customer will own what you create. Make sure your existing materials, tools and know-how stay yours, with only a licence to the customer for what is built into the deliverables."
        : "Ask for the clause to say plainly that your existing materials, tools and know-how stay yours, with only a licence to the customer for what is built into the deliverables.",
    proposal: (ref) =>
      `${ref} ${p.owner === "other" ? `gives ${them(p)} ownership of the work created` : "does not make clear who owns the work created"}; we propose that ${us(p)} keeps its pre-existing materials, tools and know-how, and grants ${them(p)} a licence to use those incorporated in the deliverables.`,
  };
}

/** Existing intellectual property assigned outright from one side to the other. */
export function transferredIpAdvice(
  p: SideLabels & { to: "user" | "other" | "owner" | "unclear" },
): FindingAdvice {
  if (p.to === "owner")
    return keepFinding(
      "Keep it: rights gained in the other side's marks by using them usually go back to their owner.",
    );
  if (p.to === "user")
    return keepFinding(
      "Keep it, and check that the other side promises it has the right to assign what it transfers.",
    );
  if (p.to === "unclear")
    return keepFinding("Check which side gives up ownership, and that this is what was agreed.");
  return {
    askFor:
      "You give up ownership of intellectual property you already hold. Check that this is intended, and ask for a licence back so that you can keep using it.",
    proposal: (ref) =>
      `${ref} assigns intellectual property held by ${us(p)} to ${them(p)}; we propose that ${us(p)} retains a perpetual, royalty-free licence to continue using it.`,
  };
}

export const existingIpAdvice = (): FindingAdvice =>
  keepFinding("Check that your own data and materials are listed as yours.");

export function noIpClauseAdvice(p: SideLabels): FindingAdvice {
  if (p.side === "supplier")
    return keepFinding(
      "By default you, as the author, keep the copyright in what you create. Keep it, and agree the licence the customer needs.",
    );
  return {
    askFor:
      "Ask for a clause assigning the deliverables to you on payment, or a permanent licence to use them.",
    proposal: () =>
      `The contract does not say who owns the work created under it; we propose that the deliverables created for ${us(p)} are assigned to it on payment of the fees.`,
  };
}
