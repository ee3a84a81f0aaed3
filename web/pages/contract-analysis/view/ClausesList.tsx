import { Stack, Text } from "@mantine/core";
import { IconFilePencil, IconMail, IconSend } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { AdvancedClause } from "../../../../common/api/analysis";
import { opportunities, strongProtections } from "../../../../common/contract-health";
import type { ClauseMessageKind } from "../../../api/negotiation";
import { BenchmarkButton } from "./BenchmarkButton";
import { ClauseItem } from "./ClauseItem";
import { ClauseSection } from "./ClauseSection";
import { MessageButton } from "./MessageButton";
import type { GeneratedTextState } from "./use-generated-text";

type Props = {
  clauses: AdvancedClause[];
  selectedClauseId: string | null;
  onShowClause: (clause: AdvancedClause) => void;
  messages: GeneratedTextState;
};

/** The Clauses inner tab: issues first, then opportunities, then what already protects the user. */
export function ClausesList({ clauses, selectedClauseId, onShowClause, messages }: Props) {
  const issues = clauses.filter((c) => c.riskLevel === "high");
  const savings = opportunities(clauses);
  const protections = strongProtections(clauses);

  const unsureLow = clauses.filter((c) => c.riskLevel === "low").length - protections.length;
  const nothingToAsk = clauses.filter((c) => c.riskLevel === "medium").length - savings.length;
  const notListed = [
    unsureLow > 0
      ? `${unsureLow} low-risk ${unsureLow === 1 ? "clause" : "clauses"} the rules are less sure of`
      : null,
    nothingToAsk > 0
      ? `${nothingToAsk} medium-risk ${nothingToAsk === 1 ? "clause" : "clauses"} with nothing to ask for`
      : null,
  ].filter((x): x is string => x !== null);
  const notListedNote =
    notListed.length > 0 ? (
      <Text size="xs" c="dimmed" data-testid="clauses-not-listed">
        Not listed here: {notListed.join(" and ")}. Every rated clause is under Categories.
      </Text>
    ) : null;

  if (issues.length + savings.length + protections.length === 0) {
    return (
      <Stack gap="xs">
        <Text size="sm" c="dimmed" data-testid="clauses-empty">
          No clauses need your attention, and none stand out as strong protections.
        </Text>
        {notListedNote}
      </Stack>
    );
  }

  const item = (clause: AdvancedClause, actions?: ReactNode) => (
    <ClauseItem
      key={clause.id}
      clause={clause}
      isSelected={clause.id === selectedClauseId}
      onShow={onShowClause}
      actions={actions}
    />
  );

  const action = (
    clause: AdvancedClause,
    kind: ClauseMessageKind,
    label: string,
    icon: typeof IconMail,
    testId: string,
  ) => (
    <MessageButton
      kind={kind}
      clauseId={clause.id}
      label={label}
      ariaLabel={`${label} for ${clause.name}`}
      icon={icon}
      messages={messages}
      variant="light"
      size="compact-sm"
      data-testid={testId}
    />
  );

  return (
    <Stack gap="lg">
      <Text size="sm" style={{ fontVariantNumeric: "tabular-nums" }} data-testid="clauses-counts">
        {issues.length} critical {issues.length === 1 ? "issue" : "issues"} · {savings.length}{" "}
        {savings.length === 1 ? "opportunity" : "opportunities"}
      </Text>
      {issues.length > 0 && (
        <ClauseSection
          title="Issues needing your attention"
          hint="High-risk clauses to fix before you sign."
          testId="clauses-issues"
        >
          {issues.map((clause) =>
            item(
              clause,
              <>
                {action(clause, "email-solution", "Email Solution", IconMail, "clause-email-solution")}
                {action(
                  clause,
                  "amendment",
                  "Generate Amendment",
                  IconFilePencil,
                  "clause-generate-amendment",
                )}
              </>,
            ),
          )}
        </ClauseSection>
      )}
      {savings.length > 0 && (
        <ClauseSection
          title="Money-saving opportunities"
          hint="Medium-risk clauses where asking for a change is worth it."
          testId="clauses-opportunities"
        >
          {savings.map((clause) =>
            item(
              clause,
              <>
                {action(clause, "send-proposal", "Send Proposal", IconSend, "clause-send-proposal")}
                <BenchmarkButton clause={clause} />
              </>,
            ),
          )}
        </ClauseSection>
      )}
      {protections.length > 0 && (
        <ClauseSection
          title="Strong protections in place"
          hint="Low-risk clauses we are confident about."
          testId="clauses-protections"
        >
          {protections.map((clause) => item(clause))}
        </ClauseSection>
      )}
      {notListedNote}
    </Stack>
  );
}
