/**
 * Whether two company names are the same company, for the web app. The analysis engine decides the
 * user's side with its own copy of this rule (analysis/keydata.ts `sameCompany`, analysis/parties.ts
 * `normaliseCompanyName`); company-name.test.ts holds the two to the same answers until the engine
 * imports this one (docs/decisions-review-glance-18.md).
 */

/** Company name without legal suffixes, punctuation or case, for comparing names. */
export function normaliseCompanyName(name: string): string {
  return name
    .toLowerCase()
    .replace(
      /\b(?:limited|ltd|inc|incorporated|llc|l\.l\.c|plc|llp|corp|corporation|company|co|gmbh|pty|the)\b\.?/g,
      " ",
    )
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** "Cloudly Software Ltd" is "CLOUDLY SOFTWARE LIMITED"; a short form needs two words ("Cloudly Software"). */
export function sameCompany(a: string, b: string): boolean {
  const x = normaliseCompanyName(a);
  const y = normaliseCompanyName(b);
  if (!x || !y) return false;
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  return short.includes(" ") && long.startsWith(`${short} `);
}
