import { type SideLabels, them, us } from "./liability-findings";
import { type FindingAdvice, keepFinding } from "./types";

/** Liquidated damages for late delivery or performance: fixed sums the supplier pays when late. */
export function liquidatedDamagesAdvice(p: SideLabels & { capped: boolean }): FindingAdvice {
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
  return {
    askFor:
      "The damages have no ceiling. Ask for a cap (for example 10% of the price of the late goods or services) and for them to be the customer's only remedy for delay.",
    proposal: (ref) =>
      `${ref} sets damages for delay with no limit; we propose that they are capped at 10% of the price of the delayed goods or services and are ${them(p)}'s sole remedy for delay.`,
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
