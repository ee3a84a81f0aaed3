import { DOMParser, type Element } from "@xmldom/xmldom";
import JSZip from "jszip";

export const W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";

export async function readPart(bytes: Uint8Array, path: string): Promise<string | null> {
  const zip = await JSZip.loadAsync(bytes);
  return (await zip.file(path)?.async("string")) ?? null;
}

/** Parses XML and fails loudly on anything not well-formed. */
export function parseStrict(xml: string) {
  const errors: string[] = [];
  const doc = new DOMParser({
    onError: (level, message) => level !== "warning" && errors.push(message),
  }).parseFromString(xml, "text/xml");
  if (errors.length > 0) throw new Error(`XML not well-formed: ${errors.join("; ")}`);
  return doc;
}

export interface Revision {
  type: "ins" | "del";
  id: string;
  author: string;
  date: string;
  text: string;
  /** Run properties of the first run inside, serialised. */
  rPr: string;
}

function list(doc: ReturnType<typeof parseStrict>, localName: string): Element[] {
  return Array.from(doc.getElementsByTagNameNS(W, localName));
}

/** Every w:ins / w:del around runs (not paragraph-mark revisions) in document order. */
export function revisionsOf(xml: string): Revision[] {
  const doc = parseStrict(xml);
  const out: Revision[] = [];
  const walk = (node: Element) => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType !== 1) continue;
      const el = child as Element;
      const name = el.localName;
      const isRunRevision =
        (name === "ins" || name === "del") && (el.parentNode as Element).localName !== "rPr";
      if (isRunRevision) {
        const texts = [...Array.from(el.getElementsByTagNameNS(W, name === "del" ? "delText" : "t"))].map(
          (t) => t.textContent ?? "",
        );
        const rPr = el.getElementsByTagNameNS(W, "rPr")[0];
        out.push({
          type: name as "ins" | "del",
          id: el.getAttributeNS(W, "id") ?? "",
          author: el.getAttributeNS(W, "author") ?? "",
          date: el.getAttributeNS(W, "date") ?? "",
          text: texts.join(""),
          rPr: rPr ? rPr.toString() : "",
        });
      }
      walk(el);
    }
  };
  walk(doc.documentElement as Element);
  return out;
}

/** Paragraph-mark deletions (w:pPr/w:rPr/w:del). */
export function deletedMarks(xml: string): number {
  const doc = parseStrict(xml);
  return list(doc, "del").filter((el) => (el.parentNode as Element).localName === "rPr").length;
}

export function commentsOf(xml: string): Array<{ id: string; author: string; text: string }> {
  const doc = parseStrict(xml);
  return list(doc, "comment").map((el) => ({
    id: el.getAttributeNS(W, "id") ?? "",
    author: el.getAttributeNS(W, "author") ?? "",
    text: Array.from(el.getElementsByTagNameNS(W, "p"))
      .map((p) =>
        Array.from(p.getElementsByTagNameNS(W, "t"))
          .map((t) => t.textContent)
          .join(""),
      )
      .join("\n"),
  }));
}

/** Ids of comment anchors in document.xml: start, end and reference for each. */
export function commentAnchors(xml: string): { starts: string[]; ends: string[]; references: string[] } {
  const doc = parseStrict(xml);
  const ids = (name: string) => list(doc, name).map((el) => el.getAttributeNS(W, "id") ?? "");
  return {
    starts: ids("commentRangeStart"),
    ends: ids("commentRangeEnd"),
    references: ids("commentReference"),
  };
}

/** Text of the document with revisions shown as [-deleted-] and {+inserted+}, paragraphs as " ¶ ". */
export function markupText(xml: string): string {
  const doc = parseStrict(xml);
  const body = doc.getElementsByTagNameNS(W, "body")[0];
  const parts: string[] = [];
  const walk = (node: Element, mode: "" | "ins" | "del") => {
    for (let child = node.firstChild; child; child = child.nextSibling) {
      if (child.nodeType !== 1) continue;
      const el = child as Element;
      const name = el.localName ?? "";
      if (name === "pPr" || name === "rPr") continue;
      if (name === "ins" || name === "del") {
        parts.push(name === "ins" ? "{+" : "[-");
        walk(el, name);
        parts.push(name === "ins" ? "+}" : "-]");
      } else if (name === "t" || name === "delText") {
        parts.push(el.textContent ?? "");
      } else if (name === "tab") {
        parts.push("\t");
      } else {
        walk(el, mode);
        if (name === "p") parts.push(" ¶ ");
      }
    }
  };
  walk(body as Element, "");
  return parts
    .join("")
    .replace(/\+\}\{\+/g, "")
    .replace(/-\]\[-/g, "");
}
