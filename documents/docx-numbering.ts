import { DOMParser, type Element, XMLSerializer } from "@xmldom/xmldom";
import JSZip from "jszip";

/**
 * Word's automatic list numbering ("12.1", "(a)") is not text in the file: Word draws it from
 * numbering.xml. A contract read without it loses every clause number, so each numbered paragraph
 * gets its label written in as text, the way Word shows it, and its list numbering is switched off.
 */

const W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
const MAX_LEVELS = 9;

interface Level {
  start: number;
  format: string;
  text: string;
  legal: boolean;
  /** the paragraph style linked to this level, whose paragraphs take it when the style names no level */
  style: string | null;
}

interface NumberingDefinitions {
  /** numId -> abstractNumId */
  nums: Map<string, string>;
  /** numId -> level -> start override */
  overrides: Map<string, Map<number, number>>;
  /** abstractNumId -> levels */
  abstracts: Map<string, Level[]>;
  /** abstractNumId -> the numbering style whose list it stands for ("numStyleLink") */
  links: Map<string, string>;
  /** paragraph styleId -> its numbering (numId, level), following basedOn */
  styles: Map<string, { numId: string | null; level: number | null; basedOn: string | null }>;
}

const wAttr = (el: Element | null | undefined, name: string): string | null =>
  el ? el.getAttributeNS(W_NS, name) || el.getAttribute(`w:${name}`) || null : null;

function child(el: Element | null | undefined, name: string): Element | null {
  if (!el) return null;
  for (let n = el.firstChild; n; n = n.nextSibling)
    if (n.nodeType === 1 && (n as Element).localName === name && (n as Element).namespaceURI === W_NS)
      return n as Element;
  return null;
}

function children(el: Element, name: string): Element[] {
  const out: Element[] = [];
  for (let n = el.firstChild; n; n = n.nextSibling)
    if (n.nodeType === 1 && (n as Element).localName === name && (n as Element).namespaceURI === W_NS)
      out.push(n as Element);
  return out;
}

const intOr = (value: string | null, fallback: number) => {
  const n = value === null ? Number.NaN : Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : fallback;
};

function readDefinitions(numberingXml: string | null, stylesXml: string | null): NumberingDefinitions {
  const defs: NumberingDefinitions = {
    nums: new Map(),
    overrides: new Map(),
    abstracts: new Map(),
    links: new Map(),
    styles: new Map(),
  };
  const parser = new DOMParser({ onError: () => undefined });
  if (numberingXml) {
    const root = parser.parseFromString(numberingXml, "text/xml").documentElement;
    if (root) {
      for (const abs of children(root, "abstractNum")) {
        const id = wAttr(abs, "abstractNumId");
        if (id === null) continue;
        const levels: Level[] = [];
        for (const lvl of children(abs, "lvl")) {
          const i = intOr(wAttr(lvl, "ilvl"), 0);
          if (i < 0 || i >= MAX_LEVELS) continue;
          levels[i] = {
            start: intOr(wAttr(child(lvl, "start"), "val"), 0),
            format: wAttr(child(lvl, "numFmt"), "val") ?? "decimal",
            text: wAttr(child(lvl, "lvlText"), "val") ?? "",
            legal: child(lvl, "isLgl") !== null,
            style: wAttr(child(lvl, "pStyle"), "val"),
          };
        }
        defs.abstracts.set(id, levels);
        const link = wAttr(child(abs, "numStyleLink"), "val");
        if (link) defs.links.set(id, link);
      }
      for (const num of children(root, "num")) {
        const id = wAttr(num, "numId");
        const abs = wAttr(child(num, "abstractNumId"), "val");
        if (id === null || abs === null) continue;
        defs.nums.set(id, abs);
        const over = new Map<number, number>();
        for (const o of children(num, "lvlOverride")) {
          const start = wAttr(child(o, "startOverride"), "val");
          if (start !== null) over.set(intOr(wAttr(o, "ilvl"), 0), intOr(start, 1));
        }
        if (over.size > 0) defs.overrides.set(id, over);
      }
    }
  }
  if (stylesXml) {
    const root = parser.parseFromString(stylesXml, "text/xml").documentElement;
    if (root)
      for (const style of children(root, "style")) {
        const id = wAttr(style, "styleId");
        if (id === null) continue;
        const numPr = child(child(style, "pPr"), "numPr");
        defs.styles.set(id, {
          numId: wAttr(child(numPr, "numId"), "val"),
          level: numPr && child(numPr, "ilvl") ? intOr(wAttr(child(numPr, "ilvl"), "val"), 0) : null,
          basedOn: wAttr(child(style, "basedOn"), "val"),
        });
      }
  }
  return defs;
}

/** The levels of a list, following a style link ("numStyleLink") to the list it names. */
function levelsOf(defs: NumberingDefinitions, numId: string): { key: string; levels: Level[] } | null {
  let abs = defs.nums.get(numId);
  for (let hops = 0; abs !== undefined && hops < 4; hops++) {
    const link = defs.links.get(abs);
    if (!link) return { key: abs, levels: defs.abstracts.get(abs) ?? [] };
    const linked = defs.styles.get(link)?.numId;
    abs = linked ? defs.nums.get(linked) : undefined;
  }
  return null;
}

function styleNumbering(defs: NumberingDefinitions, styleId: string | null) {
  for (let id = styleId, hops = 0; id && hops < 10; hops++) {
    const s = defs.styles.get(id);
    if (!s) return null;
    if (s.numId !== null) {
      // a style that names no level takes the level linked back to it in the list
      const linked =
        s.level === null ? levelsOf(defs, s.numId)?.levels.findIndex((l) => l?.style === id) : -1;
      return { numId: s.numId, level: s.level ?? (linked !== undefined && linked >= 0 ? linked : 0) };
    }
    id = s.basedOn;
  }
  return null;
}

const ROMAN: Array<[number, string]> = [
  [1000, "m"],
  [900, "cm"],
  [500, "d"],
  [400, "cd"],
  [100, "c"],
  [90, "xc"],
  [50, "l"],
  [40, "xl"],
  [10, "x"],
  [9, "ix"],
  [5, "v"],
  [4, "iv"],
  [1, "i"],
];

function roman(n: number): string {
  let out = "";
  let rest = Math.max(1, Math.min(n, 3999));
  for (const [value, letters] of ROMAN)
    while (rest >= value) {
      out += letters;
      rest -= value;
    }
  return out;
}

function letters(n: number): string {
  // Word repeats the letter after z: a..z, aa..zz
  const k = Math.max(1, n);
  return String.fromCharCode(97 + ((k - 1) % 26)).repeat(Math.floor((k - 1) / 26) + 1);
}

function formatNumber(n: number, format: string): string {
  switch (format) {
    case "lowerLetter":
      return letters(n);
    case "upperLetter":
      return letters(n).toUpperCase();
    case "lowerRoman":
      return roman(n);
    case "upperRoman":
      return roman(n).toUpperCase();
    case "decimalZero":
      return n < 10 ? `0${n}` : String(n);
    case "none":
      return "";
    default:
      return String(n);
  }
}

/** Word's label for a paragraph at `level`, from the running counters ("%1.%2" -> "12.1"). */
function label(levels: Level[], counters: number[], level: number): string {
  const own = levels[level];
  if (!own) return "";
  return own.text.replace(/%([1-9])/g, (_, d: string) => {
    const i = Number(d) - 1;
    const lvl = levels[i];
    if (!lvl || i > level) return "";
    return formatNumber(counters[i], own.legal ? "decimal" : lvl.format);
  });
}

/**
 * Writes Word's list labels into document.xml as text and turns list numbering off there; bullets
 * are left as lists. Returns null when nothing is numbered.
 */
export function numberParagraphs(
  documentXml: string,
  numberingXml: string | null,
  stylesXml: string | null,
): string | null {
  if (!numberingXml) return null;
  const defs = readDefinitions(numberingXml, stylesXml);
  if (defs.nums.size === 0) return null;
  const doc = new DOMParser({ onError: () => undefined }).parseFromString(documentXml, "text/xml");
  const paragraphs = doc.getElementsByTagNameNS(W_NS, "p");
  const counters = new Map<string, number[]>();
  const restarted = new Set<string>();
  let changed = false;
  for (let i = 0; i < paragraphs.length; i++) {
    const p = paragraphs[i];
    const pPr = child(p, "pPr");
    const numPr = child(pPr, "numPr");
    const direct = numPr ? wAttr(child(numPr, "numId"), "val") : null;
    const styled = direct === null ? styleNumbering(defs, wAttr(child(pPr, "pStyle"), "val")) : null;
    const numId = direct ?? styled?.numId ?? null;
    if (numId === null || numId === "0") continue;
    const level = Math.min(
      MAX_LEVELS - 1,
      Math.max(0, direct !== null ? intOr(wAttr(child(numPr, "ilvl"), "val"), 0) : (styled?.level ?? 0)),
    );
    const list = levelsOf(defs, numId);
    const lvl = list?.levels[level];
    if (!list || !lvl || lvl.format === "bullet") continue;
    let count = counters.get(list.key);
    if (!count) {
      count = list.levels.map((l) => (l ? l.start - 1 : 0));
      counters.set(list.key, count);
    }
    // "restart numbering" is a new list instance whose override sets the start again
    const over = defs.overrides.get(numId);
    if (over && !restarted.has(numId)) {
      restarted.add(numId);
      for (const [at, start] of over) if (at < count.length) count[at] = start - 1;
    }
    count[level] = (count[level] ?? 0) + 1;
    for (let deeper = level + 1; deeper < count.length; deeper++)
      count[deeper] = (list.levels[deeper]?.start ?? 1) - 1;
    const text = label(list.levels, count, level).trim();
    const off = doc.createElementNS(W_NS, "w:numPr");
    const ilvl = doc.createElementNS(W_NS, "w:ilvl");
    ilvl.setAttributeNS(W_NS, "w:val", "0");
    const none = doc.createElementNS(W_NS, "w:numId");
    none.setAttributeNS(W_NS, "w:val", "0");
    off.appendChild(ilvl);
    off.appendChild(none);
    let props = pPr;
    if (!props) {
      props = doc.createElementNS(W_NS, "w:pPr");
      p.insertBefore(props, p.firstChild);
    }
    if (numPr) props.replaceChild(off, numPr);
    else props.insertBefore(off, props.firstChild);
    changed = true;
    if (text === "") continue;
    const run = doc.createElementNS(W_NS, "w:r");
    const t = doc.createElementNS(W_NS, "w:t");
    t.setAttribute("xml:space", "preserve");
    t.appendChild(doc.createTextNode(`${text} `));
    run.appendChild(t);
    p.insertBefore(run, props.nextSibling);
  }
  return changed ? new XMLSerializer().serializeToString(doc) : null;
}

/** The DOCX with Word's list labels written in as text, or the same bytes when nothing is numbered. */
export async function withListLabels(bytes: Uint8Array): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(bytes);
  const numbering = zip.file("word/numbering.xml");
  const document = zip.file("word/document.xml");
  if (!numbering || !document) return bytes;
  const documentXml = await document.async("string");
  if (!documentXml.includes("numPr") && !documentXml.includes("pStyle")) return bytes;
  const styles = zip.file("word/styles.xml");
  const numbered = numberParagraphs(
    documentXml,
    await numbering.async("string"),
    styles ? await styles.async("string") : null,
  );
  if (numbered === null) return bytes;
  zip.file("word/document.xml", numbered);
  return zip.generateAsync({ type: "uint8array", compression: "STORE" });
}
