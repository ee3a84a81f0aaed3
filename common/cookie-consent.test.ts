import { describe, expect, it } from "vitest";
import {
  acceptAll,
  COOKIE_CONSENT_KEY,
  COOKIE_CONSENT_VERSION,
  consentFromChoices,
  cookieConsentSchema,
  parseStoredConsent,
  rejectAll,
} from "./cookie-consent";

const now = new Date("2026-01-14T09:30:00.000Z");

describe("cookie consent records", () => {
  it("has a key and version 1.0", () => {
    expect(COOKIE_CONSENT_KEY).toBeTruthy();
    expect(COOKIE_CONSENT_VERSION).toBe("1.0");
  });

  it("accepts everything", () => {
    expect(acceptAll(now)).toEqual({
      essential: true,
      functional: true,
      analytics: true,
      marketing: true,
      timestamp: "2026-01-14T09:30:00.000Z",
      version: "1.0",
    });
  });

  it("rejects everything but essential cookies", () => {
    expect(rejectAll(now)).toEqual({
      essential: true,
      functional: false,
      analytics: false,
      marketing: false,
      timestamp: "2026-01-14T09:30:00.000Z",
      version: "1.0",
    });
  });

  it("stores the chosen toggles", () => {
    expect(consentFromChoices({ functional: true, analytics: false, marketing: true }, now)).toMatchObject({
      essential: true,
      functional: true,
      analytics: false,
      marketing: true,
    });
  });

  it("produces records that pass its own schema", () => {
    expect(cookieConsentSchema.safeParse(acceptAll(now)).success).toBe(true);
  });
});

describe("parseStoredConsent", () => {
  it("reads back what was stored", () => {
    const stored = consentFromChoices({ functional: false, analytics: true, marketing: false }, now);
    expect(parseStoredConsent(JSON.stringify(stored))).toEqual(stored);
  });

  it("accepts a timestamp with an offset", () => {
    const stored = { ...rejectAll(now), timestamp: "2026-01-14T09:30:00+01:00" };
    expect(parseStoredConsent(JSON.stringify(stored))).toEqual(stored);
  });

  it.each([
    ["missing", null],
    ["empty", ""],
    ["not JSON", "{oops"],
    ["JSON null", "null"],
    ["another version", JSON.stringify({ ...acceptAll(now), version: "0.9" })],
    ["essential off", JSON.stringify({ ...acceptAll(now), essential: false })],
    [
      "missing toggle",
      JSON.stringify({ essential: true, functional: true, analytics: true, timestamp: now, version: "1.0" }),
    ],
    ["bad timestamp", JSON.stringify({ ...acceptAll(now), timestamp: "yesterday" })],
    ["string booleans", JSON.stringify({ ...acceptAll(now), analytics: "true" })],
  ])("returns null when %s", (_case, raw) => {
    expect(parseStoredConsent(raw)).toBeNull();
  });
});
