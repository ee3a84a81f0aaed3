import { Anchor, Box, Button, Group, Paper, Text } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { useState } from "react";
import { acceptAll, type CookieChoices, consentFromChoices, rejectAll } from "../../../common/cookie-consent";
import { LAYERS } from "../../layers";
import { CookieSettingsModal } from "./CookieSettingsModal";
import { saveConsent, useCookieConsent } from "./consent-store";

const NO_OPTIONAL_COOKIES: CookieChoices = { functional: false, analytics: false, marketing: false };

/**
 * Bottom banner shown on every screen until the visitor chooses, plus the settings dialog. It sits
 * outside the router (see web/main.tsx), so its link is a plain anchor.
 */
export function CookieConsent() {
  const consent = useCookieConsent();
  const [isSettingsOpen, setIsSettingsOpen] = useState(false);
  const { ref, height } = useElementSize();

  if (consent) return null;

  const handleSave = (choices: CookieChoices) => {
    saveConsent(consentFromChoices(choices, new Date()));
    setIsSettingsOpen(false);
  };

  return (
    <>
      {/* Room at the end of the page so the visitor can scroll past the banner to the page's own buttons. */}
      <Box aria-hidden style={{ height }} />
      <Paper
        ref={ref}
        component="section"
        role="region"
        aria-label="Cookie consent"
        data-testid="cookie-banner"
        shadow="lg"
        radius={0}
        withBorder
        px="md"
        py="xs"
        style={{ position: "fixed", left: 0, right: 0, bottom: 0, zIndex: LAYERS.cookieBanner }}
      >
        <Group justify="space-between" gap="xs" maw={1200} mx="auto" wrap="wrap">
          <Text size="xs" c="gray.8" style={{ flex: "1 1 320px" }}>
            <Text component="strong" fw={700} size="sm" c="dark.7">
              Cookies.
            </Text>{" "}
            Essential storage keeps you signed in. May we use optional cookies too?{" "}
            <Anchor href="/cookie-policy" size="xs">
              Cookie Policy
            </Anchor>
          </Text>
          <Group gap={6} wrap="nowrap" style={{ flex: "1 1 auto" }} justify="flex-end">
            <Button
              size="xs"
              px={10}
              variant="filled"
              onClick={() => saveConsent(rejectAll(new Date()))}
              data-testid="cookie-reject-all"
            >
              Reject All
            </Button>
            <Button
              size="xs"
              px={10}
              variant="default"
              onClick={() => setIsSettingsOpen(true)}
              data-testid="cookie-settings"
            >
              Cookie Settings
            </Button>
            <Button
              size="xs"
              px={10}
              variant="filled"
              onClick={() => saveConsent(acceptAll(new Date()))}
              data-testid="cookie-accept-all"
            >
              Accept All
            </Button>
          </Group>
        </Group>
      </Paper>
      <CookieSettingsModal
        opened={isSettingsOpen}
        initialChoices={NO_OPTIONAL_COOKIES}
        onCancel={() => setIsSettingsOpen(false)}
        onSave={handleSave}
      />
    </>
  );
}
