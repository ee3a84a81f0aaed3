import { ActionIcon, Group, Highlight, Stack, Text, Title } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useMemo } from "react";
import type { Faq } from "../../../common/help";
import { faqAnswerHtml } from "./faq-html";
import type { HelpAdminActions } from "./help-types";

type Props = { faq: Faq; searchTerm: string; admin?: HelpAdminActions };

/**
 * Answers are written by administrators and rendered as HTML (spec), sanitised to simple formatting
 * and safe links first (`faqAnswerHtml`).
 */
export function FaqEntry({ faq, searchTerm, admin }: Props) {
  const answer = useMemo(() => faqAnswerHtml(faq.answer), [faq.answer]);
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
      <Text
        component="div"
        c="dimmed"
        size="sm"
        className="faq-answer"
        data-testid="faq-answer"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify in faqAnswerHtml
        dangerouslySetInnerHTML={{ __html: answer }}
      />
    </Stack>
  );
}
