import { Box, Center, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Logo } from "./Logo";

type Props = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Test id of the card, e.g. the screen or the state it shows. */
  testId?: string;
};

/** A centred card with the logo for the signed-out account screens (forgot and reset password). */
export function AuthCard({ title, description, children, testId }: Props) {
  return (
    <Center mih="100vh" px="md" py="xl" bg="gray.0" component="main">
      <Box w="100%" maw={440}>
        <Stack gap="lg">
          <Center>
            <Logo />
          </Center>
          <Paper withBorder shadow="sm" p={{ base: "md", xs: "xl" }} radius="md" data-testid={testId}>
            <Stack gap="md">
              <Stack gap={4}>
                <Title order={1} size="h2">
                  {title}
                </Title>
                {description && (
                  <Text c="dimmed" size="sm">
                    {description}
                  </Text>
                )}
              </Stack>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Box>
    </Center>
  );
}
