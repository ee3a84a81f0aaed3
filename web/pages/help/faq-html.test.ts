import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { faqAnswerHtml } from "./faq-html";

const { window } = new JSDOM("");
const html = (answer: string) => faqAnswerHtml(answer, window as never);

describe("FAQ answers as HTML", () => {
  it("keeps simple formatting, so <b> shows as bold and not as the characters", () => {
    expect(html("Use <b>My Contracts</b> and <em>Reminders</em>.")).toBe(
      "Use <b>My Contracts</b> and <em>Reminders</em>.",
    );
    expect(html("<ul><li>one</li><li>two</li></ul>")).toBe("<ul><li>one</li><li>two</li></ul>");
  });

  it("removes scripts, event handlers, styles and unsafe links", () => {
    expect(html('<img src=x onerror="alert(1)">Hi<script>alert(2)</script>')).toBe("Hi");
    expect(html('<p style="color:red" onclick="x()">Text</p>')).toBe("<p>Text</p>");
    expect(html('<a href="javascript:alert(1)">click</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer">click</a>',
    );
    expect(html('<iframe src="https://evil.example"></iframe>ok')).toBe("ok");
  });

  it("opens safe links in a new tab without access to the page", () => {
    expect(html('<a href="https://clausewise.example/help">help</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer" href="https://clausewise.example/help">help</a>',
    );
  });

  it("keeps the line breaks of a plain-text answer", () => {
    expect(html("First line\nSecond line")).toBe("First line<br>Second line");
  });
});
