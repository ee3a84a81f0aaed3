/**
 * Mail programs and browsers refuse or cut longer mailto: links (Outlook on Windows stops near 2,000
 * characters), so a link is kept under this length and its body shortened when needed.
 */
export const MAILTO_MAX_LENGTH = 2000;

/** Marks where a shortened body was cut; the user is told on screen and given the whole text. */
export const SHORTENED_MARK = "[…]";

export type MailtoLink = { href: string; isShortened: boolean };

// RFC 6068: every character outside the unreserved set is percent-encoded, line breaks as %0D%0A.
const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, "\r\n"));

/** The generated issue summary starts with its own "Subject: ..." line; the link carries it already. */
function withoutSubjectLine(body: string, subject: string) {
  const match = /^Subject:(.*)\r?\n(?:\s*\r?\n)*/.exec(body);
  return match && match[1].trim() === subject ? body.slice(match[0].length) : body;
}

/** The longest start of `body` (whole characters) whose encoding is at most `budget` long. */
function longestFittingStart(chars: string[], budget: number) {
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (encode(chars.slice(0, mid).join("")).length <= budget) low = mid;
    else high = mid - 1;
  }
  return chars.slice(0, low).join("");
}

/** Cuts at the last paragraph or line break, or else the last space, so no word is split. */
function cutTidily(start: string) {
  const lastBreak = start.lastIndexOf("\n");
  if (lastBreak > start.length / 2) return start.slice(0, lastBreak).trimEnd();
  const lastSpace = start.search(/\s\S*$/);
  return (lastSpace > 0 ? start.slice(0, lastSpace) : start).trimEnd();
}

/**
 * A mailto: link that opens a new e-mail with this subject and body (no recipient: the user chooses
 * one in their mail program). A body too long for a link is cut at a line or word and ends with
 * SHORTENED_MARK; `isShortened` says so, so the screen can offer the whole text another way.
 */
export function mailtoLink(
  { subject, body }: { subject: string; body: string },
  maxLength = MAILTO_MAX_LENGTH,
): MailtoLink {
  const cleanSubject = subject.replace(/\s+/g, " ").trim();
  const cleanBody = withoutSubjectLine(body.trim(), cleanSubject);
  const base = `mailto:?subject=${encode(cleanSubject)}&body=`;
  const full = base + encode(cleanBody);
  if (full.length <= maxLength) return { href: full, isShortened: false };

  const ending = `\n\n${SHORTENED_MARK}`;
  const budget = maxLength - base.length - encode(ending).length;
  const start = budget > 0 ? cutTidily(longestFittingStart(Array.from(cleanBody), budget)) : "";
  return { href: base + encode(start ? `${start}${ending}` : SHORTENED_MARK), isShortened: true };
}
