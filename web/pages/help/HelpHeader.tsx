import { Button, Container, Group } from "@mantine/core";
import { Link } from "react-router";
import { Logo } from "../../components/Logo";

/** /help sits outside the app shell, so it carries its own small header. */
export function HelpHeader({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <header style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}>
      <Container size="md" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Logo to={isSignedIn ? "/app" : "/"} />
          {!isSignedIn && (
            <Button component={Link} to="/login" variant="light" data-testid="help-login">
              Log in
            </Button>
          )}
        </Group>
      </Container>
    </header>
  );
}
