import { useEffect, useRef } from "react";

export type ShortcutKey = "a" | "r" | "p";

export interface ViewKeyHandlers {
  /** false while another part of the view answers the keys; default true */
  enabled?: boolean;
  onEscape: () => void;
  onMove?: (step: 1 | -1) => void;
  onShortcut?: (key: ShortcutKey) => void;
}

/** Marks the element whose keys this view answers; dialogs opened over it keep their own keys. */
export const VIEW_ROOT_ATTRIBUTE = "data-analysis-view";

const isTyping = (target: Element) =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement ||
  (target instanceof HTMLElement && target.isContentEditable);

/**
 * A modal dialog opened over the view (a generated e-mail, the upgrade dialog) answers its own keys,
 * also in the moment before focus has moved into it and while it fades out.
 */
const isDialogAbove = () =>
  Array.from(document.querySelectorAll('[role="dialog"][aria-modal="true"]')).some(
    (dialog) => !dialog.hasAttribute(VIEW_ROOT_ATTRIBUTE) && dialog.getClientRects().length > 0,
  );

/**
 * UI.md's keys for the analysis view: arrows move between terms, A / R / P decide, Esc closes. Letters
 * and arrows are ignored while typing; Esc always works (it closes the propose panel first).
 */
export function useViewKeyboard(handlers: ViewKeyHandlers) {
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (handlersRef.current.enabled === false || event.defaultPrevented || event.isComposing) return;
      const target = event.target instanceof Element ? event.target : null;
      const isInView = !target || target === document.body || target.closest(`[${VIEW_ROOT_ATTRIBUTE}]`);
      if (!isInView || isDialogAbove()) return;
      const current = handlersRef.current;
      if (event.key === "Escape") {
        event.preventDefault();
        current.onEscape();
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey || (target && isTyping(target))) return;
      if ((event.key === "ArrowDown" || event.key === "ArrowUp") && current.onMove) {
        event.preventDefault();
        current.onMove(event.key === "ArrowDown" ? 1 : -1);
        return;
      }
      const key = event.key.toLowerCase();
      if ((key === "a" || key === "r" || key === "p") && current.onShortcut && !event.repeat) {
        event.preventDefault();
        current.onShortcut(key);
      }
    };
    window.addEventListener("keydown", handleKeyDown);
    return () => window.removeEventListener("keydown", handleKeyDown);
  }, []);
}
