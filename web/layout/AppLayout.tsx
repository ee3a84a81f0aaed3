import {
  AppShell,
  Badge,
  Burger,
  Button,
  Container,
  Divider,
  Group,
  NavLink,
  Stack,
  Text,
} from "@mantine/core";
import { useDisclosure, useDocumentTitle } from "@mantine/hooks";
import type { ReactNode } from "react";
import { Outlet, NavLink as RouterNavLink, useLocation, useNavigate } from "react-router";
import { Logo } from "../components/Logo";
import { UpgradeDialogHost } from "../components/upgrade/UpgradeDialogHost";
import { useSession } from "../session/session-context";
import { displayName } from "./display-name";
import classes from "./layout.module.css";
import { NotificationBell } from "./NotificationBell";
import { navLinks, settingsLinks } from "./nav-links";
import { UserMenu } from "./UserMenu";

/** The signed-in shell; a page outside the app routes (/help) passes itself as `children`. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { user, signOut } = useSession();
  const location = useLocation();
  const navigate = useNavigate();

  const mobileLinks = [
    ...navLinks.map((link) => ({ to: link.to, label: link.mobileLabel, badge: link.badge?.mobile })),
    ...settingsLinks.map((link) => ({ ...link, badge: undefined })),
    ...(user?.isAdmin ? [{ to: "/admin", label: "Admin Panel", badge: undefined }] : []),
  ];

  // each screen names itself in the browser tab and to a screen reader, by the link that leads to it
  const current = mobileLinks
    .filter((link) => location.pathname.startsWith(link.to))
    .sort((a, b) => b.to.length - a.to.length)[0];
  useDocumentTitle(current ? `${current.label} · Clausewise` : "Clausewise");

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 280, breakpoint: "md", collapsed: { desktop: true, mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <a href="#main-content" className={classes.skipLink} data-testid="skip-link">
          Skip to main content
        </a>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label="Toggle navigation"
            />
            <Logo to="/app" />
            <Group gap={4} visibleFrom="md" component="nav" aria-label="Main">
              {navLinks.map((link) => (
                <Button
                  key={link.to}
                  component={RouterNavLink}
                  to={link.to}
                  variant={location.pathname.startsWith(link.to) ? "light" : "subtle"}
                  color={location.pathname.startsWith(link.to) ? "teal" : "gray"}
                  size="compact-md"
                  rightSection={
                    link.badge ? (
                      <Badge size="xs" variant="filled" color="grape">
                        {link.badge.desktop}
                      </Badge>
                    ) : undefined
                  }
                >
                  {link.label}
                </Button>
              ))}
            </Group>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <NotificationBell />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>

      {/* off-screen while closed (always on wide screens): out of the tab order and the accessibility tree */}
      <AppShell.Navbar p="md" aria-label="Mobile navigation" inert={!opened}>
        <Stack gap={2}>
          {mobileLinks.map((link) => (
            <NavLink
              key={link.to}
              component={RouterNavLink}
              to={link.to}
              label={link.label}
              // the longest matching link wins, so /settings/billing does not also light up /settings
              active={
                location.pathname.startsWith(link.to) &&
                !mobileLinks.some(
                  (other) => other.to.length > link.to.length && location.pathname.startsWith(other.to),
                )
              }
              onClick={close}
              rightSection={
                link.badge ? (
                  <Badge size="xs" color="grape">
                    {link.badge}
                  </Badge>
                ) : undefined
              }
            />
          ))}
          <NavLink
            label="Logout"
            c="red"
            onClick={async () => {
              close();
              await signOut();
              navigate("/login");
            }}
          />
          <Divider my="sm" />
          <Text size="sm" c="dimmed">
            Logged in as <b>{user ? displayName(user) : ""}</b>
          </Text>
        </Stack>
      </AppShell.Navbar>

      <AppShell.Main id="main-content" tabIndex={-1}>
        <Container size={1200} px={0}>
          {children ?? <Outlet />}
        </Container>
        <UpgradeDialogHost />
      </AppShell.Main>
    </AppShell>
  );
}
