import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconFocus2 } from "@tabler/icons-react";
import type { AdvancedClause } from "../../../../common/api/analysis";
import { categoryLabel, hasOffsets, subcategoryLabel } from "./clause-format";
import { RiskInitial } from "./RiskInitial";
import { WordingPreview } from "./WordingPreview";

type Props = {
  clauses: AdvancedClause[];
  selectedClauseId: string | null;
  onShowClause: (clause: AdvancedClause) => void;
};

function groupByCategory(clauses: AdvancedClause[]) {
  const groups = new Map<string, AdvancedClause[]>();
  for (const clause of clauses) {
    const group = groups.get(clause.category) ?? [];
    group.push(clause);
    groups.set(clause.category, group);
  }
  return [...groups.entries()];
}

/** The Categories inner tab: findings grouped by category, one line each, the whole advice one click away. */
export function ClauseCategories({ clauses, selectedClauseId, onShowClause }: Props) {
  return (
    <Stack gap="md" data-testid="clause-categories">
      {groupByCategory(clauses).map(([category, group]) => (
        <Stack key={category} gap="xs" component="section" aria-labelledby={`category-${category}`}>
          <Title order={3} size="h6" id={`category-${category}`}>
            {categoryLabel(category)}{" "}
            <Text span c="dimmed" size="sm" fw={400}>
              ({group.length})
            </Text>
          </Title>
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: "none" }}>
            {group.map((clause) => (
              <Paper
                key={clause.id}
                component="li"
                withBorder
                p="xs"
                style={{
                  borderColor: clause.id === selectedClauseId ? "var(--mantine-color-blue-7)" : undefined,
                }}
                data-testid={`category-clause-${clause.id}`}
              >
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <RiskInitial level={clause.riskLevel} />
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {clause.name}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ fontVariantNumeric: "tabular-nums" }}>
                      {subcategoryLabel(clause.category, clause.subcategory)}
                      {clause.missing ? " · Not found in this contract" : ""}
                    </Text>
                    {clause.recommendations[0] && (
                      <WordingPreview
                        text={clause.recommendations[0]}
                        size="xs"
                        moreLabel="Show all"
                        data-testid={`category-advice-${clause.id}`}
                      />
                    )}
                  </Stack>
                  {hasOffsets(clause) && (
                    <Button
                      variant="subtle"
                      size="compact-xs"
                      px={6}
                      onClick={() => onShowClause(clause)}
                      aria-label={`Show ${clause.name} in the document`}
                    >
                      <IconFocus2 size={16} aria-hidden="true" />
                    </Button>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
