/** Live work-email check of the registration form (spec 02 section 5); the server runs it too. */

export const DEFAULT_SUPPORT_EMAIL = "support@clausewise.co.uk";

/** A basic address shape: something, one @, a domain with a dot; no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Free, consumer and throw-away mail domains that cannot register (matched exactly, case-insensitive). */
export const CONSUMER_EMAIL_DOMAINS: readonly string[] = [
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "yahoo.co.uk",
  "hotmail.com",
  "hotmail.co.uk",
  "outlook.com",
  "live.com",
  "msn.com",
  "aol.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "protonmail.com",
  "proton.me",
  "gmx.com",
  "gmx.de",
  "mail.com",
  "zoho.com",
  "yandex.com",
  "yandex.ru",
  "mail.ru",
  "qq.com",
  "163.com",
  "126.com",
  "sina.com",
  "btinternet.com",
  "sky.com",
  "virginmedia.com",
  "talktalk.net",
  "ntlworld.com",
  "tiscali.co.uk",
  "orange.fr",
  "wanadoo.fr",
  "free.fr",
  "web.de",
  "t-online.de",
  "libero.it",
  "rediffmail.com",
  "tutanota.com",
  "fastmail.com",
  "hushmail.com",
  "inbox.com",
  "mailinator.com",
  "guerrillamail.com",
  "10minutemail.com",
  "yopmail.com",
];

const CONSUMER_DOMAIN_SET = new Set(CONSUMER_EMAIL_DOMAINS);
/** Spec: a domain containing one of these words is treated as temporary (read as a part starting with it). */
const TEMPORARY_DOMAIN_WORDS = ["temp", "disposable", "fake", "test"];
const MIN_DOMAIN_LENGTH = 4;

/**
 * A part of the domain (between dots and hyphens) that begins with one of the words: "tempmail.com",
 * "temp-mail.org", "fakeinbox.com", "testing-ltd.com". A word inside another word is not counted, so
 * "contemporaryhomes.co.uk", "bestestates.co.uk" and "harbourtest-ltd.co.uk" are businesses.
 */
function isTemporaryDomain(domain: string): boolean {
  return domain.split(/[.-]/).some((part) => TEMPORARY_DOMAIN_WORDS.some((word) => part.startsWith(word)));
}

export type WorkEmailKind = "invalid" | "consumer" | "temporary" | "short-domain" | "ok";

export interface WorkEmailResult {
  ok: boolean;
  kind: WorkEmailKind;
  title: string;
  message: string;
}

const BUSINESS_TITLE = "Please use a valid business email address";

/**
 * Classifies an address, checking in this order: shape, consumer list, temporary words, short domain.
 * The input is trimmed and compared case-insensitively.
 */
export function checkWorkEmail(email: string, supportEmail: string = DEFAULT_SUPPORT_EMAIL): WorkEmailResult {
  const address = email.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(address)) {
    return {
      ok: false,
      kind: "invalid",
      title: "Invalid email address",
      message: "Please enter a valid email address.",
    };
  }
  const domain = address.slice(address.lastIndexOf("@") + 1);
  if (CONSUMER_DOMAIN_SET.has(domain)) {
    return {
      ok: false,
      kind: "consumer",
      title: "Please use your work email address",
      message: `Clausewise is designed for business professionals. Please use your work email address. If you believe this is a mistake, contact ${supportEmail}.`,
    };
  }
  if (isTemporaryDomain(domain)) {
    return {
      ok: false,
      kind: "temporary",
      title: BUSINESS_TITLE,
      message: "Temporary email addresses are not allowed for business accounts.",
    };
  }
  if (domain.length < MIN_DOMAIN_LENGTH) {
    return {
      ok: false,
      kind: "short-domain",
      title: BUSINESS_TITLE,
      message: "Very short domain names are not accepted for business accounts.",
    };
  }
  return { ok: true, kind: "ok", title: "Business email verified", message: "" };
}
