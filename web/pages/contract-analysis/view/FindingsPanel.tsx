import { Box, Tabs } from "@mantine/core";
import type { AdvancedClause } from "../../../../common/api/analysis";
import type { ReviewTerm, ReviewTermId } from "../../../../common/review-terms";
import type { AnalysisRecord } from "../../../api/contracts";
import { ClausesTab } from "./ClausesTab";
import { TermsTab } from "./TermsTab";
import type { TermReview } from "./use-term-review";

export type FindingsTab = "terms" | "clauses";

type Props = {
  contractId: string;
  analysis: AnalysisRecord;
  terms: ReviewTerm[];
  tab: FindingsTab;
  onTabChange: (tab: FindingsTab) => void;
  selectedTermId: ReviewTermId | null;
  selectedClauseId: string | null;
  selectionKey: number;
  review: TermReview;
  onSelectTerm: (id: ReviewTermId) => void;
  onShowClause: (clause: AdvancedClause) => void;
  /** narrow screens only: the text is in another view, so each found term offers a way to it */
  onShowTermInText?: (id: ReviewTermId) => void;
};

/** The findings: the six rated terms and the advanced clause analysis (spec 01 section 2.9, right pane). */
export function FindingsPanel({
  contractId,
  analysis,
  terms,
  tab,
  onTabChange,
  selectedTermId,
  selectedClauseId,
  selectionKey,
  review,
  onSelectTerm,
  onShowClause,
  onShowTermInText,
}: Props) {
  return (
    <Tabs
      value={tab}
      onChange={(value) => onTabChange((value as FindingsTab) ?? "terms")}
      // fills the findings pane, so the list below the tabs scrolls down to the bottom of the window
      style={{ display: "flex", flexDirection: "column", height: "100%", minHeight: 0 }}
    >
      <Tabs.List grow aria-label="Findings">
        <Tabs.Tab value="terms" data-testid="tab-terms">
          Terms
        </Tabs.Tab>
        <Tabs.Tab value="clauses" data-testid="tab-clauses">
          Clauses
        </Tabs.Tab>
      </Tabs.List>
      <Box
        style={{ flex: "1 1 auto", minHeight: 0, overflowY: "auto" }}
        pt="sm"
        pr={{ md: "xs" }}
        data-testid="findings-scroll"
      >
        <Tabs.Panel value="terms">
          <TermsTab
            contractId={contractId}
            analysis={analysis}
            terms={terms}
            selectedTermId={selectedTermId}
            selectionKey={selectionKey}
            review={review}
            onSelectTerm={onSelectTerm}
            onShowInText={onShowTermInText}
          />
        </Tabs.Panel>
        <Tabs.Panel value="clauses">
          <ClausesTab
            contractId={contractId}
            selectedClauseId={selectedClauseId}
            onShowClause={onShowClause}
          />
        </Tabs.Panel>
      </Box>
    </Tabs>
  );
}
