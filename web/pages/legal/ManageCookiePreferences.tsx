import { Button, Paper, Stack, Text } from "@mantine/core";
import { IconCookie } from "@tabler/icons-react";
import { formatDate } from "../../../common/format";
import { clearConsent, useCookieConsent } from "../../components/cookie-consent/consent-store";

const CATEGORY_LABELS = { functional: "functional", analytics: "analytics", marketing: "marketing" } as const;

/** Shows the stored choice and lets the visitor make it again (the banner returns after the reload). */
export function ManageCookiePreferences() {
  const consent = useCookieConsent();

  const allowed = consent
    ? (Object.keys(CATEGORY_LABELS) as (keyof typeof CATEGORY_LABELS)[])
        .filter((key) => consent[key])
        .map((key) => CATEGORY_LABELS[key])
    : [];

  const summary = !consent
    ? "You have not made a choice yet, so only essential storage is used."
    : allowed.length === 0
      ? "Your choice: essential storage only."
      : `Your choice: essential storage plus ${allowed.join(", ")} cookies.`;

  const handleManage = () => {
    clearConsent();
    window.location.reload();
  };

  return (
    <Paper withBorder radius="md" p="lg" bg="gray.0">
      <Stack gap="sm" align="flex-start">
        <Text data-testid="cookie-current-choice">
          {summary}
          {consent && (
            <Text component="span" c="gray.7" size="sm">
              {" "}
              Saved {formatDate(consent.timestamp)}.
            </Text>
          )}
        </Text>
        <Button
          leftSection={<IconCookie size={18} aria-hidden />}
          onClick={handleManage}
          data-testid="manage-cookie-preferences"
        >
          Manage Cookie Preferences
        </Button>
      </Stack>
    </Paper>
  );
}
