import { Button, Group, Paper, Stack, Text, Textarea } from "@mantine/core";
import { IconWand } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import type { ReviewTerm } from "../../../../common/review-terms";
import { SourceNote } from "./SourceNote";
import { type GeneratedAlternative, useGenerateAlternative } from "./use-generate-alternative";
import type { TermReview } from "./use-term-review";

type Props = { contractId: string; term: ReviewTerm; review: TermReview; isSaving: boolean };

/** Concerns, an optional generated draft, and the wording the user proposes instead of the clause. */
export function ProposeAlternativePanel({ contractId, term, review, isSaving }: Props) {
  // the draft's source, while the text is still the draft as generated
  const [draft, setDraft] = useState<GeneratedAlternative | null>(null);
  const generate = useGenerateAlternative(contractId, (alternative) => {
    setDraft(alternative);
    review.setProposal(alternative.text);
  });
  const draftSource = draft && draft.text === review.proposal ? draft.source : null;
  const concernsRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => concernsRef.current?.focus(), []);
  const canGenerate = review.concerns.trim().length > 0 && !generate.isPending;
  const canSubmit = review.proposal.trim().length > 0 && !isSaving;

  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-gray-0)" data-testid="propose-panel">
      <Stack gap="sm">
        <Text fw={600} size="sm">
          Propose alternative wording
        </Text>
        <Textarea
          label="What concerns you about this clause?"
          description="Private: used to draft the alternative, never sent to the other party. Write what you need, for example: 15 days is too short for our accounts team, we need 60 days."
          autosize
          minRows={2}
          maxRows={6}
          value={review.concerns}
          onChange={(event) => review.setConcerns(event.currentTarget.value)}
          ref={concernsRef}
          data-testid="proposal-concerns"
        />
        <Group>
          <Button
            variant="light"
            leftSection={<IconWand size={16} aria-hidden="true" />}
            disabled={!canGenerate}
            loading={generate.isPending}
            onClick={() => generate.generate({ term, concerns: review.concerns })}
            data-testid="proposal-generate"
          >
            Draft alternative wording
          </Button>
        </Group>
        <Textarea
          label="Your alternative wording"
          description="Write it yourself or edit the generated draft."
          autosize
          minRows={3}
          maxRows={12}
          value={review.proposal}
          onChange={(event) => review.setProposal(event.currentTarget.value)}
          data-testid="proposal-text"
        />
        {draftSource && <SourceNote source={draftSource} />}
        <Group gap="sm">
          <Button
            disabled={!canSubmit}
            loading={isSaving}
            onClick={() => review.decide(term, "propose")}
            data-testid="proposal-submit"
          >
            Submit Alternative
          </Button>
          <Button variant="default" onClick={review.closeProposal} data-testid="proposal-cancel">
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
