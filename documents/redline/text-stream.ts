import type { Document, Element } from "@xmldom/xmldom";
import { firstW, getW, isW, MC_NS, nextElementSibling, W_NS } from "./ooxml";

/** What one character of the stream stands for. */
export const ATOM_TEXT = 0;
/** A w:tab, w:br, w:cr, w:noBreakHyphen, w:softHyphen or w:sym element inside a run. */
export const ATOM_ELEMENT = 1;
/** The end of a paragraph whose mark may be deleted (another paragraph follows). */
export const ATOM_SOFT_BREAK = 2;
/** The end of a paragraph that must stay (last in its cell or body, before a table, section end). */
export const ATOM_HARD_BREAK = 3;

/**
 * The visible text of the document body, one character per atom, built the way mammoth reads it:
 * existing deletions are left out, existing insertions are in, paragraphs are separated by "\n".
 * Atoms are stored as segments (a w:t's text, one atom element, or a paragraph end) to stay fast on
 * long contracts.
 */
export class TextStream {
  readonly text: string;
  readonly paragraphs: Element[];
  /** Atom index of a w:t's first character or of an atom element. */
  readonly atomOf: Map<Element, number>;
  /** First and last atom of each run. */
  readonly runAtoms: Map<Element, [number, number]>;
  private readonly segmentOfAtom: Int32Array;
  private readonly segments: Segment[];

  constructor(parts: {
    text: string;
    segments: Segment[];
    paragraphs: Element[];
    atomOf: Map<Element, number>;
    runAtoms: Map<Element, [number, number]>;
  }) {
    this.text = parts.text;
    this.segments = parts.segments;
    this.paragraphs = parts.paragraphs;
    this.atomOf = parts.atomOf;
    this.runAtoms = parts.runAtoms;
    this.segmentOfAtom = new Int32Array(parts.text.length);
    parts.segments.forEach((segment, index) => {
      this.segmentOfAtom.fill(index, segment.start, segment.start + segment.length);
    });
  }

  get length(): number {
    return this.text.length;
  }

  kind(atom: number): number {
    return this.segments[this.segmentOfAtom[atom]].kind;
  }

  /** The w:r holding the atom (null for paragraph ends). */
  run(atom: number): Element | null {
    return this.segments[this.segmentOfAtom[atom]].run;
  }

  /** Index into `paragraphs`. */
  para(atom: number): number {
    return this.segments[this.segmentOfAtom[atom]].para;
  }
}

interface Segment {
  kind: number;
  run: Element | null;
  para: number;
  start: number;
  length: number;
}

const SKIP_INLINE = new Set(["del", "moveFrom", "pPr", "rPr", "sdtPr", "sdtEndPr"]);
const SKIP_BLOCK = new Set([
  "sectPr",
  "tblPr",
  "tblGrid",
  "trPr",
  "tcPr",
  "del",
  "moveFrom",
  "pPr",
  "sdtPr",
  "sdtEndPr",
]);

function isDeletedRow(tr: Element): boolean {
  const trPr = firstW(tr, "trPr");
  return trPr !== null && firstW(trPr, "del") !== null;
}

function symbolChar(element: Element): string {
  const code = Number.parseInt(getW(element, "char") ?? "", 16);
  return Number.isFinite(code) && code > 0 && code < 0xf000 ? String.fromCharCode(code) : "\ufffc";
}

function textOf(element: Element): string {
  const only = element.firstChild;
  if (only !== null && only.nextSibling === null && only.nodeType === 3)
    return (only as unknown as { data: string }).data;
  return element.textContent ?? "";
}

class StreamBuilder {
  private readonly chunks: string[] = [];
  private length = 0;
  private readonly segments: Segment[] = [];
  private readonly paragraphs: Element[] = [];
  private readonly atomOf = new Map<Element, number>();
  private readonly runAtoms = new Map<Element, [number, number]>();

  block(container: Element): void {
    for (let child = container.firstChild; child !== null; child = child.nextSibling) {
      if (child.nodeType !== 1) continue;
      const element = child as Element;
      if (element.namespaceURI === MC_NS) continue;
      if (element.namespaceURI !== W_NS) {
        this.block(element);
        continue;
      }
      const name = element.localName ?? "";
      if (name === "p") this.paragraph(element);
      else if (name === "tr" && isDeletedRow(element)) continue;
      else if (!SKIP_BLOCK.has(name)) this.block(element);
    }
  }

  private paragraph(p: Element): void {
    const index = this.paragraphs.length;
    this.paragraphs.push(p);
    this.inline(p, index);
    const pPr = firstW(p, "pPr");
    const markRPr = pPr ? firstW(pPr, "rPr") : null;
    // A deleted paragraph mark joins this paragraph to the next, as mammoth and Word show it.
    if (markRPr !== null && firstW(markRPr, "del") !== null) return;
    const next = nextElementSibling(p);
    const hasSection = pPr !== null && firstW(pPr, "sectPr") !== null;
    const soft = isW(next, "p") && !hasSection;
    this.push("\n", soft ? ATOM_SOFT_BREAK : ATOM_HARD_BREAK, null, index);
  }

  private inline(container: Element, para: number): void {
    for (let child = container.firstChild; child !== null; child = child.nextSibling) {
      if (child.nodeType !== 1) continue;
      const element = child as Element;
      if (element.namespaceURI !== W_NS) continue;
      const name = element.localName ?? "";
      if (name === "r") this.run(element, para);
      else if (!SKIP_INLINE.has(name)) this.inline(element, para);
    }
  }

  private run(r: Element, para: number): void {
    const first = this.length;
    for (let child = r.firstChild; child !== null; child = child.nextSibling) {
      if (child.nodeType !== 1) continue;
      const element = child as Element;
      if (element.namespaceURI !== W_NS) continue;
      switch (element.localName) {
        case "t": {
          const text = textOf(element);
          if (text === "") break;
          this.atomOf.set(element, this.length);
          this.push(text, ATOM_TEXT, r, para);
          break;
        }
        case "tab":
          this.element("\t", r, element, para);
          break;
        case "br": {
          const type = getW(element, "type");
          if (type === null || type === "textWrapping") this.element("\n", r, element, para);
          break;
        }
        case "cr":
          this.element("\n", r, element, para);
          break;
        case "noBreakHyphen":
          this.element("\u2011", r, element, para);
          break;
        case "softHyphen":
          this.element("\u00ad", r, element, para);
          break;
        case "sym":
          this.element(symbolChar(element), r, element, para);
          break;
        default:
          break;
      }
    }
    if (this.length > first) this.runAtoms.set(r, [first, this.length - 1]);
  }

  private element(ch: string, r: Element, element: Element, para: number): void {
    this.atomOf.set(element, this.length);
    this.push(ch, ATOM_ELEMENT, r, para);
  }

  private push(text: string, kind: number, run: Element | null, para: number) {
    const last = this.segments[this.segments.length - 1];
    // Consecutive text of one run is one segment: fewer objects, same answers.
    if (
      last &&
      last.kind === kind &&
      kind === ATOM_TEXT &&
      last.run === run &&
      last.start + last.length === this.length
    ) {
      last.length += text.length;
    } else {
      this.segments.push({ kind, run, para, start: this.length, length: text.length });
    }
    this.chunks.push(text);
    this.length += text.length;
  }

  finish(): TextStream {
    return new TextStream({
      text: this.chunks.join(""),
      segments: this.segments,
      paragraphs: this.paragraphs,
      atomOf: this.atomOf,
      runAtoms: this.runAtoms,
    });
  }
}

/** Builds the text stream of word/document.xml's body. */
export function buildTextStream(doc: Document): TextStream {
  const builder = new StreamBuilder();
  const root = doc.documentElement;
  const body = root ? firstW(root, "body") : null;
  if (body) builder.block(body);
  return builder.finish();
}

export function isParagraphEnd(kind: number): boolean {
  return kind === ATOM_SOFT_BREAK || kind === ATOM_HARD_BREAK;
}
