/** Whether two company names are the same company: the engine's choice of the user's side and the web's notice use this. */

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
