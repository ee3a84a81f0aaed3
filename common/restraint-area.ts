import { countValue } from "./clause-library/number-words";

/** "within 5 miles", "within a radius of three (3) kilometres" */
const RADIUS_RE =
  /\bwithin\s+(?:a\s+radius\s+of\s+)?(([\w-]+)\s+(?:\((\d+)\)\s+)?(miles?|kilomet(?:re|er)s?|km|metres?|meters?))\b/i;

/**
 * The area a restraint covers, as the clause states it ("5 miles"), and half of it, the narrower area
 * both the finding's proposal and the drafted wording ask for; `half` is null below two units.
 */
export function restraintRadius(text: string): { stated: string; half: string | null } | null {
  const m = RADIUS_RE.exec(text);
  if (!m) return null;
  const n = countValue(m[3] ?? m[2]);
  if (n === null || n < 2) return { stated: m[1], half: null };
  const half = Math.ceil(n / 2);
  const unit = m[4].toLowerCase();
  return {
    stated: m[1],
    half: `${half} ${half === 1 ? unit.replace(/s$/, "") : /s$|km/.test(unit) ? unit : `${unit}s`}`,
  };
}
