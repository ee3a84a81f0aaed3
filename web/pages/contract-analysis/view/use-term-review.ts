import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import type { ReviewTerm, ReviewTermId } from "../../../../common/review-terms";
import {
  type ContractView,
  contractViewQuery,
  type Decision,
  useClearDecision,
  useRecordDecision,
} from "../../../api/contracts";
import { serverText, showError, showSuccess } from "./view-toasts";

export type DecisionKind = Decision["decision"];

const DONE_TITLE: Record<DecisionKind, string> = {
  accept: "Accepted",
  reject: "Rejected",
  propose: "Proposed",
};

/** Decisions on the six terms and the propose-alternative panel's state (one panel open at a time). */
export function useTermReview(contractId: string, analysisId: string) {
  const queryClient = useQueryClient();
  const record = useRecordDecision(contractId);
  const clear = useClearDecision(contractId);
  const [proposingId, setProposingId] = useState<ReviewTermId | null>(null);
  const [concerns, setConcerns] = useState("");
  const [proposal, setProposal] = useState("");

  const updateDecisions = useCallback(
    (change: (decisions: Decision[]) => Decision[]) =>
      queryClient.setQueryData<ContractView>(contractViewQuery(contractId).queryKey, (view) =>
        view ? { ...view, decisions: change(view.decisions) } : view,
      ),
    [queryClient, contractId],
  );

  const closeProposal = useCallback(() => {
    setProposingId(null);
    setConcerns("");
    setProposal("");
  }, []);

  const openProposal = useCallback((termId: ReviewTermId) => {
    setProposingId(termId);
    setConcerns("");
    setProposal("");
  }, []);

  const decide = useCallback(
    (term: ReviewTerm, decision: DecisionKind) => {
      if (record.isPending) return;
      const isProposal = decision === "propose";
      record.mutate(
        {
          analysisId,
          termType: term.id,
          decision,
          proposedText: isProposal ? proposal.trim() : null,
          reasoning: isProposal ? concerns.trim() || null : null,
        },
        {
          onSuccess: (saved) => {
            updateDecisions((decisions) => [
              ...decisions.filter((d) => d.termType !== saved.termType),
              saved,
            ]);
            closeProposal();
            showSuccess(DONE_TITLE[decision], "Decision saved");
          },
          onError: (error) =>
            showError("Error", "Failed to record decision", `Failed to save decision: ${serverText(error)}`),
        },
      );
    },
    [record, analysisId, proposal, concerns, updateDecisions, closeProposal],
  );

  /** Clears the decision; `then.propose` opens the propose panel instead, with that wording to edit. */
  const changeDecision = useCallback(
    (term: ReviewTerm, then?: { propose: string }) => {
      if (clear.isPending) return;
      clear.mutate(
        { analysisId, termType: term.id },
        {
          onSuccess: () => {
            updateDecisions((decisions) => decisions.filter((d) => d.termType !== term.id));
            if (then) {
              openProposal(term.id);
              setProposal(then.propose);
            } else {
              closeProposal();
              showSuccess("Decision cleared", `${term.title} is back to pending review`);
            }
          },
          onError: (error) => showError("Error", "Failed to change decision", serverText(error)),
        },
      );
    },
    [clear, analysisId, updateDecisions, closeProposal, openProposal],
  );

  const busyTermId =
    (record.isPending ? record.variables?.termType : null) ??
    (clear.isPending ? clear.variables?.termType : null);

  return {
    proposingId,
    concerns,
    setConcerns,
    proposal,
    setProposal,
    openProposal,
    closeProposal,
    decide,
    changeDecision,
    busyTermId: (busyTermId ?? null) as string | null,
  };
}

export type TermReview = ReturnType<typeof useTermReview>;
