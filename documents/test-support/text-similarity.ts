import { normaliseChars } from "../redline/normalise";

function words(text: string): string[] {
  return normaliseChars(text)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function multisetF1(a: string[], b: string[]): number {
  const counts = new Map<string, number>();
  for (const w of a) counts.set(w, (counts.get(w) ?? 0) + 1);
  let common = 0;
  for (const w of b) {
    const n = counts.get(w) ?? 0;
    if (n > 0) {
      common++;
      counts.set(w, n - 1);
    }
  }
  return a.length + b.length === 0 ? 1 : (2 * common) / (a.length + b.length);
}

function bigrams(list: string[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < list.length; i++) out.push(`${list[i - 1]} ${list[i]}`);
  return out;
}

/**
 * How alike two texts are, ignoring layout: F1 over words (content) and over word pairs (local
 * reading order: mixing columns or lines breaks pairs).
 */
export function textSimilarity(a: string, b: string): { words: number; bigrams: number } {
  const wa = words(a);
  const wb = words(b);
  return { words: multisetF1(wa, wb), bigrams: multisetF1(bigrams(wa), bigrams(wb)) };
}
