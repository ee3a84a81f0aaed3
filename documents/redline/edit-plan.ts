import type { Element } from "@xmldom/xmldom";
import { ATOM_SOFT_BREAK, isParagraphEnd, type TextStream } from "./text-stream";

/** Something placed between atoms: an inserted run or a comment anchor. */
export type Piece =
  | { kind: "insert"; text: string; formatFrom: Element | null }
  | { kind: "commentStart"; id: number }
  | { kind: "commentEnd"; id: number };

/**
 * Everything the accepted changes do to the document, recorded on the text stream before any XML is
 * touched, so each run is rewritten once however many changes reach it.
 */
export class EditPlan {
  readonly stream: TextStream;
  /** 1 where an atom becomes a tracked deletion. */
  readonly deleted: Uint8Array;
  readonly before = new Map<number, Piece[]>();
  readonly after = new Map<number, Piece[]>();
  /** Paragraphs whose mark becomes a tracked deletion (joining them to the next). */
  readonly deletedMarks = new Set<number>();
  /** New paragraphs to add as tracked insertions after a paragraph (its index), with their comment. */
  readonly newParagraphs: Array<{
    afterPara: number;
    lines: string[];
    commentId: number;
    headingPara?: number;
  }> = [];
  private readonly taken: Array<[number, number]> = [];

  constructor(stream: TextStream) {
    this.stream = stream;
    this.deleted = new Uint8Array(stream.text.length);
  }

  /** Claims atoms [first, last] for one change; false when another change already holds any of them. */
  claim(first: number, last: number): boolean {
    if (this.taken.some(([a, b]) => first <= b && a <= last)) return false;
    this.taken.push([first, last]);
    return true;
  }

  addBefore(atom: number, piece: Piece): void {
    const list = this.before.get(atom);
    if (list) list.push(piece);
    else this.before.set(atom, [piece]);
  }

  addAfter(atom: number, piece: Piece): void {
    const list = this.after.get(atom);
    if (list) list.push(piece);
    else this.after.set(atom, [piece]);
  }

  /** Marks an atom deleted; a paragraph end deletes the mark only where Word allows it. */
  deleteAtom(atom: number): void {
    const kind = this.stream.kind(atom);
    if (kind === ATOM_SOFT_BREAK) this.deletedMarks.add(this.stream.para(atom));
    else if (!isParagraphEnd(kind)) this.deleted[atom] = 1;
  }
}
