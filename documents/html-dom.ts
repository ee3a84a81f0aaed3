import { DOMParser } from "@xmldom/xmldom";
import type { HtmlNodeLike } from "../common/html-text";

/**
 * Parses an HTML fragment (as we store it) into a DOM that common/html-text.ts can walk on the
 * server. The fragment is wrapped in a <div>, as the browser renders it inside a container.
 */
export function parseHtmlFragment(html: string): HtmlNodeLike {
  const doc = new DOMParser({ onError: () => undefined }).parseFromString(`<div>${html}</div>`, "text/html");
  const root = doc.documentElement;
  if (!root) throw new Error("HTML could not be parsed");
  return root as unknown as HtmlNodeLike;
}
