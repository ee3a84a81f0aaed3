import { Group, Loader, Progress, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { formatPercent } from "../../../common/format";
import type { UploadFlowState } from "./use-draft-upload";

/** Words for each step; the bar is the overall position (upload is most of the wait on a slow line). */
function describePhase(state: UploadFlowState): { text: string; value: number } {
  switch (state.phase) {
    case "uploading":
      return {
        text: `Uploading… ${formatPercent(state.uploadPercent, 0)}`,
        value: Math.max(2, Math.round(state.uploadPercent * 0.7)),
      };
    case "analysing":
      return { text: "Reading the document and analysing clauses", value: 85 };
    case "done":
      return { text: "Done", value: 100 };
    default:
      return { text: "", value: 0 };
  }
}

type Props = { state: UploadFlowState };

export function UploadProgress({ state }: Props) {
  const { text, value } = describePhase(state);
  const isDone = state.phase === "done";
  return (
    <Stack gap={6} data-testid="upload-progress" data-phase={state.phase}>
      <Group gap="xs" wrap="nowrap">
        {isDone ? (
          <ThemeIcon color="teal" variant="light" size="sm" radius="xl" aria-hidden>
            <IconCircleCheck size={16} />
          </ThemeIcon>
        ) : (
          <Loader size="xs" aria-hidden />
        )}
        {/* The live region carries the words; the bar alone would say nothing to a screen reader. */}
        <Text
          fw={600}
          size="sm"
          role="status"
          aria-live="polite"
          style={{ fontVariantNumeric: "tabular-nums" }}
          data-testid="upload-progress-text"
        >
          {text}
        </Text>
      </Group>
      <Progress
        value={value}
        color={isDone ? "teal" : undefined}
        animated={state.phase === "analysing"}
        aria-label="Upload and analysis progress"
        aria-valuetext={text}
      />
      {state.fileName && (
        <Text size="xs" c="dimmed" truncate="end" title={state.fileName}>
          {isDone ? `${state.fileName} — opening the analysis` : state.fileName}
        </Text>
      )}
    </Stack>
  );
}
