import { Group, Paper, SimpleGrid, Text, ThemeIcon } from "@mantine/core";
import {
  IconFileExport,
  IconFileUpload,
  IconListCheck,
  IconMailForward,
  IconShieldSearch,
} from "@tabler/icons-react";

const STEPS = [
  { title: "Upload", line: "Add the draft contract as a Word (.docx) file.", Icon: IconFileUpload },
  {
    title: "Analyse",
    line: "We rate payment, renewal, cancellation, indemnity, law and service terms.",
    Icon: IconShieldSearch,
  },
  { title: "Review", line: "Accept, reject or propose an alternative for each term.", Icon: IconListCheck },
  {
    title: "Generate amendment proposal",
    line: "Turn your decisions into wording to send to the other party.",
    Icon: IconMailForward,
  },
  { title: "Export", line: "Download the redlined Word document to share.", Icon: IconFileExport },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-title" data-testid="how-it-works">
      <Text id="how-it-works-title" fw={600} size="sm" c="dimmed" tt="uppercase" mb="xs">
        How it works
      </Text>
      <SimpleGrid component="ol" cols={{ base: 1, xs: 2, md: 5 }} spacing="xs" p={0} m={0}>
        {STEPS.map(({ title, line, Icon }, index) => (
          <Paper
            key={title}
            component="li"
            withBorder
            px="sm"
            py="xs"
            style={{ listStyle: "none" }}
            data-testid="how-it-works-step"
          >
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" radius="xl" size="md" aria-hidden>
                <Icon size={16} />
              </ThemeIcon>
              <div>
                <Text fw={600} size="sm">
                  <Text span c="dimmed" size="sm" mr={4}>
                    {index + 1}.
                  </Text>
                  {title}
                </Text>
                <Text size="xs" c="dimmed">
                  {line}
                </Text>
              </div>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
