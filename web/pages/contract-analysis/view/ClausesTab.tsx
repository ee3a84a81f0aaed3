import { Alert, Button, Skeleton, Stack, Tabs, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { AdvancedClause } from "../../../../common/api/analysis";
import { advancedClausesQuery } from "../../../api/contracts";
import { ClauseCategories } from "./ClauseCategories";
import { ClausesHeader } from "./ClausesHeader";
import { ClausesList } from "./ClausesList";
import { ClausesOverview } from "./ClausesOverview";
import { GeneratedTextModal } from "./GeneratedTextModal";
import { SourceNote } from "./SourceNote";
import { useGeneratedText } from "./use-generated-text";

type Props = {
  contractId: string;
  selectedClauseId: string | null;
  onShowClause: (clause: AdvancedClause) => void;
};

/** Spec 01 section 2.10: advanced clause analysis with Overview, Clauses and Categories. */
export function ClausesTab({ contractId, selectedClauseId, onShowClause }: Props) {
  const query = useQuery(advancedClausesQuery(contractId));
  const messages = useGeneratedText(contractId);

  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the clause analysis">
        <Skeleton h={64} />
        <Skeleton h={160} />
        <Skeleton h={160} />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title="Could not load the clause analysis" data-testid="clauses-error">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{query.error.message || "Something went wrong."}</Text>
          <Button size="xs" variant="default" onClick={() => query.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }

  const data = query.data;
  const clauses = data.advancedClauses ?? [];
  return (
    <Stack gap="md" data-testid="clauses-tab">
      <SourceNote source="rules" />
      <ClausesHeader data={data} />
      {clauses.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="no-advanced-clauses">
          No advanced clause data available
        </Text>
      ) : (
        <Tabs defaultValue="overview" variant="pills" keepMounted={false}>
          <Tabs.List aria-label="Clause analysis views">
            <Tabs.Tab value="overview">Overview</Tabs.Tab>
            <Tabs.Tab value="clauses">Clauses</Tabs.Tab>
            <Tabs.Tab value="categories">Categories</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="overview" pt="md">
            <ClausesOverview data={data} messages={messages} />
          </Tabs.Panel>
          <Tabs.Panel value="clauses" pt="md">
            <ClausesList
              clauses={clauses}
              selectedClauseId={selectedClauseId}
              onShowClause={onShowClause}
              messages={messages}
            />
          </Tabs.Panel>
          <Tabs.Panel value="categories" pt="md">
            <ClauseCategories
              clauses={clauses}
              selectedClauseId={selectedClauseId}
              onShowClause={onShowClause}
            />
          </Tabs.Panel>
        </Tabs>
      )}
      <GeneratedTextModal message={messages.message} opened={messages.opened} onClose={messages.close} />
    </Stack>
  );
}
