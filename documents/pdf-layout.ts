/**
 * Reading order for one PDF page: text items are grouped into lines (by baseline), lines into
 * paragraphs (by vertical gaps and short last lines), and a page with a clear vertical gutter is
 * read as two columns, left then right, with full-width lines (titles, footers) kept in place.
 * A table whose cells sit side by side ("Subscription Term" beside "24 months ...") is kept row by
 * row, its cells set off by tabs as the DOCX reader writes them: "Label\tValue", one row a line.
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

interface Cell {
  x: number;
  right: number;
  text: string;
}

interface Line {
  items: PdfTextItem[];
  y: number;
  size: number;
  left: number;
  right: number;
  text: string;
  /** Runs of the line set apart by a gap wider than any word space: table cells, when there are several. */
  cells: Cell[];
}

function quantile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * q)];
}

const median = (values: number[]) => quantile(values, 0.5);

/** A gap between two runs of one line wider than this many font sizes separates table cells. */
const CELL_GAP_EMS = 1.2;

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
    const cells: Cell[] = [];
    let text = "";
    let prev: PdfTextItem | null = null;
    for (const item of group) {
      const cell = cells[cells.length - 1];
      if (prev && cell) {
        const gap = item.x - (prev.x + prev.width);
        const needsSpace =
          gap > 0.15 * Math.min(prev.size, item.size) && !/\s$/.test(text) && !/^\s/.test(item.str);
        if (needsSpace) text += " ";
        if (gap > CELL_GAP_EMS * Math.min(prev.size, item.size)) {
          cells.push({ x: item.x, right: item.x + item.width, text: item.str });
        } else {
          cell.text += needsSpace ? ` ${item.str}` : item.str;
          cell.right = Math.max(cell.right, item.x + item.width);
        }
      } else {
        cells.push({ x: item.x, right: item.x + item.width, text: item.str });
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
      cells: cells.map((cell) => ({ ...cell, text: cell.text.replace(/\s+/g, " ").trim() })),
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

/** A clause number or list mark ("1.1", "(a)", "•") beside its text is a hanging indent, not a label cell. */
const LIST_MARK = /^(?:\(?(?:\d+(?:\.\d+)*|[a-z]|[ivxlc]{1,5})[.)]?|[•·▪◦*\-–—])$/i;

function startsRow(line: Line): boolean {
  const label = line.cells[0]?.text ?? "";
  return line.cells.length >= 2 && /\p{L}\p{L}/u.test(label) && !LIST_MARK.test(label);
}

interface Table {
  rows: string[][];
  /** Index of the first line after the table. */
  end: number;
}

/**
 * The table starting at `lines[start]`, if one does: its first line has two or more cells, and the
 * lines after it keep to the same columns at a row's spacing. A line filling every column the row's
 * first line filled starts a new row; a line with fewer cells (a wrapped value) continues the row.
 * `isLabel` may restrict what the first column holds. Fewer than two rows is no table.
 */
function readTable(
  lines: Line[],
  start: number,
  isLabel: (cell: Cell) => boolean = () => true,
): Table | null {
  const first = lines[start];
  if (!startsRow(first) || !isLabel(first.cells[0])) return null;
  const columns = first.cells.map((cell) => cell.x);
  const tolerance = 3;
  const columnOf = (cell: Cell) => columns.findIndex((x) => Math.abs(x - cell.x) <= tolerance);
  const fits = (line: Line) =>
    line.cells.every((cell) => {
      const column = columnOf(cell);
      if (column < 0 || (column === 0 && !isLabel(cell))) return false;
      return column + 1 >= columns.length || cell.right <= columns[column + 1] + tolerance;
    });

  const rows: string[][][] = [];
  let rowWidth = 0;
  let end = start;
  for (let i = start; i < lines.length; i++) {
    const line = lines[i];
    if (i > start) {
      const prev = lines[i - 1];
      const gap = prev.y - line.y;
      if (gap <= 0 || gap > 1.8 * Math.max(prev.size, line.size)) break;
      if (Math.abs(line.size - first.size) > 1.5 || !fits(line)) break;
    }
    const isNewRow =
      i === start || (columnOf(line.cells[0]) === 0 && line.cells.length >= rowWidth && startsRow(line));
    if (isNewRow) {
      rows.push(columns.map(() => []));
      rowWidth = line.cells.length;
    }
    const row = rows[rows.length - 1];
    for (const cell of line.cells) row[columnOf(cell)].push(cell.text);
    end = i + 1;
  }
  if (rows.length < 2) return null;
  return {
    rows: rows.map((row) => {
      const cells = row.map(joinLines);
      while (cells.length > 1 && cells[cells.length - 1] === "") cells.pop();
      return cells;
    }),
    end,
  };
}

/** A table as one block of the page: cells set off by tabs, rows by line breaks (see pdfPagesToContent). */
function tableText(table: Table): string {
  return table.rows.map((row) => row.join("\t")).join("\n");
}

function paragraphsOf(lines: Line[]): string[] {
  if (lines.length === 0) return [];
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const gap = lines[i - 1].y - lines[i].y;
    if (gap > 0 && gap < 3 * lines[i].size) gaps.push(gap);
  }
  // The line spacing inside a paragraph is the smaller common gap; on a short page with a table or
  // several headings the gaps between paragraphs can outnumber it, so the median would be one of those.
  const typical = quantile(gaps, 0.25) || lines[0].size * 1.2;
  const rightEdge = Math.max(...lines.map((l) => l.right));
  const leftEdge = Math.min(...lines.map((l) => l.left));
  const width = rightEdge - leftEdge;
  const bodySize = median(lines.map((l) => l.size));
  const isIndented = (line: Line) => line.left > leftEdge + width * 0.05;
  // A title too long for one line wraps onto a second line of the same large size centred under
  // the first, closer than the space a heading leaves before the next paragraph.
  const wrapsTitle = (prev: Line, line: Line) =>
    Math.abs(prev.size - line.size) <= 0.5 &&
    line.size >= bodySize + 1 &&
    prev.y - line.y <= 1.4 * line.size &&
    !/[.:;]$/.test(prev.text) &&
    isIndented(prev) &&
    isIndented(line) &&
    Math.abs((prev.left + prev.right) / 2 - (line.left + line.right) / 2) <= Math.max(6, width * 0.03);

  const paragraphs: string[] = [];
  let current: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.text === "") continue;
    const table = readTable(lines, i);
    if (table) {
      if (current.length > 0) paragraphs.push(joinLines(current));
      current = [];
      paragraphs.push(tableText(table));
      i = table.end - 1;
      continue;
    }
    if (current.length > 0) {
      const prev = lines[i - 1];
      const gap = prev.y - line.y;
      const bigGap = gap > typical * 1.4 || gap < 0;
      const sizeChange = Math.abs(prev.size - line.size) > 1.5;
      const isShort = prev.right < rightEdge - width * 0.15;
      const shortEnd = isShort && /[.:;]$/.test(prev.text) && /^[A-Z0-9("“]/.test(line.text);
      // Letterhead lines (address, date, subject) end short and leave a paragraph's space, if a small
      // one; a line ending on a small word ("between X and") runs on.
      const shortWithGap = isShort && gap > typical * 1.2 && !/(?:^|\s)\p{Ll}+$/u.test(prev.text);
      if ((bigGap || sizeChange || shortEnd || shortWithGap) && !wrapsTitle(prev, line)) {
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
    let inBand = items.filter((i) => !spanning.includes(i) && bandOf(i) === band);
    const table = tableAcrossGutter(inBand, gutter);
    if (table) {
      out.push(...table.paragraphs);
      inBand = inBand.filter((i) => !table.items.has(i));
    }
    out.push(...paragraphsOf(buildLines(inBand.filter((i) => i.x + i.width <= gutter))));
    out.push(...paragraphsOf(buildLines(inBand.filter((i) => i.x >= gutter))));
    if (band < spanningLines.length) out.push(...paragraphsOf([spanningLines[band]]));
  }
  return out;
}

/**
 * A table of short labels on the left of the gutter and their values on the right (a cover table
 * under the title of a two-column page), with the lines above it in its band. Read column by
 * column, every label would come before every value; it is read row by row instead. A label must
 * leave most of its column empty, as body text fills it, and no line above the table may have text
 * on both sides of the gutter: then it is not two columns of prose with a few short lines.
 */
function tableAcrossGutter(
  items: PdfTextItem[],
  gutter: number,
): { paragraphs: string[]; items: Set<PdfTextItem> } | null {
  const lines = buildLines(items);
  const isLabel = (cell: Cell) => cell.right <= gutter && cell.right - cell.x <= 0.6 * (gutter - cell.x);
  for (let start = 0; start < lines.length; start++) {
    const line = lines[start];
    const hasBothSides = line.cells.some((cell) => cell.x >= gutter) && line.cells[0].x < gutter;
    if (!hasBothSides) continue;
    const table = readTable(lines, start, isLabel);
    if (!table) return null;
    const above = lines.slice(0, start);
    return {
      paragraphs: [...paragraphsOf(above), tableText(table)],
      items: new Set(lines.slice(0, table.end).flatMap((l) => l.items)),
    };
  }
  return null;
}
