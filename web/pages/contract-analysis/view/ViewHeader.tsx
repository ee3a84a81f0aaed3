import { Alert, CloseButton, Group, List, Modal, Progress, Stack, Text, Tooltip } from "@mantine/core";
import { IconAlertTriangle, IconFileText } from "@tabler/icons-react";
import { useState } from "react";
import type { ReviewTerm } from "../../../../common/review-terms";
import { reviewProgress } from "../../../../common/term-status";
import type { ContractView } from "../../../api/contracts";
import type { NotApplied } from "../../../api/documents";
import { ReanalyseButton } from "../../../components/ReanalyseButton";
import { RiskBadge } from "../../../components/RiskBadge";
import { useSession } from "../../../session/session-context";
import { ApprovalBadge } from "./ApprovalBadge";
import { AtAGlance } from "./AtAGlance";
import { DownloadRedlineButton } from "./DownloadRedlineButton";
import { DownloadSummaryButton } from "./DownloadSummaryButton";
import classes from "./header.module.css";
import { notAppliedLine } from "./not-applied";
import { SideSwitch } from "./SideSwitch";

type Props = {
  view: ContractView;
  terms: ReviewTerm[];
  onClose: () => void;
};

/**
 * File name, terms found, review progress, the side of the deal, the redline download and Close; below
 * it the parties and dates at a glance and, after a download, the decisions that could not be written
 * into the Word file.
 */
export function ViewHeader({ view, terms, onClose }: Props) {
  const { contract, analysis, decisions } = view;
  const progress = reviewProgress(terms);
  const foundCount = terms.filter((term) => term.found).length;
  const termDecisions = decisions.filter((d) => terms.some((term) => term.id === d.termType));
  const [notApplied, setNotApplied] = useState<NotApplied[]>([]);
  const titleOf = (id: string) => terms.find((term) => term.id === id)?.title;
  const { user } = useSession();

  return (
    <>
      <Group
        justify="space-between"
        align="center"
        gap="sm"
        px="md"
        py="sm"
        wrap="wrap"
        style={{ borderBottom: "1px solid var(--mantine-color-default-border)", flex: "none" }}
        data-testid="analysis-header"
      >
        <Group gap="sm" wrap="nowrap" className={classes.title}>
          <IconFileText size={28} aria-hidden="true" style={{ flex: "none" }} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Modal.Title fw={700} fz="lg" style={{ overflowWrap: "anywhere" }} data-testid="analysis-title">
              {contract.originalName}
            </Modal.Title>
            <Text
              size="sm"
              c="dimmed"
              style={{ fontVariantNumeric: "tabular-nums" }}
              data-testid="terms-found"
            >
              {foundCount} of {terms.length} terms found
            </Text>
            {analysis && (
              <Group gap="xs" wrap="wrap">
                <Tooltip
                  label={analysis.riskExplanation?.level}
                  disabled={!analysis.riskExplanation}
                  multiline
                  w={280}
                >
                  <span data-testid="overall-risk">
                    <RiskBadge level={analysis.overallRisk} size="sm" />
                  </span>
                </Tooltip>
                <ApprovalBadge
                  approval={analysis.approval}
                  explanation={analysis.riskExplanation?.approval}
                />
                <DownloadSummaryButton contractId={contract.id} originalName={contract.originalName} />
              </Group>
            )}
          </Stack>
        </Group>

        <Group gap="md" wrap="wrap" className={classes.tools}>
          <Stack gap={4} style={{ flex: "1 1 200px", maxWidth: 280 }}>
            <Text
              size="sm"
              style={{ fontVariantNumeric: "tabular-nums" }}
              id="review-progress-label"
              data-testid="review-progress"
            >
              Progress: {progress.reviewed} of {progress.total} terms reviewed
            </Text>
            <Progress value={progress.percent} aria-labelledby="review-progress-label" size="md" />
            {progress.notApplicable > 0 && (
              <Text size="xs" c="dimmed" data-testid="review-progress-na">
                {progress.notApplicable === 1
                  ? "Includes 1 term that does not apply to this contract and needs no decision."
                  : `Includes ${progress.notApplicable} terms that do not apply to this contract and need no decision.`}
              </Text>
            )}
          </Stack>
          <Group gap="sm" wrap="wrap">
            {analysis && (
              <SideSwitch
                contractId={contract.id}
                side={analysis.side ?? contract.side}
                decisionCount={decisions.length}
              />
            )}
            <ReanalyseButton contractId={contract.id} contractName={contract.originalName} />
            <DownloadRedlineButton
              contractId={contract.id}
              originalName={contract.originalName}
              decisions={termDecisions}
              onNotApplied={setNotApplied}
            />
          </Group>
        </Group>

        <CloseButton
          size="lg"
          aria-label="Close analysis"
          onClick={onClose}
          className={classes.close}
          data-testid="close-analysis"
        />
      </Group>
      {analysis && <AtAGlance analysis={analysis} ownCompanyName={user?.companyName} />}
      {notApplied.length > 0 && (
        <Alert
          color="orange"
          icon={<IconAlertTriangle size={20} aria-hidden="true" />}
          title="Not applied to the Word file"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setNotApplied([])}
          mx="md"
          mt="sm"
          style={{ flex: "none" }}
          // Mantine's orange title on the light orange background is below AA contrast.
          styles={{ title: { color: "var(--mantine-color-text)" } }}
          data-testid="redline-not-applied"
        >
          <Stack gap={4}>
            <List size="sm" spacing={2}>
              {notApplied.map((item) => (
                <List.Item key={item.id}>{notAppliedLine(item, titleOf)}</List.Item>
              ))}
            </List>
            <Text size="sm">
              Make {notApplied.length === 1 ? "this change" : "these changes"} in Word yourself; the rest of
              the file follows your decisions.
            </Text>
          </Stack>
        </Alert>
      )}
    </>
  );
}
