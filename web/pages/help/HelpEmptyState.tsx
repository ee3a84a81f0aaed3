import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { IconHelpCircle, IconSearch } from "@tabler/icons-react";

type Props = {
  isSearching: boolean;
  onClearSearch: () => void;
  /** Offered to administrators when there is nothing yet. */
  onAddCategory?: () => void;
};

export function HelpEmptyState({ isSearching, onClearSearch, onAddCategory }: Props) {
  const Icon = isSearching ? IconSearch : IconHelpCircle;
  return (
    <Paper withBorder p="xl" data-testid="help-empty">
      <Stack align="center" gap="xs" ta="center">
        <Icon size={40} color="var(--mantine-color-gray-5)" aria-hidden />
        <Title order={2} size="h4">
          {isSearching ? "No FAQs found" : "No FAQs available"}
        </Title>
        <Text c="dimmed">
          {isSearching
            ? "Try adjusting your search terms"
            : "Check back later for helpful questions and answers"}
        </Text>
        {isSearching ? (
          <Button variant="light" onClick={onClearSearch}>
            Clear search
          </Button>
        ) : (
          onAddCategory && (
            <Button variant="light" onClick={onAddCategory}>
              Add Category
            </Button>
          )
        )}
      </Stack>
    </Paper>
  );
}
