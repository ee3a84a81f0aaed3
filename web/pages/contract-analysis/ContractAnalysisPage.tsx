import { Stack, Text, Title } from "@mantine/core";

export function ContractAnalysisPage() {
  return (
    <Stack p="md">
      <Title order={1}>Contract Analysis</Title>
      <Text c="dimmed">This screen is being built.</Text>
    </Stack>
  );
}
