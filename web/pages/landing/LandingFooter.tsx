import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { DEFAULT_SUPPORT_EMAIL } from "../../../common/work-email";
import { Logo } from "../../components/Logo";

const LINK_GROUPS = [
  {
    title: "Product",
    links: [
      { to: "/app", label: "Log in" },
      { to: "/help", label: "Help Centre" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: "/privacy-policy", label: "Privacy Policy" },
      { to: "/terms-of-service", label: "Terms of Service" },
      { to: "/cookie-policy", label: "Cookie Policy" },
      { to: "/master-service-agreement", label: "Master Service Agreement" },
      { to: "/data-processing-agreement", label: "Data Processing Agreement" },
    ],
  },
];

export function LandingFooter() {
  return (
    <Box component="footer" py={48} style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}>
      <Container size={1200}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="xs">
            <Logo />
            <Text size="sm" c="gray.7">
              Secure. Smart. Simple contract management.
            </Text>
            <Anchor href={`mailto:${DEFAULT_SUPPORT_EMAIL}`} size="sm">
              {DEFAULT_SUPPORT_EMAIL}
            </Anchor>
          </Stack>
          {LINK_GROUPS.map((group) => (
            <Stack key={group.title} gap="xs" component="nav" aria-label={group.title}>
              <Title order={2} size="h6" tt="uppercase" c="gray.7">
                {group.title}
              </Title>
              {group.links.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dark.6">
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Group justify="space-between" mt={40} gap="xs">
          <Text size="xs" c="gray.7">
            © {new Date().getFullYear()} Clausewise. Guidance, not legal advice.
          </Text>
          <Text size="xs" c="gray.7">
            Prices in pounds sterling.
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
