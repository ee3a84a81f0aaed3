import { readFileSync } from "node:fs";
import { join } from "node:path";

/** One labelled contract of an eval set (layout of ../shared/eval/README.md). */
export interface EvalContract {
  id: string;
  title: string;
  text: string;
  /** category name -> labelled spans */
  labels: Record<string, Array<{ start: number; end: number; text: string }>>;
  /** CUAD's normalised answer per category ("New York", "successive 1 year", "7/11/06", "Yes") */
  answers: Record<string, string>;
}

export function loadEvalSet(dir: string): EvalContract[] {
  const lines = readFileSync(join(dir, "labels.jsonl"), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "");
  return lines.map((line) => {
    const row = JSON.parse(line) as {
      id: string;
      title: string;
      categories: Record<string, Array<{ text: string; start: number }>>;
      answers?: Record<string, string>;
    };
    const text = readFileSync(join(dir, "contracts", `${row.id}.txt`), "utf8");
    const labels: EvalContract["labels"] = {};
    for (const [cat, spans] of Object.entries(row.categories)) {
      labels[cat] = spans.map((s) => ({ start: s.start, end: s.start + s.text.length, text: s.text }));
    }
    return { id: row.id, title: row.title, text, labels, answers: row.answers ?? {} };
  });
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

/** The text hard-wrapped at `width` columns by turning the last space before the limit into a line break. */
export function hardWrap(text: string, width: number): string {
  const out = text.split("");
  let column = 0;
  let lastSpace = -1;
  for (let i = 0; i < out.length; i++) {
    if (out[i] === "\n") {
      column = 0;
      lastSpace = -1;
      continue;
    }
    if (out[i] === " ") lastSpace = i;
    column++;
    if (column > width && lastSpace >= 0) {
      out[lastSpace] = "\n";
      column = i - lastSpace;
      lastSpace = -1;
    }
  }
  return out.join("");
}
