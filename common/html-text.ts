/**
 * The one algorithm that turns rendered contract HTML into the plain text the analysis engine sees.
 *
 * It runs on the server (on a DOM parsed from the stored HTML) and in the browser (on the live DOM of
 * the same HTML), so character offsets found by the engine can be highlighted exactly. It depends
 * only on a minimal node shape that both DOMs share; keep it free of Node and browser imports.
 *
 * Rules (deterministic, identical on both sides):
 * - Runs of collapsible whitespace (space, tab, CR, LF, FF) become one space; a space is dropped at
 *   the start and end of a block, before a separator and after a line break.
 * - A non-breaking space becomes an ordinary space and is never collapsed.
 * - Block elements (p, h1-h6, li, div, table, ...) are separated by "\n\n"; table rows by "\n";
 *   table cells of one row by "\t"; `br` is "\n".
 * - script, style and similar elements contribute nothing; comments are ignored.
 */

export interface HtmlNodeLike {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly nodeValue: string | null;
  readonly childNodes: ArrayLike<HtmlNodeLike>;
}

/** A piece of a highlight: characters `[startOffset, endOffset)` of one text node. */
export interface TextRangePart<N extends HtmlNodeLike = HtmlNodeLike> {
  node: N;
  startOffset: number;
  endOffset: number;
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;
const DOCUMENT_NODE = 9;
const DOCUMENT_FRAGMENT_NODE = 11;

const PARAGRAPH_BREAK = 2;
const LINE_BREAK = 1;

const PARAGRAPH_BLOCKS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "body",
  "caption",
  "dd",
  "details",
  "dialog",
  "div",
  "dl",
  "dt",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "html",
  "legend",
  "li",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "summary",
  "table",
  "ul",
]);

const SKIPPED = new Set([
  "head",
  "iframe",
  "noscript",
  "object",
  "script",
  "select",
  "style",
  "svg",
  "template",
  "textarea",
  "title",
]);

const CELLS = new Set(["td", "th"]);

function isCollapsible(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d || code === 0x0c;
}

interface SpacePosition {
  node: HtmlNodeLike;
  offset: number;
}

/** Builds the text and, when asked, the source position of every character. */
class TextWriter {
  private readonly parts: string[] = [];
  private length = 0;
  private lastChar = "";
  private trailingNewlines = 0;
  private pendingBreak = 0;
  private pendingTab = false;
  private pendingSpace: SpacePosition | null = null;
  /** Content characters written so far; lets a table cell know whether it produced anything. */
  emitted = 0;
  /** Set at the start of a table cell: blocks opening before its first character keep the cell separator. */
  atCellStart = false;
  readonly nodes: (HtmlNodeLike | null)[] | null;
  readonly offsets: number[] | null;

  constructor(track: boolean) {
    this.nodes = track ? [] : null;
    this.offsets = track ? [] : null;
  }

  get pending(): number {
    return this.pendingBreak;
  }

  set pending(value: number) {
    this.pendingBreak = value;
    if (value > 0) this.pendingTab = false;
  }

  requestBreak(lines: number): void {
    if (this.atCellStart) return;
    if (lines > this.pendingBreak) this.pendingBreak = lines;
    this.pendingTab = false;
  }

  requestTab(): void {
    // A row or paragraph break requested before the cell began wins over the cell separator.
    if (this.pendingBreak === 0) this.pendingTab = true;
  }

  space(node: HtmlNodeLike, offset: number): void {
    if (this.pendingSpace === null) this.pendingSpace = { node, offset };
  }

  lineBreak(): void {
    this.atCellStart = false;
    if (this.length === 0) {
      this.clearPending();
      return;
    }
    this.flushSeparators();
    this.pendingSpace = null;
    this.push("\n", null, 0);
  }

  /** Writes `value.slice(from, to)`, which holds no collapsible whitespace (non-breaking spaces allowed). */
  chars(value: string, from: number, to: number, node: HtmlNodeLike): void {
    this.char(value.charCodeAt(from) === 0xa0 ? " " : value[from], node, from);
    if (to - from === 1) return;
    if (this.nodes !== null && this.offsets !== null) {
      for (let i = from + 1; i < to; i++) this.char(value.charCodeAt(i) === 0xa0 ? " " : value[i], node, i);
      return;
    }
    const rest = value.slice(from + 1, to).replace(/\u00a0/g, " ");
    this.parts.push(rest);
    this.length += rest.length;
    this.lastChar = rest[rest.length - 1];
    this.trailingNewlines = 0;
    this.emitted += rest.length;
  }

  char(ch: string, node: HtmlNodeLike, offset: number): void {
    if (this.length === 0) {
      this.clearPending();
    } else if (this.pendingBreak > 0 || this.pendingTab) {
      this.flushSeparators();
      this.pendingSpace = null;
    } else if (this.pendingSpace !== null) {
      if (this.lastChar !== "\n" && this.lastChar !== "\t") {
        this.push(" ", this.pendingSpace.node, this.pendingSpace.offset);
      }
      this.pendingSpace = null;
    }
    this.push(ch, node, offset);
    this.emitted++;
    this.atCellStart = false;
  }

  finish(): string {
    let text = this.parts.join("");
    // A trailing line break (from a final <br>) carries no content.
    let end = text.length;
    while (end > 0 && (text[end - 1] === "\n" || text[end - 1] === "\t") && this.nodes?.[end - 1] == null) {
      end--;
    }
    if (end < text.length) {
      text = text.slice(0, end);
      this.nodes?.splice(end);
      this.offsets?.splice(end);
    }
    return text;
  }

  private clearPending(): void {
    this.pendingBreak = 0;
    this.pendingTab = false;
    this.pendingSpace = null;
  }

  private flushSeparators(): void {
    if (this.pendingBreak > 0) {
      for (let i = this.trailingNewlines; i < this.pendingBreak; i++) this.push("\n", null, 0);
    } else if (this.pendingTab) {
      this.push("\t", null, 0);
    }
    this.pendingBreak = 0;
    this.pendingTab = false;
  }

  private push(ch: string, node: HtmlNodeLike | null, offset: number): void {
    this.parts.push(ch);
    this.length += ch.length;
    this.lastChar = ch;
    this.trailingNewlines = ch === "\n" ? this.trailingNewlines + 1 : 0;
    if (this.nodes !== null && this.offsets !== null) {
      this.nodes.push(node);
      this.offsets.push(offset);
    }
  }
}

function walk(node: HtmlNodeLike, writer: TextWriter, rowCells: number[]): void {
  const type = node.nodeType;
  if (type === TEXT_NODE || type === CDATA_SECTION_NODE) {
    const value = node.nodeValue ?? "";
    let i = 0;
    while (i < value.length) {
      if (isCollapsible(value.charCodeAt(i))) {
        writer.space(node, i);
        i++;
        continue;
      }
      let end = i + 1;
      while (end < value.length && !isCollapsible(value.charCodeAt(end))) end++;
      writer.chars(value, i, end, node);
      i = end;
    }
    return;
  }
  if (type !== ELEMENT_NODE && type !== DOCUMENT_NODE && type !== DOCUMENT_FRAGMENT_NODE) return;

  const name = type === ELEMENT_NODE ? node.nodeName.toLowerCase() : "";
  if (SKIPPED.has(name)) return;
  if (name === "br") {
    writer.lineBreak();
    return;
  }

  const children = node.childNodes;
  if (name === "tr") {
    writer.requestBreak(LINE_BREAK);
    rowCells.push(0);
    for (let i = 0; i < children.length; i++) walk(children[i], writer, rowCells);
    rowCells.pop();
    writer.requestBreak(LINE_BREAK);
    return;
  }
  if (CELLS.has(name)) {
    const depth = rowCells.length - 1;
    if (depth >= 0) {
      if (rowCells[depth] > 0) writer.requestTab();
      rowCells[depth]++;
    }
    const pendingAtStart = writer.pending;
    const emittedAtStart = writer.emitted;
    // Paragraphs inside a cell must not separate the cell from the next one.
    const innerRows: number[] = [];
    writer.atCellStart = true;
    for (let i = 0; i < children.length; i++) walk(children[i], writer, innerRows);
    writer.atCellStart = false;
    writer.pending = writer.emitted > emittedAtStart ? 0 : pendingAtStart;
    return;
  }

  const isBlock = PARAGRAPH_BLOCKS.has(name);
  if (isBlock) writer.requestBreak(PARAGRAPH_BREAK);
  const nested = name === "table" ? [] : rowCells;
  for (let i = 0; i < children.length; i++) walk(children[i], writer, nested);
  if (isBlock) writer.requestBreak(PARAGRAPH_BREAK);
}

/** Plain text of rendered HTML, as the analysis engine sees it. */
export function htmlToText(root: HtmlNodeLike): string {
  const writer = new TextWriter(false);
  walk(root, writer, []);
  return writer.finish();
}

/** The text with, for every character, the text node and offset it came from (null for separators). */
export function mapHtmlText(root: HtmlNodeLike): {
  text: string;
  nodes: (HtmlNodeLike | null)[];
  offsets: number[];
} {
  const writer = new TextWriter(true);
  walk(root, writer, []);
  const text = writer.finish();
  return { text, nodes: writer.nodes ?? [], offsets: writer.offsets ?? [] };
}

/**
 * The text-node pieces that render characters `[start, end)` of `htmlToText(root)`, in document
 * order. Collapsed whitespace inside the range is included; separators ("\n\n", "\t") are not.
 */
export function locateTextRange<N extends HtmlNodeLike>(
  root: N,
  start: number,
  end: number,
): TextRangePart<N>[] {
  const { nodes, offsets } = mapHtmlText(root);
  const parts: TextRangePart<N>[] = [];
  const from = Math.max(0, start);
  const to = Math.min(end, nodes.length);
  let current: TextRangePart<N> | null = null;
  for (let i = from; i < to; i++) {
    const node = nodes[i] as N | null;
    if (node === null) continue;
    const offset = offsets[i];
    if (current !== null && current.node === node && offset >= current.endOffset) {
      current.endOffset = offset + 1;
    } else {
      current = { node, startOffset: offset, endOffset: offset + 1 };
      parts.push(current);
    }
  }
  return parts;
}

/** The text offset of a DOM point (for turning a browser selection into offsets), or null. */
export function textOffsetOf(root: HtmlNodeLike, node: HtmlNodeLike, offset: number): number | null {
  const { nodes, offsets } = mapHtmlText(root);
  let best: number | null = null;
  for (let i = 0; i < nodes.length; i++) {
    if (nodes[i] !== node) continue;
    if (offsets[i] >= offset) return i;
    best = i + 1;
  }
  return best;
}
