import { DOMParser } from "@xmldom/xmldom";
import { describe, expect, it } from "vitest";
import { type HtmlNodeLike, htmlToText, locateTextRange, mapHtmlText, textOffsetOf } from "./html-text";

function parse(html: string): HtmlNodeLike {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, "text/html");
  return doc.documentElement as unknown as HtmlNodeLike;
}

/** A node shaped like the browser's: upper-case names and the <tbody> the HTML parser inserts. */
interface FakeNode extends HtmlNodeLike {
  childNodes: FakeNode[];
}

function browserLike(node: HtmlNodeLike): FakeNode {
  const children: FakeNode[] = [];
  for (let i = 0; i < node.childNodes.length; i++) children.push(browserLike(node.childNodes[i]));
  const name = node.nodeType === 1 ? node.nodeName.toUpperCase() : node.nodeName;
  if (name === "TABLE" && children.some((c) => c.nodeName === "TR")) {
    const tbody: FakeNode = { nodeType: 1, nodeName: "TBODY", nodeValue: null, childNodes: children };
    return { nodeType: 1, nodeName: name, nodeValue: null, childNodes: [tbody] };
  }
  return { nodeType: node.nodeType, nodeName: name, nodeValue: node.nodeValue, childNodes: children };
}

function textOfParts(parts: { node: HtmlNodeLike; startOffset: number; endOffset: number }[]): string {
  return parts.map((p) => (p.node.nodeValue ?? "").slice(p.startOffset, p.endOffset)).join("|");
}

describe("htmlToText", () => {
  it("separates paragraphs and headings by a blank line and collapses whitespace", () => {
    const html =
      "<h1>  Master   Services\nAgreement </h1>\n<p>The <strong>Supplier</strong>  shall\n provide</p><p> the Services. </p>";
    expect(htmlToText(parse(html))).toBe(
      "Master Services Agreement\n\nThe Supplier shall provide\n\nthe Services.",
    );
  });

  it("keeps spaces that sit between inline elements", () => {
    expect(htmlToText(parse("<p><strong>Fees </strong><em>are</em> <u>due</u></p>"))).toBe("Fees are due");
  });

  it("turns br into a line break and drops the spaces around it", () => {
    expect(htmlToText(parse("<p>Line one <br /> line two<br></p><p>Next</p>"))).toBe(
      "Line one\nline two\n\nNext",
    );
  });

  it("separates table cells by tabs and rows by newlines", () => {
    const html =
      "<p>Fees</p><table><tr><td><p>Item</p></td><td><p>Price</p></td></tr>" +
      "<tr><td><p>Licence</p><p>annual</p></td><td><p>£1,000</p></td></tr></table><p>After</p>";
    expect(htmlToText(parse(html))).toBe("Fees\n\nItem\tPrice\nLicence\n\nannual\t£1,000\n\nAfter");
  });

  it("treats list items as paragraphs and keeps non-breaking spaces", () => {
    expect(htmlToText(parse("<ol><li>First&nbsp;&nbsp;item</li><li>Second</li></ol>"))).toBe(
      "First  item\n\nSecond",
    );
  });

  it("ignores scripts, styles and comments", () => {
    expect(htmlToText(parse("<p>A<!-- note --><script>x()</script><style>p{}</style>B</p>"))).toBe("AB");
  });

  it("gives the same text on a browser-shaped DOM (upper-case names, inserted tbody)", () => {
    const html =
      "<h2>1. Fees</h2><p>The  Customer <em>shall</em> pay</p><table><tr><td>a</td><td> b </td></tr><tr><td></td><td>c</td></tr></table><ul><li>x<br>y</li></ul>";
    const server = parse(html);
    expect(htmlToText(browserLike(server))).toBe(htmlToText(server));
  });
});

describe("locateTextRange", () => {
  const html = "<p>The <strong>Supplier</strong> shall   indemnify</p><p>the Customer.</p>";

  it("maps an offset range back to the text nodes that render it", () => {
    const root = parse(html);
    const text = htmlToText(root);
    const start = text.indexOf("Supplier shall");
    const parts = locateTextRange(root, start, start + "Supplier shall indemnify".length);
    expect(textOfParts(parts)).toBe("Supplier| shall   indemnify");
  });

  it("skips separators when a range spans paragraphs", () => {
    const root = parse(html);
    const text = htmlToText(root);
    const start = text.indexOf("indemnify");
    const parts = locateTextRange(root, start, text.indexOf(".") + 1);
    expect(textOfParts(parts)).toBe("indemnify|the Customer.");
  });

  it("finds the same characters on a browser-shaped DOM", () => {
    const root = browserLike(parse(html));
    const text = htmlToText(root);
    const start = text.indexOf("shall");
    expect(textOfParts(locateTextRange(root, start, start + 5))).toBe("shall");
  });

  it("maps every character of the text to its source, and back", () => {
    const root = parse(html);
    const { text, nodes, offsets } = mapHtmlText(root);
    for (let i = 0; i < text.length; i++) {
      const node = nodes[i];
      if (node === null) continue;
      const source = (node.nodeValue ?? "")[offsets[i]];
      expect(source === text[i] || /\s/.test(source)).toBe(true);
      expect(textOffsetOf(root, node, offsets[i])).toBe(i);
    }
  });
});
