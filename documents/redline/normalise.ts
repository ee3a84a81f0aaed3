/**
 * Matching rules shared by the clause locator and the word diff: Word and the stored text may differ
 * in quotes, dashes, invisible characters and whitespace, but never in letters or digits.
 */

/** Normalises a character or token that is not whitespace: quotes and dashes folded, invisibles gone. */
export function normaliseChars(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (!isInvisibleCode(code)) out += String.fromCharCode(foldCode(code));
  }
  return out;
}

export function isSpace(ch: string): boolean {
  return ch.length === 1 && isSpaceCode(ch.charCodeAt(0));
}

/**
 * The normalised form of `text` and, for each of its characters, the index in `text` it comes from.
 * Whitespace runs become one space (mapped to the run's first character); invisible characters go.
 */
function isInvisibleCode(code: number): boolean {
  return (
    code === 0x00ad ||
    code === 0x200b ||
    code === 0x200c ||
    code === 0x200d ||
    code === 0x2060 ||
    code === 0xfeff
  );
}

function isSpaceCode(code: number): boolean {
  return (
    code === 0x20 ||
    (code >= 0x09 && code <= 0x0d) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000
  );
}

/** The ASCII stand-in for a quote or dash, or the code itself. */
function foldCode(code: number): number {
  switch (code) {
    case 0x2018:
    case 0x2019:
    case 0x201a:
    case 0x201b:
    case 0x2032:
    case 0x0060:
    case 0x00b4:
      return 0x27;
    case 0x201c:
    case 0x201d:
    case 0x201e:
    case 0x201f:
    case 0x2033:
    case 0x00ab:
    case 0x00bb:
      return 0x22;
    case 0x2010:
    case 0x2011:
    case 0x2012:
    case 0x2013:
    case 0x2014:
    case 0x2015:
    case 0x2212:
      return 0x2d;
    default:
      return code;
  }
}

/**
 * The normalised form of `text` and, for each of its characters, the index in `text` it comes from.
 * Whitespace runs become one space (mapped to the run's first character); invisible characters go.
 */
export function normaliseWithMap(text: string): { text: string; map: Int32Array } {
  const codes = new Uint16Array(text.length);
  const map = new Int32Array(text.length);
  let length = 0;
  let inSpace = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isInvisibleCode(code)) continue;
    if (isSpaceCode(code)) {
      if (!inSpace) {
        codes[length] = 0x20;
        map[length++] = i;
        inSpace = true;
      }
      continue;
    }
    inSpace = false;
    codes[length] = foldCode(code);
    map[length++] = i;
  }
  const chunks: string[] = [];
  for (let at = 0; at < length; at += 8192) {
    chunks.push(String.fromCharCode(...codes.subarray(at, Math.min(length, at + 8192))));
  }
  return { text: chunks.join(""), map: map.subarray(0, length) };
}

export function normaliseForMatch(text: string): string {
  return normaliseWithMap(text).text.trim();
}

const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

export function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && WORD_CHAR.test(ch);
}

/**
 * Every start index of `needle` in `haystack` (both normalised) that does not cut a word in two at
 * either end.
 */
export function findWholeMatches(haystack: string, needle: string): number[] {
  const found: number[] = [];
  if (needle === "") return found;
  const startsWithWord = isWordChar(needle[0]);
  const endsWithWord = isWordChar(needle[needle.length - 1]);
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    if (startsWithWord && isWordChar(haystack[at - 1])) continue;
    if (endsWithWord && isWordChar(haystack[at + needle.length])) continue;
    found.push(at);
  }
  return found;
}

/**
 * Which occurrence of `originalText` in `text` starts at `start` (0-based; undefined when none does), for
 * RedlineChange.occurrence when a clause's wording appears more than once.
 */
export function occurrenceAt(text: string, originalText: string, start: number): number | undefined {
  const { text: normalised, map } = normaliseWithMap(text);
  const target = start + (originalText.length - originalText.trimStart().length);
  const index = findWholeMatches(normalised, normaliseForMatch(originalText)).findIndex(
    (at) => map[at] === target,
  );
  return index === -1 ? undefined : index;
}
