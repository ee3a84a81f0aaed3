import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Container,
  Divider,
  Group,
  List,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconArrowLeft, IconLink } from "@tabler/icons-react";
import { type ReactNode, useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Logo } from "../../components/Logo";
import { LAYERS } from "../../layers";

export type LegalSection = { title: string; content: ReactNode };

type Props = {
  title: string;
  /** e.g. [{ label: "Last updated", value: "18/07/2025" }] */
  dates: { label: string; value: string }[];
  intro?: ReactNode;
  sections: LegalSection[];
};

const RELATED = [
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-of-service", label: "Terms of Service" },
  { to: "/cookie-policy", label: "Cookie Policy" },
  { to: "/master-service-agreement", label: "Master Service Agreement" },
  { to: "/data-processing-agreement", label: "Data Processing Agreement" },
];

const HEADER_HEIGHT = 60;

const sectionId = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The frame of every legal page: title, dates, contents, numbered sections with anchors, related links. */
export function LegalLayout({ title, dates, intro, sections }: Props) {
  useDocumentTitle(`${title} — Clausewise`);
  const { hash, pathname } = useLocation();

  // The page is loaded lazily, so the browser's jump to a section anchor happens too early.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: "start" });
  }, [hash]);

  const backToHome = (
    <Button
      component={Link}
      to="/"
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      px="xs"
    >
      Back to Home
    </Button>
  );

  const numbered = sections.map((section, index) => ({
    ...section,
    id: sectionId(section.title),
    heading: `${index + 1}. ${section.title}`,
  }));

  return (
    <Box>
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
            {backToHome}
          </Group>
        </Container>
      </Box>

      <Container component="main" size={760} py={{ base: 32, md: 56 }}>
        <Stack gap="xs" mb="xl">
          <Title order={1} fz={{ base: 30, md: 40 }}>
            {title}
          </Title>
          <Group gap="lg">
            {dates.map((date) => (
              <Text key={date.label} size="sm" c="gray.7" data-testid={`legal-date-${sectionId(date.label)}`}>
                {date.label}:{" "}
                <Text component="span" fw={600} c="dark.7" style={{ fontVariantNumeric: "tabular-nums" }}>
                  {date.value}
                </Text>
              </Text>
            ))}
          </Group>
          {intro && (
            <Text size="lg" mt="sm">
              {intro}
            </Text>
          )}
        </Stack>

        <Box
          component="nav"
          aria-labelledby="legal-contents"
          bg="gray.0"
          p="lg"
          mb="xl"
          style={{ borderRadius: "var(--mantine-radius-md)" }}
        >
          <Title id="legal-contents" order={2} size="h5" mb="xs">
            Contents
          </Title>
          <List type="ordered" spacing={4} size="sm">
            {numbered.map((section) => (
              <List.Item key={section.id}>
                <Anchor href={`#${section.id}`} size="sm">
                  {section.title}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Box>

        <Stack gap={40}>
          {numbered.map((section) => (
            <Box
              key={section.id}
              component="section"
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              style={{ scrollMarginTop: HEADER_HEIGHT + 16 }}
            >
              <Group gap={6} wrap="nowrap" align="center" mb="sm">
                <Title id={`${section.id}-title`} order={2} fz={{ base: 20, md: 24 }}>
                  {section.heading}
                </Title>
                <ActionIcon
                  component="a"
                  href={`${pathname}#${section.id}`}
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={`Link to section ${section.heading}`}
                >
                  <IconLink size={14} aria-hidden />
                </ActionIcon>
              </Group>
              <Stack gap="sm" fz="md" lh={1.65}>
                {section.content}
              </Stack>
            </Box>
          ))}
        </Stack>

        <Divider my={48} />
        <Stack gap="sm">
          <Text fw={700}>Related documents</Text>
          <Group gap="md">
            {RELATED.filter((link) => link.to !== pathname).map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm">
                {link.label}
              </Anchor>
            ))}
          </Group>
          <Box mt="md">{backToHome}</Box>
        </Stack>
      </Container>
    </Box>
  );
}
