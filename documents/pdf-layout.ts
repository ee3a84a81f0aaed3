/**
 * Reading order for one PDF page: text items are grouped into lines (by baseline), lines into
 * paragraphs (by vertical gaps and short last lines), and a page with a clear vertical gutter is
 * read as two columns, left then right, with full-width lines (titles, footers) kept in place.
 */

export interface PdfTextItem {
  str: string;
  /** Left edge and baseline, in PDF points (y grows upwards). */
  x: number;
  y: number;
  width: number;
  /** Font size in points. */
  size: number;
}

interface Line {
  items: PdfTextItem[];
  y: number;
  size: number;
  left: number;
  right: number;
  text: string;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function chars(item: PdfTextItem): number {
  return item.str.trim().length;
}

/** Finds a gutter x between two columns, or null when the page reads as one column. */
export function findGutter(items: PdfTextItem[]): number | null {
  if (items.length < 10) return null;
  const minX = Math.min(...items.map((i) => i.x));
  const maxX = Math.max(...items.map((i) => i.x + i.width));
  const span = maxX - minX;
  if (span <= 0) return null;
  const total = items.reduce((sum, item) => sum + chars(item), 0);

  // Characters of the items crossing each candidate x in the middle of the text block.
  const step = 2;
  const xs: number[] = [];
  const crossing: number[] = [];
  const crossingItems: number[] = [];
  for (let x = minX + span * 0.3; x <= minX + span * 0.7; x += step) {
    let sum = 0;
    let count = 0;
    for (const item of items) {
      if (item.x < x && item.x + item.width > x) {
        sum += chars(item);
        count++;
      }
    }
    xs.push(x);
    crossing.push(sum);
    crossingItems.push(count);
  }
  const least = Math.min(...crossing);
  // The widest run of candidates with that least crossing is the gutter.
  let bestStart = -1;
  let bestLength = 0;
  for (let i = 0; i < xs.length; ) {
    if (crossing[i] !== least) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < xs.length && crossing[j + 1] === least) j++;
    if (j - i + 1 > bestLength) {
      bestStart = i;
      bestLength = j - i + 1;
    }
    i = j + 1;
  }
  const best = { x: (xs[bestStart] + xs[bestStart + bestLength - 1]) / 2, width: (bestLength - 1) * step };
  // Full-width lines (title, footer) may cross the gutter; ordinary text lines may not.
  if (crossingItems[bestStart] > items.length * 0.2 || least > total * 0.4 || best.width < 6) return null;
  const gutter = best.x;
  const left = items.filter((i) => i.x + i.width <= gutter);
  const right = items.filter((i) => i.x >= gutter);
  const leftChars = left.reduce((s, i) => s + chars(i), 0);
  const rightChars = right.reduce((s, i) => s + chars(i), 0);
  if (leftChars < total * 0.2 || rightChars < total * 0.2) return null;
  // Both sides must run down the page side by side, not be a heading over a block.
  const leftLines = new Set(left.map((i) => Math.round(i.y)));
  const sideBySide = right.filter(
    (i) => leftLines.has(Math.round(i.y)) || leftLines.has(Math.round(i.y) + 1),
  );
  if (new Set(sideBySide.map((i) => Math.round(i.y))).size < 3) return null;
  return gutter;
}

function buildLines(items: PdfTextItem[]): Line[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const groups: PdfTextItem[][] = [];
  let current: PdfTextItem[] = [];
  let currentY = Number.NaN;
  for (const item of sorted) {
    const tolerance = Math.max(2, 0.5 * Math.max(item.size, current[0]?.size ?? 0));
    if (current.length > 0 && Math.abs(currentY - item.y) <= tolerance) {
      current.push(item);
    } else {
      if (current.length > 0) groups.push(current);
      current = [item];
      currentY = item.y;
    }
  }
  if (current.length > 0) groups.push(current);
  return groups.map((group) => {
    group.sort((a, b) => a.x - b.x);
    let text = "";
    let prev: PdfTextItem | null = null;
    for (const item of group) {
      if (prev) {
        const gap = item.x - (prev.x + prev.width);
        const needsSpace =
          gap > 0.15 * Math.min(prev.size, item.size) && !/\s$/.test(text) && !/^\s/.test(item.str);
        if (needsSpace) text += " ";
      }
      text += item.str;
      prev = item;
    }
    const main = group.reduce((a, b) => (chars(b) > chars(a) ? b : a));
    return {
      items: group,
      y: main.y,
      size: median(group.map((i) => i.size)),
      left: group[0].x,
      right: Math.max(...group.map((i) => i.x + i.width)),
      text: text.replace(/\s+/g, " ").trim(),
    };
  });
}

function joinLines(lines: string[]): string {
  let out = "";
  for (const line of lines) {
    if (out === "") out = line;
    // A word broken at the line end ("non-" / "exclusive") is joined back without a space.
    else if (/[A-Za-z]-$/.test(out) && /^[a-z]/.test(line)) out += line;
    else out += ` ${line}`;
  }
  return out;
}

function paragraphsOf(lines: Line[]): string[] {
  if (lines.length === 0) return [];
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const gap = lines[i - 1].y - lines[i].y;
    if (gap > 0 && gap < 3 * lines[i].size) gaps.push(gap);
  }
  const typical = median(gaps) || lines[0].size * 1.2;
  const rightEdge = Math.max(...lines.map((l) => l.right));
  const leftEdge = Math.min(...lines.map((l) => l.left));
  const width = rightEdge - leftEdge;

  const paragraphs: string[] = [];
  let current: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.text === "") continue;
    if (current.length > 0) {
      const prev = lines[i - 1];
      const gap = prev.y - line.y;
      const bigGap = gap > typical * 1.4 || gap < 0;
      const sizeChange = Math.abs(prev.size - line.size) > 1.5;
      const shortEnd =
        prev.right < rightEdge - width * 0.15 && /[.:;]$/.test(prev.text) && /^[A-Z0-9("“]/.test(line.text);
      if (bigGap || sizeChange || shortEnd) {
        paragraphs.push(joinLines(current));
        current = [];
      }
    }
    current.push(line.text);
  }
  if (current.length > 0) paragraphs.push(joinLines(current));
  return paragraphs;
}

/** The paragraphs of one page in reading order. */
export function pageParagraphs(rawItems: PdfTextItem[]): string[] {
  const items = rawItems.filter(
    (item) => item.str.trim() !== "" && Number.isFinite(item.x) && Number.isFinite(item.y),
  );
  if (items.length === 0) return [];
  const gutter = findGutter(items);
  if (gutter === null) return paragraphsOf(buildLines(items));

  // Full-width lines split the page into bands; each band is read left column, then right.
  const spanning = items.filter((i) => i.x < gutter && i.x + i.width > gutter);
  const spanningLines = buildLines(spanning);
  const bandOf = (item: PdfTextItem) => spanningLines.filter((line) => line.y > item.y + 1).length;
  const out: string[] = [];
  for (let band = 0; band <= spanningLines.length; band++) {
    const inBand = items.filter((i) => !spanning.includes(i) && bandOf(i) === band);
    out.push(...paragraphsOf(buildLines(inBand.filter((i) => i.x + i.width <= gutter))));
    out.push(...paragraphsOf(buildLines(inBand.filter((i) => i.x >= gutter))));
    if (band < spanningLines.length) out.push(...paragraphsOf([spanningLines[band]]));
  }
  return out;
}
