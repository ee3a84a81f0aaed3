import { Card, List, SimpleGrid, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { LandingSection } from "./LandingSection";

const PROBLEMS = [
  "Automatic renewals with long notice periods that are easy to miss.",
  "One-sided indemnities and uncapped liability in the small print.",
  "Payment terms and price rises that squeeze your cash flow.",
  "No time or budget to send every supplier contract to a solicitor.",
];

const SOLUTIONS = [
  "Each clause rated green, amber or red, with the risk in one sentence and what to ask for.",
  "Your decisions written into the original Word file as real tracked changes.",
  "A negotiation email that leaves out the terms you accept, and an amendment proposal drafted from your decisions.",
  "Signed contracts tracked, with renewal reminders by email and in the app.",
];

export function ProblemSolution() {
  return (
    <LandingSection
      id="why"
      title="Supplier contracts are written for suppliers"
      intro="Small firms sign them anyway, because reading every clause takes time nobody has. Clausewise does the first read for you."
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder padding="xl" radius="md">
          <Title order={3} size="h4" mb="md">
            The problem
          </Title>
          <List
            spacing="sm"
            icon={
              <ThemeIcon color="red" variant="light" size={24} radius="xl">
                <IconX size={14} aria-hidden />
              </ThemeIcon>
            }
          >
            {PROBLEMS.map((problem) => (
              <List.Item key={problem}>
                <Text>{problem}</Text>
              </List.Item>
            ))}
          </List>
        </Card>
        <Card
          withBorder
          padding="xl"
          radius="md"
          bg="teal.0"
          style={{ borderColor: "var(--mantine-color-teal-2)" }}
        >
          <Title order={3} size="h4" mb="md">
            How Clausewise helps
          </Title>
          <List
            spacing="sm"
            icon={
              <ThemeIcon color="teal" size={24} radius="xl">
                <IconCheck size={14} aria-hidden />
              </ThemeIcon>
            }
          >
            {SOLUTIONS.map((solution) => (
              <List.Item key={solution}>
                <Text>{solution}</Text>
              </List.Item>
            ))}
          </List>
        </Card>
      </SimpleGrid>
    </LandingSection>
  );
}
