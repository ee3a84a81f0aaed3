import { Stack } from "@mantine/core";
import { IconGavel, IconMail, IconMessages } from "@tabler/icons-react";
import { MessageButton } from "./MessageButton";
import type { GeneratedTextState } from "./use-generated-text";

const ACTIONS = [
  {
    kind: "negotiation-email",
    label: "Start Negotiation Process",
    icon: IconMessages,
    testId: "exec-negotiation",
  },
  { kind: "legal-review", label: "Request Legal Review", icon: IconGavel, testId: "exec-legal-review" },
  { kind: "issue-summary", label: "Email Issue Summary", icon: IconMail, testId: "exec-issue-summary" },
] as const;

type Props = { messages: GeneratedTextState };

/**
 * The overview's executive actions: the negotiation e-mail to the other side, a request for a
 * solicitor's review and a summary of the issues for colleagues (premium e-mail features).
 */
export function ExecutiveActions({ messages }: Props) {
  return (
    <Stack gap="xs" data-testid="executive-actions">
      {ACTIONS.map(({ kind, label, icon, testId }) => (
        <MessageButton
          key={kind}
          kind={kind}
          label={label}
          icon={icon}
          messages={messages}
          variant="light"
          fullWidth
          justify="flex-start"
          data-testid={testId}
        />
      ))}
    </Stack>
  );
}
