/** Reads figures the user wrote in their concerns ("we need 45 days", "99.9% uptime", "6 months' notice"). */
export function concernFigures(concerns: string) {
  const text = concerns.toLowerCase();
  const days = /(\d{1,3})\s*(?:calendar\s+|business\s+|working\s+)?days?/.exec(text);
  const months = /(\d{1,2})\s*months?/.exec(text);
  const percent = /(\d{2}(?:\.\d{1,3})?)\s*%/.exec(text);
  const hours = /(\d{1,3})\s*(?:hours?|hrs?)\b/.exec(text);
  return {
    days: days ? Number(days[1]) : months ? Number(months[1]) * 30 : null,
    months: months ? Number(months[1]) : null,
    percent: percent ? Number(percent[1]) : null,
    hours: hours ? Number(hours[1]) : null,
    wantsMutual: /\bmutual|both parties|reciprocal|each party\b/.test(text),
    wantsNoAutoRenewal: /no auto|not (?:auto|automatic)|opt[- ]in|manual renewal/.test(text),
  };
}
