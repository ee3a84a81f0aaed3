import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

type Props = { title: string; hint: string; testId: string; children: ReactNode };

/** A titled list of clause findings in the Clauses inner tab. */
export function ClauseSection({ title, hint, testId, children }: Props) {
  return (
    <Stack gap="xs" component="section" aria-label={title} data-testid={testId}>
      <div>
        <Title order={3} size="h6">
          {title}
        </Title>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </div>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
        {children}
      </Stack>
    </Stack>
  );
}
