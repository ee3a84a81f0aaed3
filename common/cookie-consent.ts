/** Cookie consent record kept in browser storage (spec 02 sections 3 and 4). */
import { z } from "zod";

/** Storage key of the record. Clearing it (Manage Cookie Preferences) brings the banner back. */
export const COOKIE_CONSENT_KEY = "clausewise-cookie-consent";
export const COOKIE_CONSENT_VERSION = "1.0";

export const cookieConsentSchema = z.object({
  essential: z.literal(true),
  functional: z.boolean(),
  analytics: z.boolean(),
  marketing: z.boolean(),
  timestamp: z.iso.datetime({ offset: true }),
  version: z.literal(COOKIE_CONSENT_VERSION),
});
export type CookieConsent = z.infer<typeof cookieConsentSchema>;

export type CookieChoices = Pick<CookieConsent, "functional" | "analytics" | "marketing">;

/** The record for the toggles of the settings dialog (Save Settings); essential is always on. */
export function consentFromChoices(choices: CookieChoices, now: Date): CookieConsent {
  return {
    essential: true,
    functional: choices.functional,
    analytics: choices.analytics,
    marketing: choices.marketing,
    timestamp: now.toISOString(),
    version: COOKIE_CONSENT_VERSION,
  };
}

export function acceptAll(now: Date): CookieConsent {
  return consentFromChoices({ functional: true, analytics: true, marketing: true }, now);
}

export function rejectAll(now: Date): CookieConsent {
  return consentFromChoices({ functional: false, analytics: false, marketing: false }, now);
}

/**
 * The stored record, or null when there is none, it is not valid JSON or not a valid record, or it was
 * saved under another version (then the visitor is asked again).
 */
export function parseStoredConsent(raw: string | null | undefined): CookieConsent | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  const result = cookieConsentSchema.safeParse(data);
  return result.success ? result.data : null;
}
