/**
 * Pure planning of document highlights: where each finding sits in the rendered text, and how
 * overlapping findings are cut into non-overlapping segments so every character is wrapped once.
 */

export type HighlightTone = "high" | "medium" | "low" | "na";

export interface HighlightSpec {
  /** unique within the document: a term id ("payment") or "clause-{id}" */
  id: string;
  /** what assistive technology announces for the highlight */
  label: string;
  start: number;
  end: number;
  /** the text the analysis says is at [start, end); used to check the anchor */
  excerpt: string;
  tone: HighlightTone;
  /** the finding selected when this highlight is chosen, when it is another sentence of that finding */
  selects?: string;
}

export interface HighlightSegment {
  start: number;
  end: number;
  /** the highlight whose colour and click target the segment takes: the shortest one covering it */
  ownerId: string;
  /** every highlight covering the segment, so a selected one is outlined even where another owns it */
  coverIds: string[];
}

const flatten = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * Keeps the highlights whose offsets point at their excerpt in `domText`. The offsets are exact when
 * the rendered HTML is the one the server extracted the text from; when it is not (the plain-text
 * fallback, or a sanitiser that dropped something) the excerpt is searched for and the occurrence
 * nearest the original offset wins, so a highlight never lands on the wrong words.
 */
export function anchorHighlights(domText: string, specs: readonly HighlightSpec[]): HighlightSpec[] {
  const anchored: HighlightSpec[] = [];
  for (const spec of specs) {
    if (!(spec.start >= 0 && spec.end > spec.start)) continue;
    const wanted = flatten(spec.excerpt);
    if (!wanted || flatten(domText.slice(spec.start, spec.end)) === wanted) {
      if (spec.end <= domText.length) anchored.push(spec);
      continue;
    }
    let best = -1;
    for (let at = domText.indexOf(spec.excerpt); at >= 0; at = domText.indexOf(spec.excerpt, at + 1)) {
      if (best < 0 || Math.abs(at - spec.start) < Math.abs(best - spec.start)) best = at;
    }
    if (best >= 0) anchored.push({ ...spec, start: best, end: best + spec.excerpt.length });
  }
  return anchored;
}

/** Cuts the highlights into ordered, non-overlapping segments (text not covered by any is left out). */
export function splitIntoSegments(specs: readonly HighlightSpec[]): HighlightSegment[] {
  const bounds = [...new Set(specs.flatMap((s) => [s.start, s.end]))].sort((a, b) => a - b);
  const segments: HighlightSegment[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const start = bounds[i];
    const end = bounds[i + 1];
    const covering = specs.filter((s) => s.start <= start && s.end >= end);
    if (covering.length === 0) continue;
    let owner = covering[0];
    for (const s of covering) if (s.end - s.start < owner.end - owner.start) owner = s;
    segments.push({ start, end, ownerId: owner.id, coverIds: covering.map((s) => s.id) });
  }
  return segments;
}
