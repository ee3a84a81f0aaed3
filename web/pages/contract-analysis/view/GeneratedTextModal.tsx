import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconCopy, IconDownload, IconMail } from "@tabler/icons-react";
import { useMemo, useRef, useState } from "react";
import type { GeneratedText } from "../../../api/negotiation";
import { saveBlob } from "../../../api/save-blob";
import { copyText } from "./copy-text";
import { mailtoLink } from "./mailto";
import { showError, showSuccess } from "./view-toasts";

type Props = { message: GeneratedText | null; opened: boolean; onClose: () => void };

const txtName = (fileName: string) => {
  const name = fileName.trim() || "Clausewise.txt";
  return /\.txt$/i.test(name) ? name : `${name}.txt`;
};

/**
 * One modal for every generated e-mail, request and amendment: the subject, the text to edit, and
 * Copy to Clipboard, Open in email (a mailto: link with the subject and the edited text), Download as
 * File (.txt, the edited text) and Close. It stays mounted (so focus
 * returns to the button that opened it); a new `message` replaces the edits of the previous one.
 */
export function GeneratedTextModal({ message, opened, onClose }: Props) {
  const [draft, setDraft] = useState({ source: message, text: message?.text ?? "" });
  if (draft.source !== message) setDraft({ source: message, text: message?.text ?? "" });
  const text = draft.text;
  const setText = (value: string) => setDraft((current) => ({ ...current, text: value }));
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const isNarrow = useMediaQuery("(max-width: 36em)");

  const handleCopy = async () => {
    if (await copyText(text, textareaRef.current)) {
      showSuccess("Copied to clipboard", "Paste it into your e-mail or document.");
    } else {
      showError("Error", "Could not copy the text. Select it and press Ctrl+C (or Cmd+C) instead.");
    }
  };

  const subject = message?.subject || message?.title || "";
  const mail = useMemo(() => mailtoLink({ subject, body: text }), [subject, text]);

  // A text too long for a link opens shortened; the whole of it goes to the clipboard to paste over.
  const handleOpenMail = async () => {
    if (!mail.isShortened) return;
    if (await copyText(text, textareaRef.current)) {
      showSuccess(
        "Whole text copied",
        "Your e-mail opens with the first part only: paste the whole text over it.",
      );
    } else {
      showError("Error", "Could not copy the whole text. Select it here and copy it into your e-mail.");
    }
  };

  const handleDownload = () => {
    saveBlob(new Blob([text], { type: "text/plain;charset=utf-8" }), txtName(message?.fileName ?? ""));
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text component="span" fw={700} fz="lg">
          {message?.title}
        </Text>
      }
      size="xl"
      fullScreen={isNarrow}
      attributes={{ content: { "data-testid": "generated-text-modal" } }}
    >
      <Stack gap="sm">
        {message?.subject && (
          <div>
            <Text size="xs" c="dimmed">
              Subject
            </Text>
            <Text size="sm" fw={600} data-testid="generated-subject">
              {message.subject}
            </Text>
          </div>
        )}
        <Textarea
          label="Text"
          description="Edit it as you need before you copy or download it."
          autosize
          minRows={12}
          maxRows={24}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          ref={textareaRef}
          data-testid="generated-text"
        />
        <Group gap="sm">
          <Button
            leftSection={<IconCopy size={16} aria-hidden="true" />}
            onClick={handleCopy}
            data-testid="copy-generated-text"
          >
            Copy to Clipboard
          </Button>
          <Button
            component="a"
            href={mail.href}
            variant="light"
            leftSection={<IconMail size={16} aria-hidden="true" />}
            onClick={handleOpenMail}
            aria-describedby={mail.isShortened ? "generated-mail-shortened" : undefined}
            data-testid="mailto-generated-text"
          >
            Open in email
          </Button>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            onClick={handleDownload}
            data-testid="download-generated-text"
          >
            Download as File
          </Button>
          <Button variant="default" onClick={onClose} data-testid="close-generated-text">
            Close
          </Button>
        </Group>
        {mail.isShortened && (
          <Text size="sm" c="dimmed" id="generated-mail-shortened" data-testid="mailto-shortened">
            This text is too long for an e-mail link, so your e-mail opens with the first part and ends with
            “[…]”. The whole text is copied when you open it: paste it over the shortened text before you
            send.
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
