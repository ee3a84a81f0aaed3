import type { Document, Element } from "@xmldom/xmldom";
import { childElements, firstW, getW, isW, MC_NS, nextElementSibling, W_NS } from "./ooxml";

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
 */
export interface TextStream {
  text: string;
  kind: Uint8Array;
  /** The w:r holding the atom (null for paragraph ends). */
  run: (Element | null)[];
  /** The w:t (for text) or the atom element itself. */
  node: (Element | null)[];
  /** Index within the w:t text. */
  offset: Int32Array;
  /** Index into `paragraphs`. */
  para: Int32Array;
  paragraphs: Element[];
  /** Atom index of a w:t's first character or of an atom element. */
  atomOf: Map<Element, number>;
  /** First and last atom of each run. */
  runAtoms: Map<Element, [number, number]>;
}

const SKIP_INLINE = new Set(["del", "moveFrom", "pPr", "rPr", "sdtPr", "sdtEndPr"]);
const SKIP_BLOCK = new Set(["sectPr", "tblPr", "tblGrid", "trPr", "tcPr", "del", "moveFrom", "pPr", "sdtPr", "sdtEndPr"]);

function isDeletedRow(tr: Element): boolean {
  const trPr = firstW(tr, "trPr");
  return trPr !== null && firstW(trPr, "del") !== null;
}

function symbolChar(element: Element): string {
  const code = Number.parseInt(getW(element, "char") ?? "", 16);
  return Number.isFinite(code) && code > 0 && code < 0xf000 ? String.fromCharCode(code) : "\ufffc";
}

class StreamBuilder {
  private readonly chars: string[] = [];
  private readonly kinds: number[] = [];
  private readonly runs: (Element | null)[] = [];
  private readonly nodes: (Element | null)[] = [];
  private readonly offsets: number[] = [];
  private readonly paras: number[] = [];
  private readonly paragraphs: Element[] = [];
  private readonly atomOf = new Map<Element, number>();
  private readonly runAtoms = new Map<Element, [number, number]>();

  block(container: Element): void {
    for (const child of childElements(container)) {
      if (child.namespaceURI === MC_NS) continue;
      if (child.namespaceURI !== W_NS) {
        this.block(child);
        continue;
      }
      const name = child.localName ?? "";
      if (name === "p") this.paragraph(child);
      else if (name === "tr" && isDeletedRow(child)) continue;
      else if (!SKIP_BLOCK.has(name)) this.block(child);
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
    this.push("\n", soft ? ATOM_SOFT_BREAK : ATOM_HARD_BREAK, null, null, 0, index);
  }

  private inline(container: Element, para: number): void {
    for (const child of childElements(container)) {
      if (child.namespaceURI !== W_NS) continue;
      const name = child.localName ?? "";
      if (name === "r") this.run(child, para);
      else if (!SKIP_INLINE.has(name)) this.inline(child, para);
    }
  }

  private run(r: Element, para: number): void {
    const first = this.chars.length;
    for (const child of childElements(r)) {
      if (child.namespaceURI !== W_NS) continue;
      switch (child.localName) {
        case "t": {
          const text = child.textContent ?? "";
          if (text === "") break;
          this.atomOf.set(child, this.chars.length);
          for (let i = 0; i < text.length; i++) this.push(text[i], ATOM_TEXT, r, child, i, para);
          break;
        }
        case "tab":
          this.element("\t", r, child, para);
          break;
        case "br": {
          const type = getW(child, "type");
          if (type === null || type === "textWrapping") this.element("\n", r, child, para);
          break;
        }
        case "cr":
          this.element("\n", r, child, para);
          break;
        case "noBreakHyphen":
          this.element("\u2011", r, child, para);
          break;
        case "softHyphen":
          this.element("\u00ad", r, child, para);
          break;
        case "sym":
          this.element(symbolChar(child), r, child, para);
          break;
        default:
          break;
      }
    }
    if (this.chars.length > first) this.runAtoms.set(r, [first, this.chars.length - 1]);
  }

  private element(ch: string, r: Element, element: Element, para: number): void {
    this.atomOf.set(element, this.chars.length);
    this.push(ch, ATOM_ELEMENT, r, element, 0, para);
  }

  private push(ch: string, kind: number, run: Element | null, node: Element | null, offset: number, para: number) {
    this.chars.push(ch);
    this.kinds.push(kind);
    this.runs.push(run);
    this.nodes.push(node);
    this.offsets.push(offset);
    this.paras.push(para);
  }

  finish(): TextStream {
    return {
      text: this.chars.join(""),
      kind: Uint8Array.from(this.kinds),
      run: this.runs,
      node: this.nodes,
      offset: Int32Array.from(this.offsets),
      para: Int32Array.from(this.paras),
      paragraphs: this.paragraphs,
      atomOf: this.atomOf,
      runAtoms: this.runAtoms,
    };
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
