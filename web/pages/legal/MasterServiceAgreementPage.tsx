import { Stack, Text, Title } from "@mantine/core";

export function MasterServiceAgreementPage() {
  return (
    <Stack p="md">
      <Title order={1}>Master Service Agreement</Title>
      <Text c="dimmed">This screen is being built.</Text>
    </Stack>
  );
}
