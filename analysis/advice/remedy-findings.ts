import { andList } from "../../common/format";
import { type SideLabels, them, us } from "./liability-findings";
import { type FindingAdvice, keepFinding } from "./types";

/** Liquidated damages for late delivery or performance: fixed sums the supplier pays when late. */
export function liquidatedDamagesAdvice(p: SideLabels & { capped: boolean; works?: boolean }): FindingAdvice {
  if (p.side === "customer")
    return keepFinding(
      p.capped
        ? "Keep it: you are paid a set sum for delay without having to prove your loss. Check the cap covers what delay would really cost you."
        : "Keep it: you are paid a set sum for delay without having to prove your loss.",
    );
  if (p.capped)
    return keepFinding(
      "Check you can meet the dates, and that the damages are your only liability for delay and are not due where the delay is caused by the customer.",
    );
  // a building contract's damages are capped against the contract sum, not "the late goods"
  const price = p.works ? "the contract sum" : "the price of the late goods or services";
  const delayed = p.works ? "the contract sum" : "the price of the delayed goods or services";
  return {
    askFor: `The damages have no ceiling. Ask for a cap (for example 10% of ${price}) and for them to be ${p.works ? "the employer" : "the customer"}'s only remedy for delay.`,
    proposal: (ref) =>
      `${ref} sets damages for delay with no limit; we propose that they are capped at 10% of ${delayed} and are ${them(p)}'s sole remedy for delay.`,
  };
}

/** A right to set off what one side says it is owed against what it owes. */
export function setOffAdvice(p: SideLabels & { holder: "user" | "other" | "both" }): FindingAdvice {
  if (p.holder !== "other") return keepFinding("Keep it.");
  return {
    askFor:
      "The other side may deduct amounts it says you owe from what it pays you. Ask for set-off only of amounts agreed or decided by a court, or for the same right for you.",
    proposal: (ref) =>
      `${ref} allows ${them(p)} to set off amounts it claims against sums due to ${us(p)}; we propose that set-off applies only to amounts agreed in writing or finally decided, and equally to both parties.`,
  };
}

/** A right to suspend work or access for late payment: ask only for the protections the clause lacks. */
export function suspensionAdvice(
  p: SideLabels & { holder: "user" | "other"; notice: boolean; disputesSpared: boolean; restored: boolean },
): FindingAdvice {
  if (p.holder === "user") return keepFinding("Keep it.");
  if (p.notice && p.disputesSpared && p.restored)
    return keepFinding(
      "Keep it: suspension needs notice, spares disputed amounts and ends when you pay. Pay undisputed invoices on time.",
    );
  const asks = [
    p.notice ? null : "at least 14 days' written notice before any suspension",
    p.disputesSpared ? null : "no suspension over amounts disputed in good faith",
    p.restored ? null : "the service restored as soon as payment is made",
  ].filter((x): x is string => x !== null);
  const proposed = [
    p.notice ? null : "suspension only after at least 14 days' written notice that a payment is overdue",
    p.disputesSpared ? null : "no suspension in respect of amounts disputed in good faith",
    p.restored ? null : "prompt restoration of the services once the overdue amount is paid",
  ].filter((x): x is string => x !== null);
  return {
    askFor: `Ask for ${andList(asks)}.`,
    proposal: (ref) =>
      `${ref} allows ${them(p)} to suspend performance for late payment; we propose ${andList(proposed)}.`,
  };
}

/** A minimum the buyer must purchase or pay: ask for a softer consequence than the one the clause sets. */
export function minimumCommitmentAdvice(
  p: SideLabels & {
    committed: "user" | "other";
    consequence: "pay" | "terminate" | "exclusivity" | "none";
    /** the buyer holds exclusive rights, which a shortfall could end instead */
    exclusive: boolean;
  },
): FindingAdvice {
  if (p.committed === "other")
    return keepFinding(
      p.consequence === "none"
        ? `Keep it, and make sure the contract says what follows if the customer buys less${p.exclusive ? ", for example that you may end its exclusivity" : ", for example a right to end the contract"}.`
        : "Keep it.",
    );
  if (p.consequence === "exclusivity")
    return keepFinding(
      "Missing the minimum costs you only your exclusivity. Check it is a figure you are sure to reach.",
    );
  const ask = p.exclusive
    ? p.consequence === "pay"
      ? "Ask for a shortfall to cost you only your exclusivity, not a payment, and for the minimum to be reviewed each year."
      : p.consequence === "terminate"
        ? "Ask for a shortfall to cost you only your exclusivity rather than the whole contract, and for the minimum to be reviewed each year."
        : "Check the minimum is a figure you are sure to reach, and ask for the contract to say that missing it only ends your exclusivity."
    : p.consequence === "pay"
      ? "Ask for a shortfall to lead only to a review of the minimum for the next year, not to a payment."
      : p.consequence === "terminate"
        ? "Ask for a shortfall to lead only to a review of the minimum for the next year, not to the end of the contract."
        : "Check the minimum is a figure you are sure to reach, and ask for the contract to say that missing it leads only to a review of the minimum.";
  const remedy = p.exclusive
    ? `${them(p)} may end ${us(p)}'s exclusivity on written notice`
    : "the parties review the minimum in good faith for the following period";
  return {
    askFor: ask,
    proposal: (ref) =>
      `${ref} sets a minimum that ${us(p)} must purchase${
        p.consequence === "pay" ? " or pay for" : ""
      }; we propose that the minimum is reviewed by agreement each year and that the only consequence of a shortfall is that ${remedy}.`,
  };
}

/** Exclusive rights or exclusive purchasing: tie exclusivity to performance, or keep freedom to buy elsewhere. */
export function exclusivityAdvice(
  p: SideLabels & {
    kind: "user-holds" | "other-holds" | "user-buys-only" | "other-buys-only";
    /** the exclusivity already depends on minimum purchases or other conditions */
    conditioned: boolean;
  },
): FindingAdvice {
  if (p.kind === "user-holds")
    return keepFinding("Keep it, and check what you must do to keep the exclusivity.");
  if (p.kind === "other-buys-only") return keepFinding("Keep it.");
  if (p.kind === "user-buys-only")
    return {
      askFor:
        "Ask for the right to buy elsewhere if the other side cannot supply on time or at a competitive price, or for the duty to cover only a share of what you need.",
      proposal: (ref) =>
        `${ref} requires ${us(p)} to buy only from ${them(p)}; we propose that ${us(p)} may buy elsewhere any products ${them(p)} cannot supply within the agreed lead time or at a price competitive with the market.`,
    };
  if (p.conditioned)
    return keepFinding("Keep it: the exclusivity depends on the targets or conditions the contract sets.");
  return {
    askFor:
      "Ask for exclusivity to depend on agreed minimum sales each year, with the right to make the appointment non-exclusive if they are not met.",
    proposal: (ref) =>
      `${ref} grants ${them(p)} exclusive rights with no performance condition; we propose that the exclusivity depends on ${them(p)} meeting agreed minimum sales each year, failing which ${us(p)} may make the appointment non-exclusive on written notice.`,
  };
}

/** A right to end the contract when one side's ownership changes. */
export function changeOfControlAdvice(p: SideLabels & { holder: "user" | "other" | "both" }): FindingAdvice {
  if (p.holder === "user") return keepFinding("Keep it.");
  const ask =
    "Ask for the right to apply only where the new owner is a competitor of the other side, and to need at least 30 days' notice.";
  return {
    askFor: p.holder === "both" ? `Check whether a sale of your business is likely. ${ask}` : ask,
    proposal: (ref) =>
      `${ref} allows ${them(p)} to terminate on a change of control of ${us(p)}; we propose that this right applies only where control passes to a competitor of ${them(p)}, on not less than thirty (30) days' written notice.`,
  };
}
