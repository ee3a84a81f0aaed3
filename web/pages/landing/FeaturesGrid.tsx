import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconBellRinging,
  IconCalendarRepeat,
  IconFileDownload,
  IconFileSearch,
  IconLayoutDashboard,
  IconListCheck,
  IconUpload,
} from "@tabler/icons-react";
import { LandingSection } from "./LandingSection";

const FEATURES = [
  {
    title: "Contract Analysis",
    icon: IconFileSearch,
    text: "Upload a DOCX draft and get a clause-by-clause traffic-light review in well under a second: payment, renewal, cancellation, indemnity, jurisdiction and service guarantees. Accept, reject or propose an alternative for each clause.",
  },
  {
    title: "Renewal Management",
    icon: IconCalendarRepeat,
    text: "Add signed contracts as PDF or Word files. Renewal dates and notice periods are read from the text for you to confirm, and reminders arrive by email and in the app at the intervals you choose.",
  },
  {
    title: "Portfolio Dashboard",
    icon: IconLayoutDashboard,
    text: "Every signed contract with its vendor, value and renewal status in one place. Pro adds a portfolio health score, budget forecasts for upcoming renewals and insights on what to renegotiate.",
  },
  {
    title: "Real-time Alerts",
    icon: IconBellRinging,
    text: "Notifications in the app and by email as renewal and notice deadlines approach, so no contract rolls over without a decision.",
  },
];

const STEPS = [
  { icon: IconUpload, title: "Upload your draft", text: "Drop in the supplier's Word document." },
  {
    icon: IconListCheck,
    title: "Review each clause",
    text: "Accept, reject or propose, with the reason beside every risk.",
  },
  {
    icon: IconFileDownload,
    title: "Send your response",
    text: "Download the redline and the negotiation email, ready for the supplier.",
  },
];

export function FeaturesGrid() {
  return (
    <LandingSection
      id="features"
      title="From first draft to renewal"
      intro="Clausewise covers the two jobs small firms struggle with: negotiating a new supplier contract and keeping track of the ones already signed."
      isTinted
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {FEATURES.map((feature) => (
          <Card key={feature.title} withBorder padding="lg" radius="md" component="article">
            <ThemeIcon size={44} radius="md" variant="light" mb="md">
              <feature.icon size={26} aria-hidden />
            </ThemeIcon>
            <Title order={3} size="h4" mb="xs">
              {feature.title}
            </Title>
            <Text size="sm" c="dark.4">
              {feature.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>

      <Title order={3} size="h3" mt={56} mb="lg">
        How it works
      </Title>
      <SimpleGrid
        cols={{ base: 1, sm: 3 }}
        spacing="lg"
        component="ol"
        style={{ listStyle: "none", padding: 0, margin: 0 }}
      >
        {STEPS.map((step, index) => (
          <Group key={step.title} component="li" align="flex-start" wrap="nowrap" gap="md">
            <Badge size="xl" circle variant="filled" aria-hidden>
              {index + 1}
            </Badge>
            <Stack gap={2}>
              <Group gap={6}>
                <step.icon size={18} aria-hidden color="var(--mantine-color-teal-7)" />
                <Text fw={700}>{step.title}</Text>
              </Group>
              <Text size="sm" c="gray.7">
                {step.text}
              </Text>
            </Stack>
          </Group>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
