import { Card, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";

export interface AnalyticsCardProps {
  title: string;
  description: ReactNode;
  icon: Icon;
  testId: string;
  /** Beside the title (a toggle, a badge). */
  aside?: ReactNode;
  children: ReactNode;
}

/** The frame shared by the analytics cards: icon, heading, one-line explanation, content. */
export function AnalyticsCard({
  title,
  description,
  icon: CardIcon,
  testId,
  aside,
  children,
}: AnalyticsCardProps) {
  const headingId = `${testId}-heading`;
  return (
    <Card
      withBorder
      radius="md"
      p="lg"
      h="100%"
      component="section"
      aria-labelledby={headingId}
      data-testid={testId}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: "1 1 220px" }}>
            <ThemeIcon variant="light" size="lg" radius="md" aria-hidden="true">
              <CardIcon size={20} />
            </ThemeIcon>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title order={2} size="h4" id={headingId}>
                {title}
              </Title>
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            </Stack>
          </Group>
          {aside}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
