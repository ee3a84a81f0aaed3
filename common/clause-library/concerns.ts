type Figure = { value: number; index: number; end: number };

const REJECTED_AFTER =
  /^\W{0,3}(?:\w+\s+){0,3}?(?:is|are|seems?|feels?)?\s*(?:too\s+(?:long|short|much|little|high|low)|unacceptable|not acceptable|excessive|unreasonable)/;
const WANTED_BEFORE =
  /(?:want|need|prefer|ask(?:ing)? for|propose|request|at least|at most|no more than|not more than|maximum|minimum|max|min|up to|within|instead|rather)\W*(?:\w+\W+){0,2}$/;

/** All "<number> <unit>" figures in the text with where they stand. */
function figures(text: string, unit: RegExp): Figure[] {
  const out: Figure[] = [];
  const pattern = new RegExp(`(\\d{1,3}(?:\\.\\d{1,3})?)\\s*${unit.source}`, "g");
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    out.push({ value: Number(m[1]), index: m.index, end: m.index + m[0].length });
  }
  return out;
}

/**
 * The figure the person is asking for: figures described as the problem ("90 days is too long") are
 * set aside; one introduced by "want", "need", "within"... wins; otherwise the last one left.
 */
function wanted(text: string, unit: RegExp): number | null {
  const candidates = figures(text, unit).filter((f) => !REJECTED_AFTER.test(text.slice(f.end, f.end + 40)));
  if (candidates.length === 0) return null;
  const asked = candidates.find((f) => WANTED_BEFORE.test(text.slice(Math.max(0, f.index - 40), f.index)));
  return (asked ?? candidates[candidates.length - 1]).value;
}

/** Reads figures the user wrote in their concerns ("we need 45 days", "99.9% uptime", "6 months' notice"). */
export function concernFigures(concerns: string) {
  const text = concerns.toLowerCase();
  const days = wanted(text, /(?:calendar\s+|business\s+|working\s+)?days?\b/);
  const months = wanted(text, /months?\b/);
  const percent = wanted(text, /%/);
  const hours = wanted(text, /(?:hours?|hrs?)\b/);
  return {
    days: days !== null ? Math.round(days) : months !== null ? Math.round(months * 30) : null,
    months,
    percent,
    hours,
    wantsMutual: /\bmutual|both parties|reciprocal|each party\b/.test(text),
    wantsNoAutoRenewal: /no auto|not (?:auto|automatic)|opt[- ]in|manual renewal/.test(text),
  };
}
