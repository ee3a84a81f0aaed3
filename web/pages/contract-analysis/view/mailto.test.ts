import { describe, expect, it } from "vitest";
import { MAILTO_MAX_LENGTH, mailtoLink, SHORTENED_MARK } from "./mailto";

/** What a mail program reads back from the link. */
function parse(href: string) {
  expect(href.startsWith("mailto:?")).toBe(true);
  const params = new URLSearchParams(href.slice("mailto:?".length).replace(/\+/g, "%2B"));
  return { subject: params.get("subject"), body: params.get("body") };
}

const letter = `Dear Cloudline Systems Limited,

Thank you for sending the draft Software as a Service Agreement. We would like to discuss one point:

1. Payment Terms (clause 1.1)
   Our position: we propose 60 days from receipt of a valid invoice & a 2% late-payment rate.

Kind regards,

Jamie Fraser
Northwind Trading Ltd`;

describe("mailtoLink", () => {
  it("carries the subject and the body exactly, with line breaks as CRLF and reserved characters encoded", () => {
    const link = mailtoLink({ subject: "Cloudline SaaS: points to agree before signing", body: letter });
    expect(link.isShortened).toBe(false);
    const { subject, body } = parse(link.href);
    expect(subject).toBe("Cloudline SaaS: points to agree before signing");
    expect(body).toBe(letter.replace(/\n/g, "\r\n"));
    expect(link.href).toContain("%0D%0A");
    expect(link.href).toContain("%26%20a%202%25");
    expect(link.href).not.toMatch(/\s/);
    expect(link.href.split("&")).toHaveLength(2);
  });

  it("keeps characters outside ASCII whole (£, é, ’, emoji) and a subject on one line", () => {
    const link = mailtoLink({ subject: "Amendment:\n Café  £24,000", body: "We’d like £30,000 — 👍" });
    const { subject, body } = parse(link.href);
    expect(subject).toBe("Amendment: Café £24,000");
    expect(body).toBe("We’d like £30,000 — 👍");
  });

  it("drops a leading Subject: line that repeats the subject", () => {
    const link = mailtoLink({
      subject: "Contract review summary: SaaS",
      body: "Subject: Contract review summary: SaaS\n\nHello,\n\nHere is a summary.",
    });
    expect(parse(link.href).body).toBe("Hello,\r\n\r\nHere is a summary.");
    const other = mailtoLink({ subject: "Something else", body: "Subject: A\n\nHello" });
    expect(parse(other.href).body).toBe("Subject: A\r\n\r\nHello");
  });

  it("shortens a long body at a line break to fit the limit and says so", () => {
    const paragraphs = Array.from(
      { length: 60 },
      (_, i) => `${i + 1}. Clause ${i + 1}: we propose thirty (30) days' notice.`,
    );
    const body = paragraphs.join("\n");
    const link = mailtoLink({ subject: "Points to agree", body });
    expect(link.isShortened).toBe(true);
    expect(link.href.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    const shortened = parse(link.href).body ?? "";
    expect(shortened.endsWith(`\r\n\r\n${SHORTENED_MARK}`)).toBe(true);
    const kept = shortened.slice(0, -`\r\n\r\n${SHORTENED_MARK}`.length).split("\r\n");
    expect(kept.length).toBeGreaterThan(5);
    // whole lines only, in order, from the start
    expect(kept).toEqual(paragraphs.slice(0, kept.length));
  });

  it("cuts a long body with no line breaks at a space, never inside a word or an encoded character", () => {
    const body = "£1,000 café ".repeat(400).trim();
    const link = mailtoLink({ subject: "Fees", body }, 500);
    expect(link.href.length).toBeLessThanOrEqual(500);
    const shortened = parse(link.href).body ?? "";
    const kept = shortened.replace(/\s*\[…\]$/, "");
    expect(body.startsWith(kept)).toBe(true);
    expect(kept.endsWith("café") || kept.endsWith("£1,000")).toBe(true);
  });

  it("leaves a short body whole", () => {
    const link = mailtoLink({ subject: "Hi", body: "Short." }, 60);
    expect(link).toEqual({ href: "mailto:?subject=Hi&body=Short.", isShortened: false });
  });
});
