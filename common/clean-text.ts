/**
 * Control characters that never belong in stored text. PostgreSQL refuses U+0000 outright (the
 * insert fails), and the others come from damaged files or pasted binary. Tab, line feed and
 * carriage return are kept; vertical tab and form feed become spaces so words stay apart.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const REMOVED = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above.
const SPACED = /[\u000B\u000C]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text safe to store: no control characters, no lone surrogates. One function for every path. */
export function cleanText(text: string): string {
  return text.replace(REMOVED, "").replace(SPACED, " ").replace(LONE_SURROGATE, "\uFFFD");
}

/** cleanText applied to every string inside plain JSON data (request bodies, JSON columns). */
export function cleanTextDeep<T>(value: T): T {
  if (typeof value === "string") return cleanText(value) as T;
  if (Array.isArray(value)) return value.map((item) => cleanTextDeep(item)) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[cleanText(key)] = cleanTextDeep(item);
    return out as T;
  }
  return value;
}
