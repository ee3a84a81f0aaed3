/**
 * Copies `text` with the Clipboard API; where that is missing or refused (an insecure page, an old
 * browser), selects the text in `fallback` and uses the older copy command. Resolves false on failure.
 */
export async function copyText(text: string, fallback: HTMLTextAreaElement | null): Promise<boolean> {
  if (typeof navigator !== "undefined" && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, document not focused): try the older way below.
    }
  }
  if (!fallback) return false;
  fallback.focus();
  fallback.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  }
}
