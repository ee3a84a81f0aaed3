/** "shall continue for a period of ninety (90) days": a term counted in days or weeks, not a time limit inside it */
const SHORT_TERM_BEFORE_RE =
  /\b(?:continues?|remains?\s+in\s+(?:full\s+)?(?:force|effect)|remains?\s+(?:valid|effective)|lasts?|runs?|is|be|be\s+(?:valid|effective|in\s+(?:full\s+)?(?:force|effect))|entered\s+into|concluded|made)\s+for\s+(?:(?:a|an|the)\s+(?:(?:fixed|initial|minimum|pilot|evaluation)\s+)?(?:period|term)\s+of\s+)?$|\bterm\s+(?:of\s+(?:this|the)\s+(?:agreement|contract)\s+)?(?:is|shall\s+be|will\s+be)\s+(?:(?:a|the)\s+period\s+of\s+)?$/;
const SHORT_TERM_AFTER_RE =
  /^\s*(?:\(\d+\)\s*)?(?:after|following|prior|before|of\s+(?:the\s+)?(?:receipt|notice|written)|from\s+(?:the\s+)?(?:date\s+of\s+)?(?:receipt|notice|termination|expir\w*|delivery|invoice))\b/;

export function isShortTerm(lower: string, d: { unit: string; start: number; end: number }): boolean {
  return (
    (d.unit === "day" || d.unit === "week") &&
    SHORT_TERM_BEFORE_RE.test(lower.slice(Math.max(0, d.start - 60), d.start)) &&
    !SHORT_TERM_AFTER_RE.test(lower.slice(d.end, d.end + 60))
  );
}

/** "on three months' notice", "a notice period of 6 months": how long notice is, not how long the term is. */
export function isNoticeLength(lower: string, d: { start: number; end: number }): boolean {
  return (
    /^\s*['’]?s?\s*\)?\s*(?:prior\s+|advance\s+)?(?:written\s+)?(?:notice|notification)/.test(
      lower.slice(d.end, d.end + 40),
    ) ||
    /\bnotice\s+(?:period\s+)?of\s+(?:at\s+least\s+|not\s+less\s+than\s+)?$/.test(
      lower.slice(Math.max(0, d.start - 40), d.start),
    )
  );
}

/**
 * "shall automatically renew for successive one (1) year periods", "extended for successive periods of twelve
 * months": how long each renewal lasts, not the first term (a term extended once, "hereby extended for two
 * years", is still its length)
 */
const RENEWAL_BEFORE_LENGTH_RE =
  /\b(?:renew\w*\s+(?:automatically\s+)?(?:for\s+)?(?:an?\s+|the\s+)?(?:(?:successive|additional|further|consecutive|subsequent|like)\s+)?|(?:successive|consecutive|subsequent)\s+|automatically\s+(?:be\s+)?extended\s+for\s+(?:an?\s+)?(?:(?:successive|additional|further|consecutive)\s+)?)(?:(?:renewal\s+)?(?:periods?|terms?)\s+of\s+)?$/;
export function isRenewalLength(lower: string, d: { start: number }): boolean {
  return RENEWAL_BEFORE_LENGTH_RE.test(lower.slice(Math.max(0, d.start - 70), d.start));
}

/** "for 3 years after termination of this Agreement": a period that starts when the contract ends */
export function isAfterTermLength(lower: string, d: { start: number; end: number }): boolean {
  return /^\s*(?:\)\s*)?(?:after|following|from)\s+(?:the\s+)?(?:date\s+of\s+)?(?:any\s+)?(?:termination|expiry|expiration|end)\s+(?:or\s+(?:termination|expiry|expiration)\s+)?of\s+(?:this|the)\s+(?:agreement|contract)\b/.test(
    lower.slice(d.end, d.end + 80),
  );
}
