import { Chip, CloseButton, Group, Loader, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import {
  type ContractListQuery,
  type ContractSort,
  DEFAULT_ORDER,
  type OverallRisk,
  REVIEW_STATUS_LABELS,
  type ReviewStatus,
  SEARCH_MAX_LENGTH,
  type SortOrder,
} from "../../../../common/contract-list";
import { riskDisplay } from "../../../../common/risk-display";

const SEARCH_DELAY_MS = 300;

const SORT_OPTIONS = [
  { value: "uploaded:desc", label: "Newest first" },
  { value: "uploaded:asc", label: "Oldest first" },
  { value: "name:asc", label: "Name A–Z" },
  { value: "name:desc", label: "Name Z–A" },
  { value: "risk:desc", label: "Highest risk first" },
  { value: "risk:asc", label: "Lowest risk first" },
];

const RISKS: OverallRisk[] = ["red", "amber", "green"];

type Props = {
  query: ContractListQuery;
  /** the review states this list can show (the page lists contracts waiting for analysis apart) */
  statuses: ReviewStatus[];
  isSearching: boolean;
  onChange: (change: Partial<ContractListQuery>, options?: { replace?: boolean }) => void;
};

export function ContractListFilters({ query, statuses, isSearching, onChange }: Props) {
  const [text, setText] = useState(query.q);
  // Typing replaces the address rather than adding a history entry per pause.
  const search = useDebouncedCallback((value: string) => onChange({ q: value.trim() }, { replace: true }), {
    delay: SEARCH_DELAY_MS,
  });

  // Back, Forward or 'Clear filters' change the address: show what it now says.
  useEffect(() => {
    setText((current) => (current.trim() === query.q ? current : query.q));
  }, [query.q]);

  const handleText = (value: string) => {
    setText(value);
    search(value);
  };
  const order = query.order ?? DEFAULT_ORDER[query.sort];

  return (
    <Stack gap="xs" data-testid="contract-list-filters">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label="Search contracts"
          placeholder="File name, title or other party"
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => handleText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape" && text) handleText("");
          }}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            isSearching ? (
              <Loader size={14} aria-label="Searching" />
            ) : text ? (
              <CloseButton size="sm" aria-label="Clear search" onClick={() => handleText("")} />
            ) : null
          }
          style={{ flex: "1 1 16rem" }}
          data-testid="contract-search"
        />
        <NativeSelect
          label="Sort by"
          data={SORT_OPTIONS}
          value={`${query.sort}:${order}`}
          onChange={(event) => {
            const [sort, nextOrder] = event.currentTarget.value.split(":") as [ContractSort, SortOrder];
            onChange({ sort, order: nextOrder });
          }}
          style={{ flex: "0 1 12rem" }}
          data-testid="contract-sort"
        />
      </Group>
      <Group gap="lg" wrap="wrap" align="center">
        <Group gap="xs" wrap="wrap" role="group" aria-labelledby="risk-filter-label">
          <Text id="risk-filter-label" size="sm" fw={500}>
            Risk
          </Text>
          <Chip.Group
            multiple
            value={query.risk}
            onChange={(risk) => onChange({ risk: RISKS.filter((r) => risk.includes(r)) })}
          >
            {RISKS.map((risk) => (
              <Chip key={risk} value={risk} size="xs" data-testid={`risk-filter-${risk}`}>
                {riskDisplay(risk).label}
              </Chip>
            ))}
          </Chip.Group>
        </Group>
        <Group gap="xs" wrap="wrap" role="group" aria-labelledby="status-filter-label">
          <Text id="status-filter-label" size="sm" fw={500}>
            Status
          </Text>
          <Chip.Group
            multiple
            value={query.status.filter((s) => statuses.includes(s))}
            onChange={(status) => onChange({ status: statuses.filter((s) => status.includes(s)) })}
          >
            {statuses.map((status) => (
              <Chip key={status} value={status} size="xs" data-testid={`status-filter-${status}`}>
                {REVIEW_STATUS_LABELS[status]}
              </Chip>
            ))}
          </Chip.Group>
        </Group>
      </Group>
    </Stack>
  );
}
