import { describe, expect, it } from "vitest";
import { upgradeReasonContent } from "./upgrade-reasons";

describe("the email upgrade reason", () => {
  it("speaks to a supplier as well as a customer: the emails go to the other party", () => {
    const content = upgradeReasonContent("email_feature");
    expect(content.title).toBe("Premium Email Features");
    expect(content.text).toContain("a clear, polite request to the other party");
    const words = [content.text, ...content.benefits].join(" ");
    expect(words).not.toMatch(/your supplier|vendor/i);
  });
});
