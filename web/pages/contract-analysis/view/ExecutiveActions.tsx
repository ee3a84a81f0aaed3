import { Button, Stack } from "@mantine/core";
import { IconGavel, IconMail, IconMessages } from "@tabler/icons-react";
import { openUpgradeDialog } from "../../../components/upgrade/upgrade-events";
import { useSession } from "../../../session/session-context";
import { AvailableSoonButton } from "./AvailableSoonButton";

const ACTIONS = [
  { label: "Start Negotiation Process", icon: IconMessages, testId: "exec-negotiation" },
  { label: "Request Legal Review", icon: IconGavel, testId: "exec-legal-review" },
  { label: "Email Issue Summary", icon: IconMail, testId: "exec-issue-summary" },
] as const;

/**
 * The overview's executive actions. They are premium e-mail features: a free account is offered the
 * upgrade; for premium accounts the documents arrive in the next release, so the buttons say so.
 */
export function ExecutiveActions() {
  const { user } = useSession();
  const isPremium = Boolean(user?.isPremium || user?.hasPremiumAccess);
  return (
    <Stack gap="xs" data-testid="executive-actions">
      {ACTIONS.map(({ label, icon: Icon, testId }) =>
        isPremium ? (
          <AvailableSoonButton
            key={label}
            variant="light"
            fullWidth
            justify="flex-start"
            leftSection={<Icon size={18} aria-hidden="true" />}
            data-testid={testId}
          >
            {label}
          </AvailableSoonButton>
        ) : (
          <Button
            key={label}
            variant="light"
            fullWidth
            justify="flex-start"
            leftSection={<Icon size={18} aria-hidden="true" />}
            onClick={() => openUpgradeDialog("email_feature")}
            data-testid={testId}
          >
            {label}
          </Button>
        ),
      )}
    </Stack>
  );
}
