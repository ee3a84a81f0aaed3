import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconFocus2 } from "@tabler/icons-react";
import type { MouseEvent, ReactNode } from "react";
import type { AdvancedClause } from "../../../../common/api/analysis";
import { RiskBadge } from "../../../components/RiskBadge";
import { categoryLabel, hasOffsets, subcategoryLabel } from "./clause-format";
import { PREVIEW_LIMIT, preview } from "./text-preview";

type Props = {
  clause: AdvancedClause;
  isSelected: boolean;
  onShow: (clause: AdvancedClause) => void;
  /** the section's own buttons (Email Solution, Send Proposal, ...) */
  actions?: ReactNode;
};

const INTERACTIVE = "button, a, input, textarea, select, [role='button']";

/** One advanced-clause finding: where it is (or that it is missing), why it matters, what to ask for. */
export function ClauseItem({ clause, isSelected, onShow, actions }: Props) {
  const canShow = hasOffsets(clause);
  const askFor = clause.askFor || clause.recommendations[0] || "";

  const handleClick = (event: MouseEvent) => {
    if (!canShow || (event.target instanceof Element && event.target.closest(INTERACTIVE))) return;
    onShow(clause);
  };

  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      onClick={handleClick}
      style={{
        cursor: canShow ? "pointer" : undefined,
        borderColor: isSelected ? "var(--mantine-color-blue-7)" : undefined,
      }}
      data-testid={`clause-${clause.id}`}
      data-selected={isSelected || undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text fw={600} size="sm">
            {clause.name}
          </Text>
          <RiskBadge level={clause.riskLevel} size="sm" />
        </Group>
        <Text size="xs" c="dimmed" style={{ fontVariantNumeric: "tabular-nums" }}>
          {categoryLabel(clause.category)} · {subcategoryLabel(clause.category, clause.subcategory)} · Rules
          engine
        </Text>
        {clause.missing ? (
          <Badge variant="outline" color="gray.7" size="sm" data-testid="clause-missing">
            Not found in this contract
          </Badge>
        ) : clause.checkClause !== undefined && clause.start < 0 ? (
          <Text size="sm" c="dimmed" data-testid="clause-check">
            {clause.checkClause
              ? `Check clause ${clause.checkClause}: the wording there was not clear enough to quote with confidence.`
              : "Check the contract: the wording was not clear enough to quote with confidence."}
          </Text>
        ) : (
          clause.excerpt && (
            <Text size="sm" c="dimmed" fs="italic">
              “{preview(clause.excerpt, PREVIEW_LIMIT)}”
            </Text>
          )
        )}
        {clause.whyItMatters && (
          <Text size="sm">
            <Text span fw={600} inherit>
              Why it matters:{" "}
            </Text>
            {clause.whyItMatters}
          </Text>
        )}
        {askFor && (
          <Text size="sm">
            <Text span fw={600} inherit>
              What to ask for:{" "}
            </Text>
            {askFor}
          </Text>
        )}
        {(canShow || actions) && (
          <Group gap="xs" mt={4}>
            {canShow && (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconFocus2 size={14} aria-hidden="true" />}
                onClick={() => onShow(clause)}
                aria-label={`Show ${clause.name} in the document`}
                data-testid="clause-show"
              >
                Show in document
              </Button>
            )}
            {actions}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
