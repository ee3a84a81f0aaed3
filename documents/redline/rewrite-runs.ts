import type { Element, Node } from "@xmldom/xmldom";
import type { EditPlan, Piece } from "./edit-plan";
import { childElements, firstW, isW, type WordXml } from "./ooxml";

/** Who and when, stamped on every revision; `nextId` hands out unique w:id values. */
export interface RevisionStamp {
  author: string;
  date: string;
  nextId: () => number;
  /** Whether styles.xml defines "CommentReference" (Word's style for the comment mark). */
  hasCommentReferenceStyle: boolean;
}

type Item = { kind: "text"; value: string } | { kind: "node"; node: Element };

interface Group {
  deleted: boolean;
  items: Item[];
}

/** Applies an edit plan to word/document.xml in place. */
export class RunRewriter {
  private readonly plan: EditPlan;
  private readonly xml: WordXml;
  private readonly stamp: RevisionStamp;
  private readonly created: Element[] = [];

  constructor(plan: EditPlan, xml: WordXml, stamp: RevisionStamp) {
    this.plan = plan;
    this.xml = xml;
    this.stamp = stamp;
  }

  apply(): void {
    const { stream } = this.plan;
    const runs = new Set<Element>();
    this.plan.deleted.forEach((flag, atom) => {
      if (flag === 1) runs.add(stream.run(atom) as Element);
    });
    for (const atom of [...this.plan.before.keys(), ...this.plan.after.keys()]) {
      const run = stream.run(atom);
      if (run === null) throw new Error(`edit anchored on an atom outside any run (${atom})`);
      runs.add(run);
    }
    for (const run of runs) this.rewriteRun(run);
    for (const ins of this.created) this.hoistOutOfForeignInsertion(ins);
    for (const para of this.plan.deletedMarks) this.deleteParagraphMark(stream.paragraphs[para]);
    // later insertions after the same paragraph go below earlier ones
    const placed = new Map<number, Element>();
    for (const add of this.plan.newParagraphs) {
      const anchor = placed.get(add.afterPara) ?? stream.paragraphs[add.afterPara];
      const heading = add.headingPara !== undefined ? stream.paragraphs[add.headingPara] : undefined;
      placed.set(add.afterPara, this.insertParagraphs(anchor, add.lines, add.commentId, heading));
    }
  }

  /**
   * New paragraphs after `anchor`, each with its text and its paragraph mark tracked as inserted, so
   * rejecting the change leaves the document as it was. Layout comes from the anchor without its
   * numbering; returns the last paragraph added.
   */
  private insertParagraphs(anchor: Element, lines: string[], commentId: number, heading?: Element): Element {
    let after = anchor;
    lines.forEach((line, i) => {
      // a first line that is the clause's heading takes the look of one of the contract's headings
      const like = i === 0 && heading ? heading : anchor;
      const firstRun = this.firstRunOf(like);
      const p = this.xml.el("p");
      const pPr = (firstW(like, "pPr")?.cloneNode(true) as Element | undefined) ?? this.xml.el("pPr");
      for (const child of childElements(pPr))
        if (["numPr", "sectPr", "pPrChange", "rPr"].some((name) => isW(child, name))) pPr.removeChild(child);
      const markProps = this.xml.el("rPr");
      markProps.appendChild(this.revision("ins"));
      pPr.appendChild(markProps);
      p.appendChild(pPr);
      const pieces: Piece[] = [];
      if (i === 0) pieces.push({ kind: "commentStart", id: commentId });
      pieces.push({ kind: "insert", text: line, formatFrom: firstRun });
      if (i === lines.length - 1) pieces.push({ kind: "commentEnd", id: commentId });
      for (const node of this.pieces(pieces)) p.appendChild(node);
      after.parentNode?.insertBefore(p, after.nextSibling);
      after = p;
    });
    return after;
  }

  private firstRunOf(p: Element): Element | null {
    for (const child of childElements(p)) {
      if (isW(child, "r")) return child;
      if (isW(child, "ins") || isW(child, "hyperlink") || isW(child, "smartTag")) {
        const inner = firstW(child, "r");
        if (inner) return inner;
      }
    }
    return null;
  }

  private revision(localName: "ins" | "del"): Element {
    return this.xml.el(localName, {
      id: String(this.stamp.nextId()),
      author: this.stamp.author,
      date: this.stamp.date,
    });
  }

  private rewriteRun(run: Element): void {
    const { stream, deleted, before, after } = this.plan;
    const range = stream.runAtoms.get(run);
    if (!range) return;
    const [first, last] = range;
    let split = false;
    for (let i = first; i <= last && !split; i++) {
      split = deleted[i] === 1 || (i > first && before.has(i)) || (i < last && after.has(i));
    }
    const parent = run.parentNode;
    if (!parent) return;
    if (!split) {
      for (const node of this.pieces(before.get(first))) parent.insertBefore(node, run);
      const anchor = run.nextSibling;
      for (const node of this.pieces(after.get(last))) parent.insertBefore(node, anchor);
      return;
    }

    const out: Array<Group | Node> = [];
    let group: Group | null = null;
    const openGroup = (isDeleted: boolean): Group => {
      if (group === null || group.deleted !== isDeleted) {
        group = { deleted: isDeleted, items: [] };
        out.push(group);
      }
      return group;
    };
    const emit = (pieces: Piece[] | undefined) => {
      if (!pieces) return;
      out.push(...this.pieces(pieces));
      group = null;
    };
    for (const child of childElements(run)) {
      if (isW(child, "rPr")) continue;
      const base = stream.atomOf.get(child);
      if (base === undefined) {
        (group ?? openGroup(false)).items.push({ kind: "node", node: child });
        continue;
      }
      if (isW(child, "t")) {
        const text = child.textContent ?? "";
        for (let k = 0; k < text.length; k++) {
          const atom = base + k;
          emit(before.get(atom));
          const items = openGroup(deleted[atom] === 1).items;
          const tail = items[items.length - 1];
          if (tail?.kind === "text") tail.value += text[k];
          else items.push({ kind: "text", value: text[k] });
          emit(after.get(atom));
        }
      } else {
        emit(before.get(base));
        openGroup(deleted[base] === 1).items.push({ kind: "node", node: child });
        emit(after.get(base));
      }
    }

    const rPr = firstW(run, "rPr");
    for (const entry of out) {
      parent.insertBefore("items" in entry ? this.materialise(run, rPr, entry) : entry, run);
    }
    parent.removeChild(run);
  }

  private materialise(run: Element, rPr: Element | null, group: Group): Element {
    const copy = run.cloneNode(false) as Element;
    if (rPr) copy.appendChild(rPr.cloneNode(true));
    for (const item of group.items) {
      if (item.kind === "text") {
        copy.appendChild(this.xml.text(group.deleted ? "delText" : "t", item.value));
      } else if (group.deleted && isW(item.node, "instrText")) {
        copy.appendChild(this.xml.text("delInstrText", item.node.textContent ?? ""));
      } else {
        copy.appendChild(item.node.cloneNode(true));
      }
    }
    if (!group.deleted) return copy;
    const del = this.revision("del");
    del.appendChild(copy);
    return del;
  }

  private pieces(pieces: Piece[] | undefined): Element[] {
    if (!pieces) return [];
    const nodes: Element[] = [];
    for (const piece of pieces) {
      if (piece.kind === "commentStart") {
        nodes.push(this.xml.el("commentRangeStart", { id: String(piece.id) }));
      } else if (piece.kind === "commentEnd") {
        nodes.push(this.xml.el("commentRangeEnd", { id: String(piece.id) }));
        const reference = this.xml.el("r");
        if (this.stamp.hasCommentReferenceStyle) {
          const props = this.xml.el("rPr");
          props.appendChild(this.xml.el("rStyle", { val: "CommentReference" }));
          reference.appendChild(props);
        }
        reference.appendChild(this.xml.el("commentReference", { id: String(piece.id) }));
        nodes.push(reference);
      } else {
        const ins = this.revision("ins");
        const run = this.xml.el("r");
        const props = piece.formatFrom ? firstW(piece.formatFrom, "rPr") : null;
        if (props) {
          const copy = props.cloneNode(true) as Element;
          // A formatting revision belongs to the original run, not to our insertion.
          for (const change of childElements(copy)) if (isW(change, "rPrChange")) copy.removeChild(change);
          run.appendChild(copy);
        }
        run.appendChild(this.xml.text("t", piece.text));
        ins.appendChild(run);
        this.created.push(ins);
        nodes.push(ins);
      }
    }
    return nodes;
  }

  /** An insertion may not nest in another author's insertion: split theirs around ours. */
  private hoistOutOfForeignInsertion(ins: Element): void {
    let parent = ins.parentNode as Element | null;
    while (parent && (isW(parent, "ins") || isW(parent, "moveTo"))) {
      const grand = parent.parentNode;
      if (!grand) return;
      const tail = parent.cloneNode(false) as Element;
      if (tail.hasAttributeNS(parent.namespaceURI, "id"))
        this.xml.set(tail, "id", String(this.stamp.nextId()));
      while (ins.nextSibling) tail.appendChild(ins.nextSibling);
      grand.insertBefore(ins, parent.nextSibling);
      if (tail.firstChild) grand.insertBefore(tail, ins.nextSibling);
      if (!parent.firstChild) grand.removeChild(parent);
      parent = ins.parentNode as Element | null;
    }
  }

  private deleteParagraphMark(p: Element): void {
    let pPr = firstW(p, "pPr");
    if (!pPr) {
      pPr = this.xml.el("pPr");
      p.insertBefore(pPr, p.firstChild);
    }
    let rPr = firstW(pPr, "rPr");
    if (!rPr) {
      rPr = this.xml.el("rPr");
      pPr.insertBefore(rPr, firstW(pPr, "sectPr") ?? firstW(pPr, "pPrChange"));
    }
    // In a paragraph mark's properties the revision marks come first, w:ins before w:del.
    const ins = firstW(rPr, "ins");
    rPr.insertBefore(this.revision("del"), ins ? ins.nextSibling : rPr.firstChild);
  }
}
