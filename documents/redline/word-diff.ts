/**
 * Word-level diff: text is cut into words, whitespace and single punctuation marks, and the
 * shortest edit script between the two token lists is found with Myers' algorithm.
 */

export interface Token {
  start: number;
  end: number;
  /** What the diff compares: normalised word or punctuation, " " or "¶" (paragraph break) for whitespace. */
  key: string;
  isSpace: boolean;
}

// A word keeps inner apostrophes and hyphens ("Supplier's", "non-exclusive") and number separators
// ("1,000.50"); soft hyphens and zero-width characters stay inside the word they sit in.
const TOKEN =
  /[\p{L}\p{N}\p{M}\u00ad\u200b-\u200d\u2060\ufeff]+(?:(?:['\u2019\u2011-]|[.,](?=\p{N}))[\p{L}\p{N}\p{M}\u00ad\u200b-\u200d\u2060\ufeff]+)*|\s+|[\s\S]/gu;

/** Splits text into tokens; `spaceKey` decides the key of each whitespace token. */
export function tokenise(
  text: string,
  normaliseKey: (token: string) => string,
  spaceKey: (start: number, end: number) => string,
): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    const isSpace = /^\s+$/.test(match[0]);
    tokens.push({ start, end, isSpace, key: isSpace ? spaceKey(start, end) : normaliseKey(match[0]) });
  }
  return tokens;
}

export type DiffOp =
  | { type: "equal"; aFrom: number; aTo: number; bFrom: number; bTo: number }
  | { type: "change"; aFrom: number; aTo: number; bFrom: number; bTo: number };

const EQUAL = 0;
const DELETE = 1;
const INSERT = 2;

/** Edit codes (EQUAL, DELETE, INSERT) turning a into b, or null if more than maxEdits are needed. */
function myers(a: string[], b: string[], maxEdits: number): number[] | null {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= max && d <= maxEdits; d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && v[offset + k - 1] < v[offset + k + 1])
          ? v[offset + k + 1]
          : v[offset + k - 1] + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        found = d;
        break;
      }
    }
    if (found !== -1) break;
  }
  if (found === -1) return null;

  const codes: number[] = [];
  let x = n;
  let y = m;
  for (let d = found; d >= 0; d--) {
    const row = trace[d];
    const at = (k: number) => row[k + d + 1];
    const k = x - y;
    const prevK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const prevX = d === 0 ? 0 : at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      codes.push(EQUAL);
      x--;
      y--;
    }
    if (d > 0) codes.push(x === prevX ? INSERT : DELETE);
    x = prevX;
    y = prevY;
  }
  return codes.reverse();
}

/** Beyond this many token edits the clause is treated as rewritten: one deletion, one insertion. */
const MAX_EDITS = 1500;

/**
 * Minimal token diff, grouped: equal stretches and change groups (tokens of `a` removed, tokens of
 * `b` added). Two clean-ups keep the result readable in Word: a group that only swaps whitespace for
 * whitespace keeps the original, and a lone space (not a paragraph break) between two changes joins
 * them ("~~Supplier shall~~ Customer may" rather than a change per word).
 */
export function diffTokens(a: Token[], b: Token[]): DiffOp[] {
  const keysA = a.map((t) => t.key);
  const keysB = b.map((t) => t.key);
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && keysA[prefix] === keysB[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < a.length - prefix &&
    suffix < b.length - prefix &&
    keysA[a.length - 1 - suffix] === keysB[b.length - 1 - suffix]
  ) {
    suffix++;
  }
  const midA = keysA.slice(prefix, a.length - suffix);
  const midB = keysB.slice(prefix, b.length - suffix);
  const codes = myers(midA, midB, MAX_EDITS) ?? [...midA.map(() => DELETE), ...midB.map(() => INSERT)];

  let ops: DiffOp[] = [];
  const push = (type: "equal" | "change", da: number, db: number, ia: number, ib: number) => {
    const last = ops[ops.length - 1];
    if (last && last.type === type) {
      last.aTo += da;
      last.bTo += db;
    } else {
      ops.push({ type, aFrom: ia, aTo: ia + da, bFrom: ib, bTo: ib + db });
    }
  };
  let ia = 0;
  let ib = 0;
  if (prefix > 0) push("equal", prefix, prefix, 0, 0);
  ia = prefix;
  ib = prefix;
  for (const code of codes) {
    if (code === EQUAL) {
      push("equal", 1, 1, ia, ib);
      ia++;
      ib++;
    } else if (code === DELETE) {
      push("change", 1, 0, ia, ib);
      ia++;
    } else {
      push("change", 0, 1, ia, ib);
      ib++;
    }
  }
  if (suffix > 0) push("equal", suffix, suffix, ia, ib);

  const onlySpace = (tokens: Token[], from: number, to: number) => {
    for (let i = from; i < to; i++) if (!tokens[i].isSpace) return false;
    return true;
  };
  // Whitespace swapped for whitespace: keep the document's own.
  ops = ops.map((op) =>
    op.type === "change" &&
    op.aTo > op.aFrom &&
    op.bTo > op.bFrom &&
    onlySpace(a, op.aFrom, op.aTo) &&
    onlySpace(b, op.bFrom, op.bTo)
      ? { ...op, type: "equal" as const }
      : op,
  );
  // A single ordinary space between two changes joins them.
  const merged: DiffOp[] = [];
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i];
    const prev = merged[merged.length - 1];
    const next = ops[i + 1];
    if (
      op.type === "equal" &&
      prev?.type === "change" &&
      next?.type === "change" &&
      op.aTo - op.aFrom === 1 &&
      a[op.aFrom].key === " " &&
      b[op.bFrom].key === " "
    ) {
      prev.aTo = next.aTo;
      prev.bTo = next.bTo;
      i++;
      continue;
    }
    if (prev && prev.type === op.type) {
      prev.aTo = op.aTo;
      prev.bTo = op.bTo;
    } else {
      merged.push({ ...op });
    }
  }
  return merged;
}

const WORD_KEY = /[\p{L}\p{N}]/u;

/**
 * How much two texts share, from their diff: twice the words kept in order over the words in both
 * (1 for the same words, 0 for none in common). Punctuation and whitespace do not count.
 */
export function wordsInCommon(a: Token[], b: Token[], ops: DiffOp[]): number {
  const words = (tokens: Token[], from: number, to: number) => {
    let n = 0;
    for (let i = from; i < to; i++) if (WORD_KEY.test(tokens[i].key)) n++;
    return n;
  };
  const total = words(a, 0, a.length) + words(b, 0, b.length);
  if (total === 0) return 1;
  const kept = ops.filter((op) => op.type === "equal").reduce((n, op) => n + words(a, op.aFrom, op.aTo), 0);
  return (2 * kept) / total;
}

/** Below this share of words in common, new wording is a rewrite rather than an edit. */
export const REWRITE_BELOW = 0.5;

/**
 * A rewrite as one change: everything from the first changed word to the last is deleted and the new
 * wording inserted in one piece, keeping only the words the two share at the start and the end. A
 * word diff of a rewrite is a patchwork of small deletions and insertions nobody can read.
 */
export function asOneChange(ops: DiffOp[]): DiffOp[] {
  const first = ops.findIndex((op) => op.type === "change");
  const last = ops.findLastIndex((op) => op.type === "change");
  if (first === -1 || first === last) return ops;
  return [
    ...ops.slice(0, first),
    {
      type: "change",
      aFrom: ops[first].aFrom,
      aTo: ops[last].aTo,
      bFrom: ops[first].bFrom,
      bTo: ops[last].bTo,
    },
    ...ops.slice(last + 1),
  ];
}
