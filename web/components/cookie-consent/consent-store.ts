/**
 * The visitor's cookie choice in localStorage, with a tiny subscription so the banner, the settings
 * dialog and the cookie policy page always show the same record.
 */
import { useSyncExternalStore } from "react";
import { COOKIE_CONSENT_KEY, type CookieConsent, parseStoredConsent } from "../../../common/cookie-consent";

type Listener = () => void;

const listeners = new Set<Listener>();

// useSyncExternalStore needs the same object back while nothing changed, so the parsed record is
// cached against the raw string it came from.
let cachedRaw: string | null | undefined;
let cachedConsent: CookieConsent | null = null;

// Storage can be blocked or full (private modes, strict browser settings). The choice then lives in
// memory for this page view and the banner asks again on the next visit.
let isStorageUnavailable = false;
let memoryRaw: string | null = null;

function readRaw(): string | null {
  if (isStorageUnavailable) return memoryRaw;
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch {
    isStorageUnavailable = true;
    return memoryRaw;
  }
}

function writeRaw(raw: string | null) {
  memoryRaw = raw;
  if (isStorageUnavailable) return;
  try {
    if (raw === null) window.localStorage.removeItem(COOKIE_CONSENT_KEY);
    else window.localStorage.setItem(COOKIE_CONSENT_KEY, raw);
  } catch {
    isStorageUnavailable = true;
  }
}

/** The stored record, or null while the visitor has not chosen (or the record is invalid or outdated). */
export function readConsent(): CookieConsent | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedConsent = parseStoredConsent(raw);
  }
  return cachedConsent;
}

function notify() {
  for (const listener of listeners) listener();
  window.dispatchEvent(new CustomEvent("clausewise:cookie-consent", { detail: readConsent() }));
}

export function saveConsent(consent: CookieConsent) {
  writeRaw(JSON.stringify(consent));
  notify();
}

/** Forgets the choice so the banner asks again (the cookie policy's Manage Cookie Preferences). */
export function clearConsent() {
  writeRaw(null);
  notify();
}

export function subscribeToConsent(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab changing the choice fires "storage" here.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COOKIE_CONSENT_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The current record (null: undecided), re-rendering whenever it changes. */
export function useCookieConsent(): CookieConsent | null {
  return useSyncExternalStore(subscribeToConsent, readConsent, () => null);
}
