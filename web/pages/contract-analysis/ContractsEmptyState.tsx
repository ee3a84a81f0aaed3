import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { IconFileSearch, IconUpload } from "@tabler/icons-react";

type Props = { onUpload: () => void; isUploadDisabled: boolean };

export function ContractsEmptyState({ onUpload, isUploadDisabled }: Props) {
  return (
    <Paper withBorder p="xl" data-testid="analysed-contracts-empty">
      <Stack align="center" gap="xs" ta="center">
        <IconFileSearch size={40} color="var(--mantine-color-gray-5)" aria-hidden />
        <Title order={3} size="h4">
          No analysed contracts yet
        </Title>
        <Text c="dimmed" size="sm">
          Upload a draft contract and its risk review will appear here.
        </Text>
        <Button
          variant="light"
          leftSection={<IconUpload size={16} aria-hidden />}
          onClick={onUpload}
          disabled={isUploadDisabled}
        >
          Upload a contract
        </Button>
      </Stack>
    </Paper>
  );
}
