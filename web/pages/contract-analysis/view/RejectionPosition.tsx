import { Alert, Button, Text } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import type { ReviewTerm } from "../../../../common/review-terms";
import { PREVIEW_LIMIT, preview } from "./text-preview";
import type { TermReview } from "./use-term-review";

type Props = { term: ReviewTerm; review: TermReview; isBusy: boolean };

/**
 * A rejection never deletes the clause: it proposes the user's preferred position, drafted from their
 * risk settings when the clause falls short of them, or asks the user for one when it does not.
 */
export function RejectionPosition({ term, review, isBusy }: Props) {
  if (term.proposedChange) {
    return (
      <div>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed">
          Proposed in its place, from your risk settings
        </Text>
        <Text size="sm" data-testid="term-rejection-position">
          {preview(term.proposedChange, PREVIEW_LIMIT)}
        </Text>
      </div>
    );
  }
  return (
    <Alert
      color="yellow"
      variant="light"
      title="What do you want instead?"
      data-testid="term-rejection-needs-position"
    >
      <Text size="sm">
        This clause already meets your risk settings, so there is no preferred position to draft from them.
        Until you write the wording you want, the redline and emails only say the clause is not acceptable as
        drafted.
      </Text>
      <Button
        mt="xs"
        size="xs"
        variant="light"
        leftSection={<IconPencil size={14} aria-hidden="true" />}
        loading={isBusy}
        onClick={() => review.changeDecision(term, "propose")}
        data-testid="term-rejection-write-wording"
      >
        Write the wording you want
      </Button>
    </Alert>
  );
}
