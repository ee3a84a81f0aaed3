import DOMPurify from "dompurify";

/**
 * Placeholders older uploads (and failed extractions) left instead of the contract text. Only short
 * texts are checked: a real contract may well use the word "inaccessible".
 */
const PLACEHOLDER_RE =
  /\bpdf\b[^\n]*\bextract|\bextract\w*\b[^\n]*\bpdf\b|\binaccessible\b|\bnot accessible\b|could not be (?:read|extracted)|text extraction (?:failed|pending|unavailable|not available)/i;
const PLACEHOLDER_MAX_LENGTH = 600;

/** True when there is no real contract text to show (spec 01 section 2.9). */
export function isDocumentTextUnavailable(text: string | null | undefined): boolean {
  const trimmed = (text ?? "").trim();
  if (!trimmed) return true;
  return trimmed.length <= PLACEHOLDER_MAX_LENGTH && PLACEHOLDER_RE.test(trimmed);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Plain text as paragraphs split on blank lines, single line breaks kept. */
export function paragraphsHtml(text: string): string {
  return text
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/**
 * The HTML the document pane renders, always sanitised: the stored HTML comes from a user's file, so
 * it is treated as hostile even though the server cleaned it too.
 */
export function documentHtml(contract: { extractedHtml?: string | null; extractedText?: string | null }) {
  const html = contract.extractedHtml?.trim()
    ? contract.extractedHtml
    : paragraphsHtml(contract.extractedText ?? "");
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
