import { Group, Loader, Progress, Stack, Text } from "@mantine/core";
import { formatPercent } from "../../../common/format";
import type { ExecutedUploadState } from "./use-executed-upload";

/**
 * Words for each step and the bar's overall position: upload up to 60 %, reading 70 %, a scan 70-100 %.
 * The percentage in the words is the bar's own, so the two never disagree.
 */
export function describeUpload(state: ExecutedUploadState): { text: string; value: number } {
  switch (state.phase) {
    case "uploading": {
      const value = Math.max(2, Math.round(state.uploadPercent * 0.6));
      return { text: `Uploading… ${formatPercent(value, 0)}`, value };
    }
    case "reading":
      return { text: "Reading the document… 70%", value: 70 };
    case "scanning": {
      const value = 70 + Math.round(state.scanPercent * 0.3);
      return { text: `Reading the scanned pages… ${formatPercent(value, 0)}`, value };
    }
    default:
      return { text: "", value: 100 };
  }
}

type Props = { state: ExecutedUploadState };

export function ExecutedUploadProgress({ state }: Props) {
  const { text, value } = describeUpload(state);
  return (
    <Stack gap={6} data-testid="executed-upload-progress" data-phase={state.phase}>
      <Group gap="xs" wrap="nowrap">
        <Loader size="xs" aria-hidden />
        {/* The live region carries the words; the bar alone says nothing to a screen reader. */}
        <Text
          fw={600}
          size="sm"
          role="status"
          aria-live="polite"
          style={{ fontVariantNumeric: "tabular-nums" }}
          data-testid="executed-upload-progress-text"
        >
          {text}
        </Text>
      </Group>
      <Progress
        value={value}
        animated={state.phase === "reading" || state.phase === "scanning"}
        aria-label="Upload progress"
        aria-valuetext={text}
      />
      {state.phase === "scanning" && (
        <Text size="xs" c="dimmed">
          This file is a scan, so we are reading each page as an image. It takes a few seconds a page.
        </Text>
      )}
      {state.fileName && (
        <Text size="xs" c="dimmed" truncate="end" title={state.fileName}>
          {state.fileName}
        </Text>
      )}
    </Stack>
  );
}
