import { Box, Button, Stack, Text } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import type { ReviewTerm } from "../../../../common/review-terms";
import type { TermReview } from "./use-term-review";
import { WordingPreview } from "./WordingPreview";

type Props = {
  term: ReviewTerm;
  review: TermReview;
  isBusy: boolean;
  /** selects the term, so the propose panel opens on its card */
  onSelect: () => void;
};

/**
 * A rejection never deletes the clause: it proposes the user's preferred position, drafted from their
 * risk settings when the clause falls short of them, or asks the user for one when it does not. Either
 * way the user can turn it into wording of their own; Change Decision (below the card) undoes it.
 */
export function RejectionPosition({ term, review, isBusy, onSelect }: Props) {
  const titleId = `term-rejection-title-${term.id}`;
  const position = term.proposedChange?.trim();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      p="sm"
      bg={position ? "red.0" : "yellow.0"}
      style={{
        borderLeft: `4px solid var(--mantine-color-${position ? "red-8" : "yellow-8"})`,
        borderRadius: "var(--mantine-radius-sm)",
      }}
      data-testid={position ? "term-rejection" : "term-rejection-needs-position"}
    >
      <Stack gap={6} align="flex-start">
        <Text size="sm" fw={700} id={titleId}>
          {position ? "Rejected: you ask for this instead" : "Rejected: what do you want instead?"}
        </Text>
        {position ? (
          <>
            <Text size="sm" c="dimmed">
              Drafted from your risk settings. The redline and your e-mails propose it in place of the clause.
            </Text>
            <WordingPreview text={position} data-testid="term-rejection-position" />
          </>
        ) : (
          <Text size="sm">
            This clause already meets your risk settings, so there is no preferred position to draft from
            them. Until you write the wording you want, the redline and your e-mails only say the clause is
            not acceptable as drafted.
          </Text>
        )}
        <Button
          size="xs"
          variant="default"
          leftSection={<IconPencil size={14} aria-hidden="true" />}
          loading={isBusy}
          onClick={() => {
            onSelect();
            review.changeDecision(term, { propose: position ?? "" });
          }}
          aria-label={position ? `Edit the wording you ask for on ${term.title}` : undefined}
          data-testid="term-rejection-write-wording"
        >
          {position ? "Edit the wording" : "Write the wording you want"}
        </Button>
      </Stack>
    </Box>
  );
}
