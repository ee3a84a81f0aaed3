import { ActionIcon, Group, Highlight, Stack, Title } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import type { Faq } from "../../../common/help";
import type { HelpAdminActions } from "./help-types";

type Props = { faq: Faq; searchTerm: string; admin?: HelpAdminActions };

/**
 * Answers are written by administrators and shown as plain text: newlines become line breaks through
 * `white-space: pre-line`, and no HTML is ever interpreted.
 */
export function FaqEntry({ faq, searchTerm, admin }: Props) {
  return (
    <Stack gap={4} data-testid="faq-item" data-faq-id={faq.id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Title order={3} size="h5">
          <Highlight component="span" highlight={searchTerm} accentInsensitive={false} inherit>
            {faq.question}
          </Highlight>
        </Title>
        {admin && (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Edit FAQ: ${faq.question}`}
              onClick={() => admin.onEditFaq(faq)}
              data-testid="faq-edit"
            >
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete FAQ: ${faq.question}`}
              onClick={() => admin.onDeleteFaq(faq)}
              data-testid="faq-delete"
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </Group>
      <Highlight
        highlight={searchTerm}
        accentInsensitive={false}
        c="dimmed"
        size="sm"
        style={{ whiteSpace: "pre-line" }}
        data-testid="faq-answer"
      >
        {faq.answer}
      </Highlight>
    </Stack>
  );
}
