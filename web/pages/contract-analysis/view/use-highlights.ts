import { type RefObject, useEffect, useLayoutEffect } from "react";
import {
  type HtmlNodeLike,
  htmlToText,
  locateTextRange,
  type TextRangePart,
} from "../../../../common/html-text";
import { anchorHighlights, type HighlightSpec, splitIntoSegments } from "./highlight-segments";

const FLASH_MS = 2000;
const SCROLL_DELAY_MS = 100;

type DomNode = Node & HtmlNodeLike;

/** Wraps characters [startOffset, endOffset) of a text node in `mark`, leaving earlier offsets valid. */
function wrapPart(part: TextRangePart<DomNode>, mark: Element) {
  const node = part.node as unknown as Text;
  if (part.endOffset < node.length) node.splitText(part.endOffset);
  const target = part.startOffset > 0 ? node.splitText(part.startOffset) : node;
  target.parentNode?.insertBefore(mark, target);
  mark.appendChild(target);
}

/**
 * Wraps every highlight's exact characters under `root` in <mark> elements. All ranges are located on
 * the untouched DOM first and wrapped from the last to the first, so splitting a text node never
 * shifts an offset still to be used. <mark> is inline, so the text the offsets refer to is the same
 * before and after. Attributes are set with setAttribute so any DOM (and the tests' one) will do.
 */
export function wrapHighlights(root: Element, specs: readonly HighlightSpec[], className: string) {
  const doc = root.ownerDocument;
  const domRoot = root as unknown as DomNode;
  const anchored = anchorHighlights(htmlToText(domRoot), specs);
  const byId = new Map(anchored.map((spec) => [spec.id, spec]));
  const pieces = splitIntoSegments(anchored).flatMap((segment) =>
    locateTextRange(domRoot, segment.start, segment.end).map((part) => ({ part, segment })),
  );
  const firstPiece = new Map<string, number>();
  pieces.forEach((piece, index) => {
    if (!firstPiece.has(piece.segment.ownerId)) firstPiece.set(piece.segment.ownerId, index);
  });
  for (let index = pieces.length - 1; index >= 0; index--) {
    const { part, segment } = pieces[index];
    const owner = byId.get(segment.ownerId);
    if (!owner) continue;
    const mark = doc.createElement("mark");
    mark.setAttribute("class", className);
    // another sentence of a finding selects, and is outlined with, that finding
    const covers = segment.coverIds.map((id) => byId.get(id)?.selects ?? id);
    mark.setAttribute("data-highlight-id", owner.selects ?? owner.id);
    mark.setAttribute("data-covers", [...new Set(covers)].join(" "));
    mark.setAttribute("data-tone", owner.tone);
    if (firstPiece.get(owner.id) === index) {
      // One stop per finding in the tab order; the other pieces respond to the mouse only.
      mark.setAttribute("role", "button");
      mark.setAttribute("tabindex", "0");
      mark.setAttribute("aria-label", owner.label);
      mark.setAttribute("data-testid", `highlight-${owner.id}`);
    }
    wrapPart(part, mark);
  }
}

/** Renders the sanitised `html` into `root`, then wraps the highlights. */
export function renderHighlights(
  root: HTMLElement,
  html: string,
  specs: readonly HighlightSpec[],
  className: string,
) {
  root.innerHTML = html;
  for (const link of root.querySelectorAll("a[href]")) {
    link.setAttribute("target", "_blank");
    link.setAttribute("rel", "noopener noreferrer");
  }
  wrapHighlights(root, specs, className);
}

const marksCovering = (root: HTMLElement, id: string) =>
  [...root.querySelectorAll<HTMLElement>("mark[data-covers]")].filter((mark) =>
    (mark.dataset.covers ?? "").split(" ").includes(id),
  );

export interface DocumentHighlightsOptions {
  rootRef: RefObject<HTMLDivElement | null>;
  html: string;
  specs: readonly HighlightSpec[];
  markClassName: string;
  selectedId: string | null;
  /** changes each time a selection is made, so selecting the same finding again flashes it again */
  selectionKey: number;
  onSelect: (highlightId: string) => void;
}

export function useDocumentHighlights(options: DocumentHighlightsOptions) {
  const { rootRef, html, specs, markClassName, selectedId, selectionKey, onSelect } = options;
  const specsKey = JSON.stringify(specs);

  // biome-ignore lint/correctness/useExhaustiveDependencies: specsKey stands for specs' content
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (root) renderHighlights(root, html, specs, markClassName);
  }, [rootRef, html, specsKey, markClassName]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: marks are rebuilt when html or specs change
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    for (const mark of root.querySelectorAll<HTMLElement>("mark[data-selected]"))
      delete mark.dataset.selected;
    if (selectedId) for (const mark of marksCovering(root, selectedId)) mark.dataset.selected = "true";
  }, [rootRef, selectedId, html, specsKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per selection (selectionKey), not per render
  useEffect(() => {
    const root = rootRef.current;
    if (!root || !selectedId || selectionKey === 0) return;
    const marks = marksCovering(root, selectedId);
    if (marks.length === 0) return;
    for (const mark of root.querySelectorAll<HTMLElement>("mark[data-flash]")) delete mark.dataset.flash;
    for (const mark of marks) mark.dataset.flash = "true";
    const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    const scrollTimer = setTimeout(
      () => marks[0].scrollIntoView({ block: "center", behavior: reduceMotion ? "auto" : "smooth" }),
      SCROLL_DELAY_MS,
    );
    const flashTimer = setTimeout(() => {
      for (const mark of marks) delete mark.dataset.flash;
    }, FLASH_MS);
    return () => {
      clearTimeout(scrollTimer);
      clearTimeout(flashTimer);
      for (const mark of marks) delete mark.dataset.flash;
    };
  }, [selectionKey]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const markOf = (event: Event) =>
      event.target instanceof Element ? event.target.closest<HTMLElement>("mark[data-highlight-id]") : null;
    const handleClick = (event: MouseEvent) => {
      const mark = markOf(event);
      // A click that ends a text selection is the reader copying text, not choosing a finding.
      if (!mark?.dataset.highlightId || window.getSelection()?.toString()) return;
      onSelect(mark.dataset.highlightId);
    };
    const handleKeyDown = (event: KeyboardEvent) => {
      const mark = markOf(event);
      if (!mark?.dataset.highlightId || (event.key !== "Enter" && event.key !== " ")) return;
      event.preventDefault();
      onSelect(mark.dataset.highlightId);
    };
    root.addEventListener("click", handleClick);
    root.addEventListener("keydown", handleKeyDown);
    return () => {
      root.removeEventListener("click", handleClick);
      root.removeEventListener("keydown", handleKeyDown);
    };
  }, [rootRef, onSelect]);
}
