import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach } from "vitest";

/** jsdom has no matchMedia, which Mantine reads for colour scheme and breakpoints. */
export function stubMatchMedia(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/** A React root in a fresh element for each test of a component file, unmounted and removed after it. */
export function mountedRoot(): { root: Root; container: HTMLDivElement } {
  const dom = {} as { root: Root; container: HTMLDivElement };
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    stubMatchMedia();
    dom.container = document.createElement("div");
    document.body.append(dom.container);
    dom.root = createRoot(dom.container);
  });
  afterEach(() => {
    act(() => dom.root.unmount());
    dom.container.remove();
  });
  return dom;
}
