import { Box, Flex, Tabs } from "@mantine/core";
import { useCallback, useMemo, useState } from "react";
import type { AdvancedClause } from "../../../../analysis/types";
import type { ReviewTerm, ReviewTermId } from "../../../../common/review-terms";
import type { AnalysisRecord, ContractView } from "../../../api/contracts";
import { ClausesTab } from "./ClausesTab";
import { DocumentPane } from "./DocumentPane";
import { clauseHighlight, termHighlights } from "./highlight-specs";
import { TermsTab } from "./TermsTab";
import { CLAUSE_HIGHLIGHT_PREFIX, useSelection } from "./use-selection";
import { useTermReview } from "./use-term-review";
import { type ShortcutKey, useViewKeyboard } from "./use-view-keyboard";

type Props = {
  view: ContractView & { analysis: AnalysisRecord };
  terms: ReviewTerm[];
  onClose: () => void;
};

type PaneTab = "terms" | "clauses";

/** Document on the left, findings on the right; choosing either selects the other (UI.md). */
export function AnalysisWorkspace({ view, terms, onClose }: Props) {
  const { contract, analysis } = view;
  const [tab, setTab] = useState<PaneTab>("terms");
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

  const handleShowClause = useCallback(
    (clause: AdvancedClause) => {
      closeProposal();
      selectClause(clause.id);
    },
    [closeProposal, selectClause],
  );

  const handleSelectHighlight = useCallback(
    (id: string) => {
      if (id.startsWith(CLAUSE_HIGHLIGHT_PREFIX)) selectClause(id.slice(CLAUSE_HIGHLIGHT_PREFIX.length));
      else handleSelectTerm(id as ReviewTermId);
    },
    [selectClause, handleSelectTerm],
  );

  const selectedClause = selectedClauseId
    ? analysis.advancedClauses.find((clause) => clause.id === selectedClauseId)
    : undefined;
  const specs = useMemo(
    () => [...clauseHighlight(selectedClause), ...termHighlights(terms)],
    [selectedClause, terms],
  );

  const selectedTerm = terms.find((term) => term.id === selectedTermId) ?? null;
  useViewKeyboard({
    onEscape: () => (proposingId ? closeProposal() : onClose()),
    onMove: (step) => {
      const index = terms.findIndex((term) => term.id === selectedTermId);
      const next =
        index < 0 ? (step > 0 ? 0 : terms.length - 1) : Math.min(terms.length - 1, Math.max(0, index + step));
      handleSelectTerm(terms[next].id);
    },
    onShortcut: (key: ShortcutKey) => {
      if (!selectedTerm || selectedTerm.decision || review.busyTermId) return;
      setTab("terms");
      if (key === "a") review.decide(selectedTerm, "accept");
      else if (key === "r") review.decide(selectedTerm, "reject");
      else if (proposingId !== selectedTerm.id) review.openProposal(selectedTerm.id);
    },
  });

  return (
    <Flex
      direction={{ base: "column", md: "row" }}
      gap="md"
      p="md"
      h={{ md: "100%" }}
      style={{ minHeight: 0 }}
      data-testid="analysis-workspace"
    >
      <Box h={{ base: "65vh", md: "100%" }} style={{ flex: "1 1 58%", minWidth: 0, minHeight: 0 }}>
        <DocumentPane
          contract={contract}
          specs={specs}
          selectedId={highlightId}
          selectionKey={selection?.key ?? 0}
          onSelectHighlight={handleSelectHighlight}
        />
      </Box>
      <Box component="section" aria-label="Findings" style={{ flex: "1 1 42%", minWidth: 0 }}>
        <Tabs value={tab} onChange={(value) => setTab((value as PaneTab) ?? "terms")}>
          <Tabs.List grow aria-label="Findings">
            <Tabs.Tab value="terms" data-testid="tab-terms">
              Terms
            </Tabs.Tab>
            <Tabs.Tab value="clauses" data-testid="tab-clauses">
              Clauses
            </Tabs.Tab>
          </Tabs.List>
          <Box
            h={{ md: 600 }}
            style={{ overflowY: "auto" }}
            pt="sm"
            pr={{ md: "xs" }}
            data-testid="findings-scroll"
          >
            <Tabs.Panel value="terms">
              <TermsTab
                contractId={contract.id}
                analysis={analysis}
                terms={terms}
                selectedTermId={selectedTermId}
                selectionKey={selection?.key ?? 0}
                review={review}
                onSelectTerm={handleSelectTerm}
              />
            </Tabs.Panel>
            <Tabs.Panel value="clauses">
              <ClausesTab
                contractId={contract.id}
                selectedClauseId={selectedClauseId}
                onShowClause={handleShowClause}
              />
            </Tabs.Panel>
          </Box>
        </Tabs>
      </Box>
    </Flex>
  );
}
