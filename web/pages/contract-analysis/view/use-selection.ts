import { useCallback, useState } from "react";
import type { ReviewTermId } from "../../../../common/review-terms";

export type Selection =
  | { kind: "term"; id: ReviewTermId; key: number }
  | { kind: "clause"; id: string; key: number };

export const CLAUSE_HIGHLIGHT_PREFIX = "clause-";

/** The selected term or clause; `key` grows with every selection so re-selecting flashes again. */
export function useSelection() {
  const [selection, setSelection] = useState<Selection | null>(null);
  const selectTerm = useCallback(
    (id: ReviewTermId) => setSelection((current) => ({ kind: "term", id, key: (current?.key ?? 0) + 1 })),
    [],
  );
  const selectClause = useCallback(
    (id: string) => setSelection((current) => ({ kind: "clause", id, key: (current?.key ?? 0) + 1 })),
    [],
  );
  const highlightId =
    selection === null
      ? null
      : selection.kind === "term"
        ? selection.id
        : `${CLAUSE_HIGHLIGHT_PREFIX}${selection.id}`;
  return {
    selection,
    selectTerm,
    selectClause,
    highlightId,
    selectedTermId: selection?.kind === "term" ? selection.id : null,
    selectedClauseId: selection?.kind === "clause" ? selection.id : null,
  };
}
