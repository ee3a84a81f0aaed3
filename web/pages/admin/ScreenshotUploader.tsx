import { Group, Paper, Progress, Stack, Text } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { notifications } from "@mantine/notifications";
import { IconCheck, IconPhoto, IconUpload, IconX } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { checkScreenshotFile, SCREENSHOT_ACCEPT, SCREENSHOT_MESSAGES } from "../../../common/screenshots";
import { errorMessage } from "../../api/client";
import { useUploadScreenshot } from "../../api/screenshots";

type UploadRow = {
  key: string;
  name: string;
  percent: number;
  state: "waiting" | "uploading" | "done" | "failed";
  error?: string;
};

const MAX_ROWS = 20;

/** Several images at once, sent one request per file in turn, each with its own progress. */
export function ScreenshotUploader() {
  const upload = useUploadScreenshot();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const nextKey = useRef(0);
  const isBusy = rows.some((row) => row.state === "waiting" || row.state === "uploading");

  const update = (key: string, change: Partial<UploadRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const handleFiles = async (files: File[], refused: Array<{ name: string; error: string }> = []) => {
    const stamp = ++nextKey.current;
    const next: Array<UploadRow & { file?: File }> = [
      ...files.map((file, i) => {
        const problem = checkScreenshotFile(file);
        return problem
          ? { key: `${stamp}-${i}`, name: file.name, percent: 0, state: "failed" as const, error: problem }
          : { key: `${stamp}-${i}`, name: file.name, percent: 0, state: "waiting" as const, file };
      }),
      ...refused.map((r, i) => ({
        key: `${stamp}-r${i}`,
        name: r.name,
        percent: 0,
        state: "failed" as const,
        error: r.error,
      })),
    ];
    // Appended: one drop calls onReject and onDrop separately, and both halves should stay listed.
    setRows((current) => [...current, ...next.map(({ file: _file, ...row }) => row)].slice(-MAX_ROWS));
    for (const row of next) {
      if (row.state === "failed") {
        notifications.show({ title: "Error", message: `${row.name}: ${row.error}`, color: "red" });
        continue;
      }
      update(row.key, { state: "uploading" });
      try {
        const result = await upload.mutateAsync({
          file: row.file!,
          onProgress: (percent) => update(row.key, { percent }),
        });
        update(row.key, { state: "done", percent: 100 });
        notifications.show({
          title: "Success",
          message: result.message || "Image uploaded successfully",
          color: "teal",
        });
      } catch (error) {
        const message = errorMessage(error, "Failed to upload image");
        update(row.key, { state: "failed", error: message });
        notifications.show({ title: "Error", message: `${row.name}: ${message}`, color: "red" });
      }
    }
  };

  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={(files) => void handleFiles(files)}
        onReject={(rejections) =>
          void handleFiles(
            [],
            rejections.map((r) => ({
              name: r.file.name,
              error: r.errors.some((e) => e.code === "file-too-large")
                ? SCREENSHOT_MESSAGES.tooLarge
                : SCREENSHOT_MESSAGES.wrongType,
            })),
          )
        }
        accept={SCREENSHOT_ACCEPT as unknown as Record<string, string[]>}
        multiple
        disabled={isBusy}
        aria-label="Upload screenshots"
        data-testid="screenshot-dropzone"
        inputProps={{ "data-testid": "screenshot-input" } as Record<string, string>}
      >
        <Group justify="center" gap="lg" mih={110} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={40} color="var(--mantine-color-teal-6)" aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={40} color="var(--mantine-color-red-6)" aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={40} color="var(--mantine-color-gray-6)" aria-hidden />
          </Dropzone.Idle>
          <div>
            <Text fw={600}>Drop images here or click to choose</Text>
            <Text size="sm" c="dimmed">
              PNG, JPG, GIF, WebP up to 10MB. Several at once; they appear in the landing page gallery.
            </Text>
          </div>
        </Group>
      </Dropzone>
      {rows.length > 0 && (
        <Paper withBorder p="sm" data-testid="screenshot-uploads" aria-live="polite">
          <Stack gap="xs">
            {rows.map((row) => (
              <Stack key={row.key} gap={4} data-testid="screenshot-upload-row">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" truncate>
                    {row.name}
                  </Text>
                  <Text size="sm" c={row.state === "failed" ? "red.8" : "dimmed"} style={{ flexShrink: 0 }}>
                    {row.state === "done" ? (
                      <Group component="span" gap={4} wrap="nowrap">
                        <IconCheck size={14} aria-hidden /> Uploaded
                      </Group>
                    ) : row.state === "failed" ? (
                      "Not uploaded"
                    ) : row.state === "waiting" ? (
                      "Waiting"
                    ) : (
                      `Uploading ${row.percent}%`
                    )}
                  </Text>
                </Group>
                {row.state === "failed" ? (
                  <Text size="sm" c="red.8">
                    {row.error}
                  </Text>
                ) : (
                  <Progress
                    value={row.percent}
                    color={row.state === "done" ? "teal" : "blue"}
                    aria-label={`Upload progress for ${row.name}`}
                  />
                )}
              </Stack>
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
