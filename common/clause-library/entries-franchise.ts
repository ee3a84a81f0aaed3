import { upperFirst as cap } from "../format";
import { restraintRadius } from "../restraint-area";
import { COUNT_SOURCE, countValue, monthsPhrase } from "./number-words";
import type { ClauseEntry } from "./types";

/** the restriction runs after the contract ends ("for 12 months after termination") */
const AFTER_END_RE =
  /\b(?:after|following|from)\s+(?:the\s+)?(?:date\s+of\s+)?(?:termination|expiry|expiration|end)\b|\b(?:after|following)\s+(?:this|the)\s+(?:agreement|contract)\s+(?:ends|terminates|expires|is\s+terminated)\b|\bpost[\s-]?termination\b/i;
const MONTHS_RE = new RegExp(`\\b(${COUNT_SOURCE})\\s+months?\\b`, "i");

/** half the distance the clause states, as the finding's proposal asks; one mile when it cannot be read */
const smallerArea = (original: string) => restraintRadius(original)?.half ?? "one (1) mile";

/**
 * A covenant not to carry on a business in an area after the contract (a franchisee's or a
 * distributor's): shorter, around the user's own premises only, and only the same business.
 */
export const businessRestraint: ClauseEntry = {
  benchmark:
    "A restriction on a franchisee or distributor carrying on a business after the contract is usually limited to the same kind of business, to the area around the premises it traded from, and to six to twelve months; wider restrictions risk being unenforceable as a restraint of trade.",
  // the finding that points here binds the user: the draft narrows it whichever side the user is on
  draft: (ctx) => {
    const original = ctx.original ?? "";
    const area = smallerArea(original);
    const rest = `${ctx.us} shall not carry on a business the same as the business carried on under this Agreement within ${area} of the premises from which ${ctx.us} carried on that business. Nothing in this clause prevents ${ctx.us} from carrying on any other business.`;
    // a restriction during the contract only stays one; one after it is no longer than six months, or than it was
    if (!AFTER_END_RE.test(original)) return `During this Agreement, ${rest}`;
    const stated = MONTHS_RE.exec(original);
    const months = Math.min(6, (stated ? countValue(stated[1]) : null) ?? 6);
    return `For ${monthsPhrase(months)} after the termination or expiry of this Agreement, ${rest}`;
  },
  rationale: () =>
    "Keeps the restriction to what protects the other side's network, so you can go on trading in other lines and elsewhere once the contract ends.",
};

/** A right to end the contract for late payment: only after written notice and 14 days to pay. */
export const lateTermination: ClauseEntry = {
  benchmark:
    "A right to end a contract for late payment usually arises only where an undisputed sum is still unpaid 14 to 30 days after written notice that it is overdue.",
  // the finding that points here is the payer's: the draft gives the payer a warning and time to pay
  draft: (ctx) =>
    `${cap(ctx.them)} may terminate this Agreement for late payment only if an undisputed sum due from ${ctx.us} remains unpaid fourteen (14) days after ${ctx.them} has given ${ctx.us} written notice that it is overdue and that ${ctx.them} intends to terminate if it is not paid.`,
  rationale: () =>
    "Gives you a warning and time to put a missed or delayed payment right before the contract can be ended.",
};
