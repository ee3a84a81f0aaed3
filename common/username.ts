/** Usernames are generated at registration as First.Last (spec 02 section 3), unique ignoring case. */

const FALLBACK_USERNAME = "User";
/** Guards a predicate that never says "free"; a real directory never has this many namesakes. */
const MAX_SUFFIX = 10_000;

/**
 * Cleans one name: accents are dropped (José → Jose), anything but ASCII letters, digits and hyphens is
 * removed, and each word or hyphenated piece starts with a capital ("anne-marie o'neil" → "Anne-MarieOneil").
 */
function cleanNamePart(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .trim()
    .split(/\s+/)
    .map((word) =>
      word
        .replace(/[^A-Za-z0-9-]/g, "")
        .split("-")
        .filter(Boolean)
        .map((piece) => piece.charAt(0).toUpperCase() + piece.slice(1))
        .join("-"),
    )
    .join("");
}

/** `First.Last`; one part alone when the other cleans to nothing; "User" when both do. */
export function baseUsername(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string {
  const parts = [cleanNamePart(firstName ?? ""), cleanNamePart(lastName ?? "")].filter(Boolean);
  return parts.length > 0 ? parts.join(".") : FALLBACK_USERNAME;
}

/**
 * The first of base, base2, base3, ... that is not taken. A Set is compared ignoring case; a predicate
 * receives each candidate and must itself compare ignoring case (e.g. `lower(username) = lower($1)`).
 */
export function uniqueUsername(
  base: string,
  taken: ReadonlySet<string> | ((username: string) => boolean),
): string {
  const isTaken =
    typeof taken === "function"
      ? taken
      : (() => {
          const lowered = new Set([...taken].map((name) => name.toLowerCase()));
          return (username: string) => lowered.has(username.toLowerCase());
        })();
  if (!isTaken(base)) return base;
  for (let suffix = 2; suffix <= MAX_SUFFIX; suffix++) {
    const candidate = `${base}${suffix}`;
    if (!isTaken(candidate)) return candidate;
  }
  throw new Error(`No free username found for ${base}`);
}
