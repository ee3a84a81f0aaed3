import { Group, Kbd, Stack, Text } from "@mantine/core";
import { useId } from "react";
import type { ReviewTerm, ReviewTermId } from "../../../../common/review-terms";
import { termValueLines } from "../../../../common/term-values";
import type { AnalysisRecord } from "../../../api/contracts";
import { SourceNote } from "./SourceNote";
import { TermCard } from "./TermCard";
import type { TermReview } from "./use-term-review";

type Props = {
  contractId: string;
  analysis: AnalysisRecord;
  terms: ReviewTerm[];
  selectedTermId: ReviewTermId | null;
  selectionKey: number;
  review: TermReview;
  onSelectTerm: (termId: ReviewTermId) => void;
  onShowInText?: (termId: ReviewTermId) => void;
};

/** One card per reviewed term, in the spec's order; the keyboard path through the document's findings. */
export function TermsTab({
  contractId,
  analysis,
  terms,
  selectedTermId,
  selectionKey,
  review,
  onSelectTerm,
  onShowInText,
}: Props) {
  const hintId = useId();
  // the actions appear on the selected card (spec 01): until the first decision, say where they are
  const isUndecided = !terms.some((term) => term.decision);
  return (
    <Stack gap="sm">
      <SourceNote source="rules" />
      <Group gap={6} visibleFrom="sm" aria-hidden="true">
        <Text size="xs" c="dimmed">
          Keys: <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> move between terms, <Kbd size="xs">A</Kbd>{" "}
          accept, <Kbd size="xs">R</Kbd> reject, <Kbd size="xs">P</Kbd> propose, <Kbd size="xs">Esc</Kbd>{" "}
          close
        </Text>
      </Group>
      {isUndecided && (
        <Text size="sm" id={hintId} data-testid="terms-hint">
          Select a term to accept it, reject it or propose other wording.
        </Text>
      )}
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: "none" }}
        aria-label="Terms to review"
        aria-describedby={isUndecided ? hintId : undefined}
      >
        {terms.map((term) => (
          <TermCard
            key={term.id}
            contractId={contractId}
            term={term}
            values={termValueLines(analysis, term.id)}
            isSelected={term.id === selectedTermId}
            selectionKey={selectionKey}
            review={review}
            onSelect={onSelectTerm}
            onShowInText={onShowInText}
          />
        ))}
      </Stack>
    </Stack>
  );
}
