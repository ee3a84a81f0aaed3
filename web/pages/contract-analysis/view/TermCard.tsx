import { Badge, Button, Group, List, Paper, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { IconFocus2 } from "@tabler/icons-react";
import { type FocusEvent, type MouseEvent, useEffect, useRef } from "react";
import type { ReviewTerm } from "../../../../common/review-terms";
import { notFoundLine } from "../../../../common/term-values";
import { RiskBadge } from "../../../components/RiskBadge";
import { isHighlighted } from "./highlight-specs";
import { ProposeAlternativePanel } from "./ProposeAlternativePanel";
import { RejectionPosition } from "./RejectionPosition";
import { TermActions } from "./TermActions";
import { STATUS_DISPLAY } from "./term-status-label";
import { EXCERPT_LIMIT, preview } from "./text-preview";
import type { TermReview } from "./use-term-review";
import { WordingPreview } from "./WordingPreview";

type Props = {
  contractId: string;
  term: ReviewTerm;
  values: string[];
  isSelected: boolean;
  selectionKey: number;
  review: TermReview;
  onSelect: (termId: ReviewTerm["id"]) => void;
  /** narrow screens: show the term's words in the contract text view */
  onShowInText?: (termId: ReviewTerm["id"]) => void;
};

const INTERACTIVE = "button, a, input, textarea, select, [role='button']";

export function TermCard({
  contractId,
  term,
  values,
  isSelected,
  selectionKey,
  review,
  onSelect,
  onShowInText,
}: Props) {
  const cardRef = useRef<HTMLLIElement>(null);
  const headerRef = useRef<HTMLButtonElement>(null);
  const isNotApplicable = term.status === "not_applicable";
  const status = STATUS_DISPLAY[term.status];
  const isBusy = review.busyTermId === term.id;
  const isProposing = isSelected && !term.decision && review.proposingId === term.id;

  useEffect(() => {
    if (isSelected && selectionKey > 0) cardRef.current?.scrollIntoView({ block: "nearest" });
  }, [isSelected, selectionKey]);

  // When the panel or the buttons disappear under the keyboard user, keep focus on this card.
  const wasProposing = useRef(isProposing);
  const decision = term.decision;
  useEffect(() => {
    const lostFocus = !document.activeElement || document.activeElement === document.body;
    if ((wasProposing.current && !isProposing) || decision) {
      if (isSelected && lostFocus) headerRef.current?.focus();
    }
    wasProposing.current = isProposing;
  }, [isProposing, isSelected, decision]);

  const handleCardClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
    onSelect(term.id);
  };

  // Tabbing into a card selects it, so the A / R / P keys act on the term that has focus; a half-written
  // proposal elsewhere is left open rather than closed by a stray Tab.
  const handleFocus = (event: FocusEvent) => {
    if (isSelected || review.proposingId || cardRef.current?.contains(event.relatedTarget as Node | null))
      return;
    // only keyboard focus: a click selects on its own, and selecting on mouse-down would move the
    // button being clicked
    if (!(event.target instanceof Element) || !event.target.matches(":focus-visible")) return;
    onSelect(term.id);
  };

  return (
    <Paper
      ref={cardRef}
      component="li"
      withBorder
      p="md"
      onClick={handleCardClick}
      onFocus={handleFocus}
      style={{
        cursor: isSelected ? undefined : "pointer",
        borderColor: isSelected ? "var(--mantine-color-blue-7)" : undefined,
        boxShadow: isSelected ? "0 0 0 1px var(--mantine-color-blue-7)" : undefined,
      }}
      data-testid={`term-card-${term.id}`}
      data-selected={isSelected || undefined}
      data-status={term.status}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <UnstyledButton
            ref={headerRef}
            onClick={() => onSelect(term.id)}
            aria-current={isSelected ? "true" : undefined}
            aria-describedby={`term-status-${term.id}`}
            data-testid={`term-select-${term.id}`}
          >
            <Title order={3} size="h5">
              {term.title}
            </Title>
          </UnstyledButton>
          <RiskBadge level={isNotApplicable ? "na" : term.riskLevel} size="sm" wording="badge" />
        </Group>

        <Text size="sm">{term.summary}</Text>

        {term.found ? (
          <Text size="sm" c="dimmed" fs="italic" data-testid="term-excerpt">
            “{preview(term.excerpt, EXCERPT_LIMIT)}”
          </Text>
        ) : (
          notFoundLine(term.id, term.summary) && (
            <Text size="sm" c="dimmed" data-testid="term-not-found">
              {notFoundLine(term.id, term.summary)}
            </Text>
          )
        )}

        {values.length > 0 && (
          <List
            size="sm"
            spacing={2}
            style={{ fontVariantNumeric: "tabular-nums" }}
            data-testid="term-values"
          >
            {values.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        )}

        {term.recommendation && !isNotApplicable && (
          <div>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              What to ask for
            </Text>
            <Text size="sm">{term.recommendation}</Text>
          </div>
        )}

        {term.decision === "propose" && term.proposedChange && (
          <div>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              Your proposed wording
            </Text>
            <WordingPreview text={term.proposedChange} data-testid="term-proposed-text" />
          </div>
        )}

        {term.decision === "reject" && (
          <RejectionPosition term={term} review={review} isBusy={isBusy} onSelect={() => onSelect(term.id)} />
        )}

        <Group justify="space-between" gap="xs">
          <Badge
            variant="dot"
            color={status.color}
            size="md"
            id={`term-status-${term.id}`}
            data-testid="term-status"
          >
            {status.label}
          </Badge>
          {onShowInText && isHighlighted(term) && (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconFocus2 size={14} aria-hidden="true" />}
              onClick={() => onShowInText(term.id)}
              aria-label={`Show ${term.title} in the contract`}
              data-testid="term-show-in-text"
            >
              Show in contract
            </Button>
          )}
        </Group>

        {isSelected && isNotApplicable && !term.decision ? (
          <Text size="sm" c="dimmed" data-testid="term-nothing-to-decide">
            Nothing to decide: this term does not apply to this contract, so it counts as reviewed.
          </Text>
        ) : (
          (isSelected || term.decision) && <TermActions term={term} review={review} isBusy={isBusy} />
        )}
        {isProposing && (
          <ProposeAlternativePanel contractId={contractId} term={term} review={review} isSaving={isBusy} />
        )}
      </Stack>
    </Paper>
  );
}
