import sanitizeHtml from "sanitize-html";

/** What a contract needs to read well, and nothing that can run or load anything. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "strong",
    "em",
    "u",
    "s",
    "sup",
    "sub",
    "ol",
    "ul",
    "li",
    "table",
    "thead",
    "tbody",
    "tr",
    "td",
    "th",
    "br",
    "a",
  ],
  allowedAttributes: { a: ["href"], td: ["colspan", "rowspan"], th: ["colspan", "rowspan"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Bookmarks become empty anchors; they add nothing a reader can see.
  exclusiveFilter: (frame) => frame.tag === "a" && frame.text.trim() === "",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title"],
};

/** Sanitises HTML produced from a document before it is stored or shown. */
export function sanitiseDocumentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
