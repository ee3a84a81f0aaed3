import { Button, Group, Loader, Modal } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { buildReviewTerms } from "../../../../common/review-terms";
import { ApiError } from "../../../api/client";
import { type AnalysisRecord, type ContractView, contractViewQuery } from "../../../api/contracts";
import { LAYERS } from "../../../layers";
import { AnalysisWorkspace } from "./AnalysisWorkspace";
import { NoAnalysisYet } from "./NoAnalysisYet";
import { useViewKeyboard, VIEW_ROOT_ATTRIBUTE } from "./use-view-keyboard";
import { ViewHeader } from "./ViewHeader";
import { ViewMessage } from "./ViewMessage";
import classes from "./view.module.css";

type Props = { contractId: string; onClose: () => void };

const hasAnalysis = (view: ContractView | undefined): view is ContractView & { analysis: AnalysisRecord } =>
  Boolean(view?.analysis);

/** Spec 01 section 2.9: the full-screen analysis of one contract, over the page that opened it. */
export function ContractAnalysisView({ contractId, onClose }: Props) {
  const query = useQuery(contractViewQuery(contractId));
  const view = query.data;
  const analysis = view?.analysis ?? null;
  const decisions = view?.decisions;
  const terms = useMemo(
    () => (analysis && decisions ? buildReviewTerms(analysis, decisions) : []),
    [analysis, decisions],
  );
  const isWorkspace = hasAnalysis(view);

  // The workspace answers Esc itself (it closes the propose panel first); the other states just close.
  useViewKeyboard({ enabled: !isWorkspace, onEscape: onClose });

  let content: React.ReactNode;
  if (query.isPending) {
    content = (
      <ViewMessage
        title="Contract analysis"
        heading="Loading contract analysis..."
        icon={<Loader size="sm" />}
        onClose={onClose}
        testId="analysis-loading"
      />
    );
  } else if (query.isError) {
    const isMissing = query.error instanceof ApiError && query.error.status === 404;
    content = (
      <ViewMessage
        title="Contract analysis"
        heading="Failed to load contract analysis"
        message={
          isMissing
            ? "This contract could not be found. It may have been deleted."
            : query.error.message || "Something went wrong while loading the analysis."
        }
        icon={<IconAlertCircle size={26} />}
        actions={
          <Group>
            {!isMissing && (
              <Button variant="default" onClick={() => query.refetch()}>
                Try again
              </Button>
            )}
            <Button onClick={onClose} data-testid="analysis-error-close">
              Close
            </Button>
          </Group>
        }
        onClose={onClose}
        testId="analysis-error"
      />
    );
  } else if (!hasAnalysis(query.data)) {
    content = (
      <NoAnalysisYet
        contractId={contractId}
        originalName={query.data.contract.originalName}
        onClose={onClose}
      />
    );
  } else {
    content = (
      <>
        <ViewHeader view={query.data} terms={terms} onClose={onClose} />
        <Modal.Body p={0} className={classes.body}>
          <AnalysisWorkspace view={query.data} terms={terms} onClose={onClose} />
        </Modal.Body>
      </>
    );
  }

  return (
    <Modal.Root
      opened
      onClose={onClose}
      fullScreen
      zIndex={LAYERS.fullScreenView}
      closeOnEscape={false}
      transitionProps={{ duration: 0 }}
    >
      <Modal.Overlay />
      <Modal.Content {...{ [VIEW_ROOT_ATTRIBUTE]: "" }} data-testid="contract-analysis-view">
        {/* Modal.Content puts its children in a scroll wrapper; this column fills the screen inside it. */}
        <div className={classes.column}>{content}</div>
      </Modal.Content>
    </Modal.Root>
  );
}
