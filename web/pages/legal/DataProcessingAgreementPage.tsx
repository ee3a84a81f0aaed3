import { Stack, Text, Title } from "@mantine/core";

export function DataProcessingAgreementPage() {
  return (
    <Stack p="md">
      <Title order={1}>Data Processing Agreement</Title>
      <Text c="dimmed">This screen is being built.</Text>
    </Stack>
  );
}
