import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBulb, IconHeartHandshake, IconShieldCheck } from "@tabler/icons-react";
import { LandingSection } from "./LandingSection";

const VALUES = [
  {
    title: "Secure",
    icon: IconShieldCheck,
    text: "Business accounts only, strong password rules, lockout after repeated failed sign-ins, and every contract visible only to the account that uploaded it.",
  },
  {
    title: "Smart",
    icon: IconBulb,
    text: "Our analysis engine is built into Clausewise and runs on our own servers. It finds the exact words behind each finding, so highlights and redlines land in the right place.",
  },
  {
    title: "Simple",
    icon: IconHeartHandshake,
    text: "Three colours, plain English and one decision per clause. British English, pounds sterling and UK dates throughout.",
  },
];

export function About() {
  return (
    <LandingSection id="about" title="About Clausewise">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
        <Stack gap="md">
          <Text size="lg">
            Clausewise is built for the people who sign supplier contracts in small and medium businesses:
            operations leads, finance managers and founders, not lawyers.
          </Text>
          <Text c="gray.8">
            It reads a draft the way an experienced buyer would, points out the clauses that could cost you
            money or lock you in, and helps you ask for something better. Once a contract is signed, it keeps
            track of the dates that matter so renewals never catch you out.
          </Text>
          <Text c="gray.8">
            Clausewise gives guidance, not legal advice. For high-value or unusual contracts, use its findings
            to brief a solicitor.
          </Text>
        </Stack>
        <Stack gap="md">
          {VALUES.map((value) => (
            <Card key={value.title} withBorder radius="md" padding="md">
              <Stack gap={6}>
                <Title order={3} size="h5" display="flex" style={{ alignItems: "center", gap: 8 }}>
                  <ThemeIcon variant="light" size={30} radius="md">
                    <value.icon size={18} aria-hidden />
                  </ThemeIcon>
                  {value.title}
                </Title>
                <Text size="sm" c="gray.8">
                  {value.text}
                </Text>
              </Stack>
            </Card>
          ))}
        </Stack>
      </SimpleGrid>
    </LandingSection>
  );
}
