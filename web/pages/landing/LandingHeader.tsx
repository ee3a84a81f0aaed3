import {
  Box,
  Burger,
  Button,
  Collapse,
  Container,
  Divider,
  Group,
  Stack,
  UnstyledButton,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { MouseEvent } from "react";
import { Link } from "react-router";
import { Logo } from "../../components/Logo";
import { LAYERS } from "../../layers";
import { useSession } from "../../session/session-context";
import { HEADER_HEIGHT, SECTION_LINKS, scrollToSection } from "./landing-nav";
import { StartTrialButton } from "./StartTrialButton";

const MOBILE_MENU_ID = "landing-mobile-menu";

export function LandingHeader() {
  const [isMenuOpen, { toggle, close }] = useDisclosure(false);
  const { status } = useSession();
  const isSignedIn = status === "authenticated";

  const handleAnchorClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    close();
    scrollToSection(id);
  };

  const accountButtons = (isStacked: boolean) =>
    isSignedIn ? (
      <Button component={Link} to="/app" fullWidth={isStacked} onClick={close}>
        Go to Dashboard
      </Button>
    ) : (
      <>
        <Button component={Link} to="/app" variant="default" fullWidth={isStacked} onClick={close}>
          Log in
        </Button>
        <StartTrialButton placement="header" fullWidth={isStacked} onNavigate={close} />
      </>
    );

  return (
    <Box
      component="header"
      style={{
        position: "sticky",
        top: 0,
        zIndex: LAYERS.pageHeader,
        background: "var(--mantine-color-body)",
        borderBottom: "1px solid var(--mantine-color-gray-3)",
      }}
    >
      <Container size={1200} h={HEADER_HEIGHT}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo />
          <Group component="nav" aria-label="Page sections" gap={4} visibleFrom="md">
            {SECTION_LINKS.map((link) => (
              <Button
                key={link.id}
                component="a"
                href={`#${link.id}`}
                variant="subtle"
                color="gray"
                onClick={(event: MouseEvent<HTMLAnchorElement>) => handleAnchorClick(event, link.id)}
              >
                {link.label}
              </Button>
            ))}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" visibleFrom="sm">
              {accountButtons(false)}
            </Group>
            <Burger
              opened={isMenuOpen}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={isMenuOpen ? "Close menu" : "Open menu"}
              aria-expanded={isMenuOpen}
              aria-controls={MOBILE_MENU_ID}
            />
          </Group>
        </Group>
      </Container>
      {/* Out of the page flow, so closing it does not shift the section being scrolled to. */}
      <Box
        hiddenFrom="md"
        pos="absolute"
        top="100%"
        left={0}
        right={0}
        bg="var(--mantine-color-body)"
        style={isMenuOpen ? { boxShadow: "var(--mantine-shadow-md)" } : undefined}
      >
        <Collapse expanded={isMenuOpen} id={MOBILE_MENU_ID}>
          <Container size={1200} pb="md">
            <Stack gap={0} component="nav" aria-label="Page sections (mobile)">
              {SECTION_LINKS.map((link) => (
                <UnstyledButton
                  key={link.id}
                  component="a"
                  href={`#${link.id}`}
                  onClick={(event: MouseEvent<HTMLAnchorElement>) => handleAnchorClick(event, link.id)}
                  py="sm"
                  px="xs"
                  fw={500}
                  style={{ borderRadius: "var(--mantine-radius-md)" }}
                >
                  {link.label}
                </UnstyledButton>
              ))}
            </Stack>
            <Divider my="sm" />
            <Stack gap="sm">{accountButtons(true)}</Stack>
          </Container>
        </Collapse>
      </Box>
    </Box>
  );
}
