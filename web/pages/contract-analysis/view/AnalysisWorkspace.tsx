import { Box } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useCallback, useMemo, useState } from "react";
import type { AdvancedClause } from "../../../../common/api/analysis";
import type { ReviewTerm, ReviewTermId } from "../../../../common/review-terms";
import type { AnalysisRecord, ContractView } from "../../../api/contracts";
import { DocumentPane } from "./DocumentPane";
import { FindingsPanel, type FindingsTab } from "./FindingsPanel";
import { clauseHighlight, termHighlights } from "./highlight-specs";
import { panePanelId, paneTabId, ReviewPaneSwitch } from "./ReviewPaneSwitch";
import { NARROW_REVIEW_QUERY, type ReviewPane, useReviewPane } from "./use-review-pane";
import { CLAUSE_HIGHLIGHT_PREFIX, useSelection } from "./use-selection";
import { useTermReview } from "./use-term-review";
import { type ShortcutKey, useViewKeyboard } from "./use-view-keyboard";
import classes from "./view.module.css";

const PANES_ID = "review-panes";

const TERM_CARD_SELECTOR = '[data-testid^="term-card-"]';

/** The marked words' keyboard stop (the first piece of a highlight that spans several). */
const markSelector = (highlightId: string) =>
  `mark[data-highlight-id="${CSS.escape(highlightId)}"][tabindex]`;

type Props = {
  view: ContractView & { analysis: AnalysisRecord };
  terms: ReviewTerm[];
  onClose: () => void;
};

/**
 * Document on the left, findings on the right; choosing either selects the other (UI.md). On a narrow
 * screen the two are views of one column, findings first, and choosing either shows the other view.
 */
export function AnalysisWorkspace({ view, terms, onClose }: Props) {
  const { contract, analysis } = view;
  const isNarrow = useMediaQuery(NARROW_REVIEW_QUERY, false, { getInitialValueInEffect: false });
  const { rootRef, pane, showPane } = useReviewPane();
  const [tab, setTab] = useState<FindingsTab>("terms");
  const { selection, selectTerm, selectClause, highlightId, selectedTermId, selectedClauseId } =
    useSelection();
  const review = useTermReview(contract.id, analysis.id);
  const { proposingId, closeProposal } = review;

  const handleSelectTerm = useCallback(
    (id: ReviewTermId) => {
      if (proposingId && proposingId !== id) closeProposal();
      setTab("terms");
      selectTerm(id);
    },
    [proposingId, closeProposal, selectTerm],
  );

  const handleShowTermInText = useCallback(
    (id: ReviewTermId) => {
      handleSelectTerm(id);
      showPane("text", { restore: false, focus: markSelector(id) });
    },
    [handleSelectTerm, showPane],
  );

  const handleShowClause = useCallback(
    (clause: AdvancedClause) => {
      closeProposal();
      selectClause(clause.id);
      if (isNarrow)
        showPane("text", { restore: false, focus: markSelector(`${CLAUSE_HIGHLIGHT_PREFIX}${clause.id}`) });
    },
    [closeProposal, selectClause, isNarrow, showPane],
  );

  const handleSelectHighlight = useCallback(
    (id: string) => {
      const isClause = id.startsWith(CLAUSE_HIGHLIGHT_PREFIX);
      const findingId = isClause ? id.slice(CLAUSE_HIGHLIGHT_PREFIX.length) : id;
      if (isClause) selectClause(findingId);
      else handleSelectTerm(id as ReviewTermId);
      const card = isClause
        ? `[data-testid="clause-${CSS.escape(findingId)}"] [data-testid="clause-show"]`
        : `[data-testid="term-select-${CSS.escape(findingId)}"]`;
      if (isNarrow) showPane("findings", { restore: true, focus: card });
    },
    [selectClause, handleSelectTerm, isNarrow, showPane],
  );

  const selectedClause = selectedClauseId
    ? analysis.advancedClauses.find((clause) => clause.id === selectedClauseId)
    : undefined;
  const specs = useMemo(
    () => [...clauseHighlight(selectedClause), ...termHighlights(terms, contract.extractedText)],
    [selectedClause, terms, contract.extractedText],
  );

  const selectedTerm = terms.find((term) => term.id === selectedTermId) ?? null;
  useViewKeyboard({
    onEscape: () => (proposingId ? closeProposal() : onClose()),
    onMove: (step) => {
      const index = terms.findIndex((term) => term.id === selectedTermId);
      const next =
        index < 0 ? (step > 0 ? 0 : terms.length - 1) : Math.min(terms.length - 1, Math.max(0, index + step));
      // focus follows the selection among the cards, so a screen reader announces the term now selected
      const active = document.activeElement;
      const focusOnCards = !active || active === document.body || active.closest(TERM_CARD_SELECTOR);
      handleSelectTerm(terms[next].id);
      if (focusOnCards)
        requestAnimationFrame(() =>
          document
            .querySelector<HTMLElement>(`[data-testid="term-select-${CSS.escape(terms[next].id)}"]`)
            ?.focus(),
        );
    },
    onShortcut: (key: ShortcutKey) => {
      if (!selectedTerm || selectedTerm.decision || review.busyTermId) return;
      // a term that does not apply has nothing to decide
      if (selectedTerm.status === "not_applicable") return;
      setTab("terms");
      if (isNarrow) showPane("findings", { restore: true });
      if (key === "a") review.decide(selectedTerm, "accept");
      else if (key === "r") review.decide(selectedTerm, "reject");
      else if (proposingId !== selectedTerm.id) review.openProposal(selectedTerm.id);
    },
  });

  const documentPane = (
    <DocumentPane
      contract={contract}
      specs={specs}
      selectedId={highlightId}
      selectionKey={selection?.key ?? 0}
      onSelectHighlight={handleSelectHighlight}
    />
  );
  const findings = (
    <FindingsPanel
      contractId={contract.id}
      analysis={analysis}
      terms={terms}
      tab={tab}
      onTabChange={setTab}
      selectedTermId={selectedTermId}
      selectedClauseId={selectedClauseId}
      selectionKey={selection?.key ?? 0}
      review={review}
      onSelectTerm={handleSelectTerm}
      onShowClause={handleShowClause}
      onShowTermInText={isNarrow ? handleShowTermInText : undefined}
    />
  );

  // One tree at every width, so turning a tablet keeps zoom, open dialogs and half-written proposals.
  const paneProps = (value: ReviewPane) =>
    isNarrow
      ? {
          role: "tabpanel",
          id: panePanelId(PANES_ID, value),
          "aria-labelledby": paneTabId(PANES_ID, value),
          hidden: pane !== value,
          "data-testid": `pane-${value}-panel`,
        }
      : {};
  return (
    <Box
      ref={rootRef}
      className={classes.workspace}
      data-layout={isNarrow ? "narrow" : "wide"}
      data-testid="analysis-workspace"
    >
      {isNarrow && (
        <ReviewPaneSwitch
          panesId={PANES_ID}
          pane={pane}
          onChange={(next) => showPane(next, { restore: true })}
        />
      )}
      <Box className={classes.textPane} {...paneProps("text")}>
        {documentPane}
      </Box>
      <Box
        component="section"
        aria-label={isNarrow ? undefined : "Findings"}
        className={classes.findingsPane}
        {...paneProps("findings")}
      >
        {findings}
      </Box>
    </Box>
  );
}
