import type { Document, Element, Node } from "@xmldom/xmldom";

export const W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
export const MC_NS = "http://schemas.openxmlformats.org/markup-compatibility/2006";
export const XML_NS = "http://www.w3.org/XML/1998/namespace";

const ELEMENT_NODE = 1;

export function isW(node: Node | null, localName: string): boolean {
  return (
    node !== null &&
    node.nodeType === ELEMENT_NODE &&
    (node as Element).namespaceURI === W_NS &&
    (node as Element).localName === localName
  );
}

/** Element children in order. */
export function childElements(parent: Node): Element[] {
  const out: Element[] = [];
  for (let child = parent.firstChild; child !== null; child = child.nextSibling) {
    if (child.nodeType === ELEMENT_NODE) out.push(child as Element);
  }
  return out;
}

export function firstW(parent: Node, localName: string): Element | null {
  for (let child = parent.firstChild; child !== null; child = child.nextSibling) {
    if (isW(child, localName)) return child as Element;
  }
  return null;
}

export function nextElementSibling(node: Node): Element | null {
  for (let next = node.nextSibling; next !== null; next = next.nextSibling) {
    if (next.nodeType === ELEMENT_NODE) return next as Element;
  }
  return null;
}

/** Creates WordprocessingML elements with the prefix the document already uses. */
export class WordXml {
  readonly doc: Document;
  private readonly prefix: string;

  constructor(doc: Document) {
    this.doc = doc;
    this.prefix = doc.documentElement?.lookupPrefix(W_NS) ?? "w";
  }

  el(localName: string, attributes: Record<string, string> = {}): Element {
    const element = this.doc.createElementNS(W_NS, `${this.prefix}:${localName}`);
    for (const [name, value] of Object.entries(attributes)) this.set(element, name, value);
    return element;
  }

  set(element: Element, localName: string, value: string): void {
    element.setAttributeNS(W_NS, `${this.prefix}:${localName}`, value);
  }

  text(localName: "t" | "delText" | "instrText" | "delInstrText", value: string): Element {
    const element = this.el(localName);
    if (value !== value.trim() || /\s\s/.test(value)) element.setAttributeNS(XML_NS, "xml:space", "preserve");
    element.appendChild(this.doc.createTextNode(value));
    return element;
  }
}

export function getW(element: Element, localName: string): string | null {
  return element.getAttributeNS(W_NS, localName) || null;
}
