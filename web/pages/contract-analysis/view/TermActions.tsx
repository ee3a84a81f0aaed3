import { Button, Group } from "@mantine/core";
import { IconCheck, IconEdit, IconPencil, IconX } from "@tabler/icons-react";
import type { ReviewTerm } from "../../../../common/review-terms";
import type { TermReview } from "./use-term-review";

type Props = { term: ReviewTerm; review: TermReview; isBusy: boolean };

/** Accept / Reject / Propose Alternative for an undecided term; Change Decision for a decided one. */
export function TermActions({ term, review, isBusy }: Props) {
  if (term.decision) {
    return (
      <Group>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconEdit size={16} aria-hidden="true" />}
          loading={isBusy}
          onClick={() => review.changeDecision(term)}
          data-testid="term-change-decision"
        >
          Change Decision
        </Button>
      </Group>
    );
  }
  const isProposing = review.proposingId === term.id;
  return (
    <Group gap="xs" role="group" aria-label={`Decide on ${term.title}`}>
      <Button
        color="green"
        autoContrast
        size="sm"
        leftSection={<IconCheck size={16} aria-hidden="true" />}
        disabled={isBusy}
        onClick={() => review.decide(term, "accept")}
        aria-keyshortcuts="A"
        data-testid="term-accept"
      >
        Accept
      </Button>
      <Button
        color="red.9"
        variant="outline"
        size="sm"
        leftSection={<IconX size={16} aria-hidden="true" />}
        disabled={isBusy}
        onClick={() => review.decide(term, "reject")}
        aria-keyshortcuts="R"
        data-testid="term-reject"
      >
        Reject
      </Button>
      <Button
        variant={isProposing ? "filled" : "light"}
        size="sm"
        leftSection={<IconPencil size={16} aria-hidden="true" />}
        disabled={isBusy}
        aria-expanded={isProposing}
        onClick={() => (isProposing ? review.closeProposal() : review.openProposal(term.id))}
        aria-keyshortcuts="P"
        data-testid="term-propose"
      >
        Propose Alternative
      </Button>
    </Group>
  );
}
