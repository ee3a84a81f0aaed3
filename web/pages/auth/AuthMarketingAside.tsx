import { List, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBell, IconShieldCheck, IconTrafficLights } from "@tabler/icons-react";

const POINTS = [
  {
    icon: IconTrafficLights,
    text: "Traffic-light risk ratings for every clause, explained in plain English.",
  },
  { icon: IconShieldCheck, text: "Know what to ask for before you sign, with suggested wording." },
  { icon: IconBell, text: "Renewal reminders, so no contract rolls over by surprise." },
];

/** The short pitch beside the login card on wide screens; hidden on phones, where only the form shows. */
export function AuthMarketingAside() {
  return (
    <Stack
      component="aside"
      aria-label="About Clausewise"
      justify="center"
      gap="xl"
      p={48}
      h="100%"
      bg="teal.9"
      c="white"
    >
      <Title order={2} c="white" size="h1" lh={1.2}>
        Secure. Smart. Simple contract management.
      </Title>
      <Text size="lg" c="white">
        Upload a vendor contract and see within seconds what is risky, why it matters and what to do next.
      </Text>
      <List spacing="md" center listStyleType="none">
        {POINTS.map(({ icon: Icon, text }) => (
          <List.Item
            key={text}
            icon={
              <ThemeIcon size={32} radius="xl" color="teal.7" variant="filled" aria-hidden>
                <Icon size={18} />
              </ThemeIcon>
            }
          >
            <Text c="white">{text}</Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
