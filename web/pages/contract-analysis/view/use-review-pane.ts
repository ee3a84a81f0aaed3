import { useCallback, useLayoutEffect, useRef, useState } from "react";

export type ReviewPane = "findings" | "text";

/** Below this width the findings and the contract text share the screen as two views, findings first. */
export const NARROW_REVIEW_QUERY = "(max-width: 61.99em)";

function scrollParent(element: HTMLElement | null): HTMLElement | null {
  for (let node = element?.parentElement ?? null; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === "auto" || overflowY === "scroll") return node;
  }
  return null;
}

/**
 * The view shown on a narrow screen. Both views scroll in the same column, so each keeps its own
 * scroll position: coming back to the findings returns to the card the reader left. A jump to a
 * finding (`restore: false`) leaves the scrolling to whatever shows the finding. `focus` names what
 * takes the keyboard focus in the new view, since the control just used is now hidden (the selected
 * tab when it is missing).
 */
export function useReviewPane() {
  const rootRef = useRef<HTMLDivElement>(null);
  const [pane, setPane] = useState<ReviewPane>("findings");
  const paneRef = useRef(pane);
  const saved = useRef(new Map<ReviewPane, number>());
  const restoring = useRef<ReviewPane | null>(null);
  const focusing = useRef<string | null>(null);

  const showPane = useCallback(
    (next: ReviewPane, { restore, focus }: { restore: boolean; focus?: string }) => {
      if (paneRef.current === next) return;
      const scroller = scrollParent(rootRef.current);
      if (scroller) saved.current.set(paneRef.current, scroller.scrollTop);
      restoring.current = restore ? next : null;
      focusing.current = focus ?? null;
      paneRef.current = next;
      setPane(next);
    },
    [],
  );

  useLayoutEffect(() => {
    const root = rootRef.current;
    const focus = focusing.current;
    focusing.current = null;
    if (root && focus) {
      const target =
        root.querySelector<HTMLElement>(focus) ??
        root.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      target?.focus({ preventScroll: true });
    }
    if (restoring.current !== pane) return;
    restoring.current = null;
    const scroller = scrollParent(root);
    if (!root || !scroller) return;
    // Where the two views begin: a view never seen before opens at its top, under the switch.
    const start =
      root.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
    scroller.scrollTop = saved.current.get(pane) ?? Math.min(scroller.scrollTop, start);
  }, [pane]);

  return { rootRef, pane, showPane };
}
