import { withoutClauseNumber } from "../clause-number";
import { andList } from "../format";
import { dutyHolder, labelSource, supplierOf } from "./parties";
import type { AlternativeContext, ClauseEntry } from "./types";

/** the most damages for delay a payer offers, as a share of the charges for what is late, as its proposal says */
const LD_CAP = "ten per cent (10%) of the charges for the delayed goods or services";
const LD_CAP_RE =
  /\b(?:up\s+to|subject\s+to\s+a\s+maximum|not\s+(?:to\s+)?exceed(?:ing)?|capped\s+at|maximum\s+(?:of|total|amount)|in\s+(?:the\s+)?aggregate|in\s+total)\b/i;
const SOLE_REMEDY_RE =
  /\b(?:sole|only|exclusive)\s+(?:and\s+exclusive\s+)?(?:financial\s+)?remed(?:y|ies)\b/i;
/** delay the payer did not cause is already excused: the other side's, or beyond anyone's control */
const excusedRe = (ctx: AlternativeContext) =>
  new RegExp(
    `\\b(?:(?:caused\\s+by|attributable\\s+to|due\\s+to)\\s+(?:any\\s+(?:act|default)\\s+of\\s+)?${labelSource(ctx.them)}\\b|reasonable\\s+control|force\\s+majeure|relief\\s+event|excused)`,
    "i",
  );
const TERMINATION_RE = /\bterminat\w*|\bcancel\w*/i;

/** The contract's own sentence on damages for delay, which a draft adds to rather than replaces. */
function ownDelaySentence(ctx: AlternativeContext): string | null {
  const body = ctx.original ? withoutClauseNumber(ctx.original).trim() : "";
  if (body.length < 40 || !/\b(?:shall|will|must|may)\b/i.test(body)) return null;
  if (!/\bliquidated\s+damages\b|\b(?:delay\w*|late(?:ness)?)\b/i.test(body)) return null;
  return /[.;:]$/.test(body) ? body.replace(/[;:]$/, ".") : `${body}.`;
}

/** "the supplier" / "the customer": the other side as the user's own screen calls it */
const otherRole = (ctx: AlternativeContext) => (ctx.side === "customer" ? "the supplier" : "the customer");

/**
 * Damages fixed for delay. The party that pays them (the supplier unless the sentence says
 * otherwise) asks for a cap of 10% of the charges for what is late, for them to be the other side's
 * sole remedy for the delay, and for no damages where the other side or events beyond its control
 * caused the delay. The party paid keeps them, and adds a way out when the delay goes on.
 */
function delayPlan(ctx: AlternativeContext): { text: string; why: string } {
  const own = ownDelaySentence(ctx);
  const payer =
    (own && dutyHolder(ctx, own, "pay|credit|allow")) || (supplierOf(ctx) === ctx.us ? "us" : "them");
  if (payer === "us" || payer === "both") {
    if (!own)
      return {
        text: `If ${ctx.us} fails to deliver or perform by the date agreed for delivery or performance, other than because of a delay caused by ${ctx.them} or by an event beyond ${ctx.us}'s reasonable control, ${ctx.us} shall pay ${ctx.them} liquidated damages of one half of one per cent (0.5%) of the charges for the delayed goods or services for each complete week of delay. The total liquidated damages payable shall not exceed ${LD_CAP}, and liquidated damages shall be ${ctx.them}'s sole and exclusive remedy for the delay.`,
        why: `Sets damages for delay at 0.5% of the charges for what is late for each week, capped at 10% of those charges, not payable for delay ${otherRole(ctx)} causes, and ${otherRole(ctx)}'s only remedy for the delay.`,
      };
    const added: Array<[string, string]> = [];
    if (!LD_CAP_RE.test(own))
      added.push([
        `The total liquidated damages payable under this clause shall not exceed ${LD_CAP}.`,
        "caps the damages at 10% of the charges for what is late",
      ]);
    if (!excusedRe(ctx).test(own))
      added.push([
        `No liquidated damages shall be payable for any delay caused by ${ctx.them} or by an event beyond ${ctx.us}'s reasonable control.`,
        `excludes delay ${otherRole(ctx)} causes or that is beyond your control`,
      ]);
    if (!SOLE_REMEDY_RE.test(own))
      added.push([
        `Liquidated damages shall be ${ctx.them}'s sole and exclusive remedy for the delay.`,
        `makes them ${otherRole(ctx)}'s only remedy for the delay`,
      ]);
    return {
      text: [own, ...added.map(([t]) => t)].join(" "),
      why:
        added.length > 0
          ? `Keeps the contract's rate of damages for delay, and ${andList(added.map(([, w]) => w))}.`
          : "Keeps the contract's damages for delay: they are already capped, excuse delay you do not cause and are the only remedy for it.",
    };
  }
  const exit = ` ${ctx.us} may terminate this Agreement in respect of the delayed goods or services by written notice, without liability to ${ctx.them}.`;
  if (!own)
    return {
      text: `If ${ctx.them} fails to deliver or perform by the date agreed for delivery or performance, other than because of a delay caused by ${ctx.us}, ${ctx.them} shall pay ${ctx.us} liquidated damages of one per cent (1%) of the charges for the delayed goods or services for each complete week of delay, up to a maximum of ${LD_CAP}. If the delay continues once that maximum is reached,${exit}`,
      why: `You are paid 1% of the charges for what is late for each week of delay, up to 10%, without proving your loss, and may end the contract for what is late if the delay goes on.`,
    };
  if (TERMINATION_RE.test(own))
    return {
      text: own,
      why: "Keeps the contract's damages for delay as they are: you are paid without proving your loss, and may already end the contract if the delay goes on.",
    };
  return {
    text: `${own} ${LD_CAP_RE.test(own) ? "If the liquidated damages reach the maximum this clause sets," : "If the delay continues for more than thirty (30) days,"}${exit}`,
    why: "Keeps the contract's damages for delay, and lets you end the contract for what is late if the delay goes on.",
  };
}

export const liquidatedDamages: ClauseEntry = {
  benchmark:
    "Damages for late delivery are commonly 0.5% to 1% of the price of what is late for each week of delay, capped at 10% to 15% of that price. They are usually the customer's only financial remedy for the delay, are not due where the customer caused it, and the customer may terminate once the cap is reached.",
  draft: (ctx) => delayPlan(ctx).text,
  rationale: (ctx) => delayPlan(ctx).why,
};

export const setOff: ClauseEntry = {
  benchmark:
    "Balanced contracts either require payment in full without set-off, or allow set-off only of amounts that are not in dispute (agreed in writing or finally decided by a court), and equally for both parties.",
  // the same for both sides: each may deduct only what is no longer in dispute
  draft: () =>
    "Either party may set off against any sum it owes the other under this Agreement only an amount that the other party has agreed in writing is due, or that a court of competent jurisdiction or an arbitrator has finally decided is due. Otherwise all sums due under this Agreement shall be paid in full without any set-off, deduction or counterclaim.",
  rationale: () =>
    "Allows set-off only of amounts agreed in writing or finally decided, and the same for both sides, so neither can hold back money over a claim still in dispute.",
};
