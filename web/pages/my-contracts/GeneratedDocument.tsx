import { Button, CopyButton, Group, Stack, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCheck, IconCopy, IconDownload, IconFileText } from "@tabler/icons-react";
import { useState } from "react";
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

type DraftProps = Omit<Props, "text"> & {
  /** writes the document; called when the user asks for it */
  write: () => string;
  buttonLabel: string;
  buttonTestId: string;
  /** the toast once it is written */
  ready: { title: string; message: string };
};

/** A Generate button that becomes the generated document (read, copy, save) once pressed. */
export function DocumentOnRequest({ write, buttonLabel, buttonTestId, ready, ...document }: DraftProps) {
  const [text, setText] = useState<string | null>(null);
  const handleGenerate = () => {
    setText(write());
    notifications.show({ ...ready, color: "teal" });
  };
  if (text !== null) return <GeneratedDocument {...document} text={text} />;
  return (
    <Group justify="flex-end">
      <Button
        leftSection={<IconFileText size={16} aria-hidden />}
        onClick={handleGenerate}
        data-testid={buttonTestId}
      >
        {buttonLabel}
      </Button>
    </Group>
  );
}
