import { describe, expect, it } from "vitest";
import { CONSUMER_EMAIL_DOMAINS, checkWorkEmail } from "./work-email";

describe("checkWorkEmail", () => {
  it.each([
    [""],
    ["jane"],
    ["jane@"],
    ["@acme.co.uk"],
    ["jane@acme"],
    ["jane doe@acme.co.uk"],
    ["a@b@acme.com"],
  ])("rejects %j as invalid", (email) => {
    expect(checkWorkEmail(email)).toEqual({
      ok: false,
      kind: "invalid",
      title: "Invalid email address",
      message: "Please enter a valid email address.",
    });
  });

  it("rejects consumer mail and names the support address", () => {
    const result = checkWorkEmail("jane@gmail.com");
    expect(result.ok).toBe(false);
    expect(result.kind).toBe("consumer");
    expect(result.message).toBe(
      "Clausewise is designed for business professionals. Please use your work email address. If you believe this is a mistake, contact support@clausewise.co.uk.",
    );
  });

  it("uses the support address it is given", () => {
    expect(checkWorkEmail("jane@yahoo.co.uk", "help@example.org").message).toContain(
      "contact help@example.org.",
    );
  });

  it("matches consumer domains case-insensitively and after trimming", () => {
    expect(checkWorkEmail("  Jane@GMAIL.com ").kind).toBe("consumer");
  });

  it("lists the 47 consumer domains of the spec, each rejected", () => {
    expect(CONSUMER_EMAIL_DOMAINS).toHaveLength(47);
    expect(new Set(CONSUMER_EMAIL_DOMAINS).size).toBe(47);
    for (const domain of CONSUMER_EMAIL_DOMAINS) {
      expect(checkWorkEmail(`someone@${domain}`).kind).toBe("consumer");
    }
  });

  it("does not treat a company sub-domain of a consumer name as consumer", () => {
    expect(checkWorkEmail("jane@mail.acme.co.uk").ok).toBe(true);
  });

  it.each([
    ["jane@tempinbox.co.uk"],
    ["jane@disposable.io"],
    ["jane@fakecorp.com"],
    ["jane@testing-ltd.com"],
  ])("rejects %s as temporary", (email) => {
    expect(checkWorkEmail(email)).toEqual({
      ok: false,
      kind: "temporary",
      title: "Please use a valid business email address",
      message: "Temporary email addresses are not allowed for business accounts.",
    });
  });

  it.each([["jane@contemporaryhomes.co.uk"], ["jane@bestestates.co.uk"], ["sam.reed@harbourtest-ltd.co.uk"]])(
    "accepts %s: the word sits inside another word",
    (email) => {
      expect(checkWorkEmail(email).ok).toBe(true);
    },
  );

  it("rejects a domain shorter than four characters", () => {
    expect(checkWorkEmail("jane@a.b")).toEqual({
      ok: false,
      kind: "short-domain",
      title: "Please use a valid business email address",
      message: "Very short domain names are not accepted for business accounts.",
    });
    expect(checkWorkEmail("jane@ab.c").ok).toBe(true);
  });

  it("accepts a business address", () => {
    expect(checkWorkEmail("jane.doe@acme.co.uk")).toEqual({
      ok: true,
      kind: "ok",
      title: "Business email verified",
      message: "",
    });
  });
});
