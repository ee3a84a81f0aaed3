import type { PDFFont } from "pdf-lib";

/**
 * The PDF standard fonts (Helvetica) draw WinAnsi text only: Latin-1 plus the Windows-1252 extras
 * (curly quotes, dashes, €, …). Anything else would make pdf-lib throw, so it is spelled with the
 * nearest WinAnsi characters or replaced.
 */
const WIN_ANSI_EXTRAS = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
const isWinAnsi = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.includes(char);
};

const LOOK_ALIKES: Record<string, string> = {
  "‐": "-",
  "‑": "-",
  "‒": "-",
  "−": "-",
  "′": "'",
  "″": '"',
  "≤": "<=",
  "≥": ">=",
  "≠": "!=",
  "✓": "v",
  "→": "->",
  "←": "<-",
  // letters with a stroke have no Unicode decomposition
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ħ: "H",
  ħ: "h",
  ı: "i",
};

/** One line of text the standard fonts can draw: whitespace collapsed, other characters spelled in WinAnsi. */
export function pdfText(text: string): string {
  let out = "";
  for (const char of text.replace(/\s+/g, " ")) {
    if (isWinAnsi(char)) out += char;
    else if (LOOK_ALIKES[char]) out += LOOK_ALIKES[char];
    else {
      // "ś" decomposes to "s" and an accent: keep the base letter when there is one.
      const base = char.normalize("NFKD").replace(/\p{M}/gu, "");
      out += base && [...base].every(isWinAnsi) ? base : "?";
    }
  }
  return out.trim();
}

const ELLIPSIS = "…";

/**
 * Wraps text to `width` points in at most `maxLines` lines; a newline starts a new line. A word wider
 * than the line is broken, and text that does not fit ends the last line with an ellipsis.
 */
export function fitLines(
  text: string,
  font: PDFFont,
  size: number,
  width: number,
  maxLines: number,
): string[] {
  if (maxLines <= 0) return [];
  // Viewers draw the standard fonts with their own metrics, up to about 1% wider than pdf-lib's.
  const fits = (line: string) => font.widthOfTextAtSize(line, size) * 1.015 <= width;
  const lines: string[] = [];
  let isCut = false;

  for (const paragraph of text.split("\n").map(pdfText).filter(Boolean)) {
    let line = "";
    for (const word of paragraph.split(" ")) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = "";
      let rest = word;
      while (!fits(rest)) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) lines.push(line);
    if (lines.length > maxLines) break;
  }

  if (lines.length > maxLines) {
    lines.length = maxLines;
    isCut = true;
  }
  if (isCut) {
    let last = lines[maxLines - 1];
    while (last && !fits(`${last}${ELLIPSIS}`)) last = last.slice(0, -1);
    lines[maxLines - 1] = `${last.trimEnd()}${ELLIPSIS}`;
  }
  return lines;
}
