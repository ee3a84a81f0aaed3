import { Button, CopyButton, Group, Stack, Textarea } from "@mantine/core";
import { IconCheck, IconCopy, IconDownload } from "@tabler/icons-react";
import { saveBlob } from "../../api/save-blob";

type Props = { label: string; text: string; fileName: string; testId: string };

/** A generated text document to read, copy or save as .txt. */
export function GeneratedDocument({ label, text, fileName, testId }: Props) {
  const handleDownload = () => saveBlob(new Blob([text], { type: "text/plain;charset=utf-8" }), fileName);
  return (
    <Stack gap="xs">
      <Textarea
        label={label}
        value={text}
        readOnly
        autosize
        minRows={8}
        maxRows={18}
        styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: 13 } }}
        data-testid={testId}
      />
      <Group gap="sm" justify="flex-end">
        <CopyButton value={text} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              color={copied ? "teal" : undefined}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? "Copied" : "Copy"}
            </Button>
          )}
        </CopyButton>
        <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={handleDownload}>
          Download .txt
        </Button>
      </Group>
    </Stack>
  );
}
