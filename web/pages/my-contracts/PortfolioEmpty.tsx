import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { IconFileCertificate, IconPlus } from "@tabler/icons-react";

type Props = { onAdd: () => void };

export function PortfolioEmpty({ onAdd }: Props) {
  return (
    <Paper withBorder p="xl" data-testid="portfolio-empty">
      <Stack align="center" gap="xs" ta="center">
        <IconFileCertificate size={40} color="var(--mantine-color-gray-6)" aria-hidden />
        <Title order={2} size="h4">
          No signed contracts yet
        </Title>
        <Text c="dimmed" size="sm" maw={420}>
          Add a signed contract and we will track its renewal date, notice deadline and value for you.
        </Text>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={onAdd}
          data-testid="empty-add-contract"
        >
          Add Executed Contract
        </Button>
      </Stack>
    </Paper>
  );
}
