import DOMPurify, { type WindowLike } from "dompurify";

/** Simple formatting an administrator may use in an answer; everything else is removed. */
const ALLOWED_TAGS = ["b", "strong", "i", "em", "u", "br", "p", "ul", "ol", "li", "a"];
const ALLOWED_ATTR = ["href"];

/**
 * An FAQ answer as safe HTML (spec: answers are rendered as HTML). Only simple formatting and links
 * survive; links must be http(s) or mailto and open without access to this page. Text without tags
 * keeps its line breaks.
 */
export function faqAnswerHtml(answer: string, window?: WindowLike): string {
  const purify = window ? DOMPurify(window) : DOMPurify;
  const withBreaks = /<[a-z][\s\S]*>/i.test(answer) ? answer : answer.replace(/\r?\n/g, "<br>");
  const clean = purify.sanitize(withBreaks, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
  return clean.replace(/<a(\s|>)/g, '<a target="_blank" rel="noopener noreferrer"$1');
}
