import { Button, Container, Group } from "@mantine/core";
import { Link } from "react-router";
import { Logo } from "../../components/Logo";

/** Visitors see /help outside the app shell, so it carries its own small public header. */
export function HelpHeader() {
  return (
    <header style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}>
      <Container size="md" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Logo to="/" />
          <Button component={Link} to="/login" variant="light" data-testid="help-login">
            Log in
          </Button>
        </Group>
      </Container>
    </header>
  );
}
