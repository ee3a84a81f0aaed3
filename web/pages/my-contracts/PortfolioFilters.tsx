import { Button, CloseButton, Group, SegmentedControl, Select, Stack, Text, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconDownload, IconSearch } from "@tabler/icons-react";
import { useId } from "react";
import { FILTER_OPTIONS, type PortfolioFilter, type PortfolioSort, SORT_OPTIONS } from "./portfolio-view";

type Props = {
  filter: PortfolioFilter;
  onFilterChange: (filter: PortfolioFilter) => void;
  counts: Record<PortfolioFilter, number> | null;
  sort: PortfolioSort;
  onSortChange: (sort: PortfolioSort) => void;
  search: string;
  onSearchChange: (search: string) => void;
  onExport: () => void;
  isExporting: boolean;
  isExportDisabled: boolean;
};

export function PortfolioFilters({
  filter,
  onFilterChange,
  counts,
  sort,
  onSortChange,
  search,
  onSearchChange,
  onExport,
  isExporting,
  isExportDisabled,
}: Props) {
  const filterLabelId = useId();
  const isNarrow = useMediaQuery("(max-width: 30em)") ?? false;
  return (
    <Stack gap="sm" component="section" aria-label="Filter, sort and search">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Title, vendor or contract text"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
          rightSection={
            search ? (
              <CloseButton aria-label="Clear search" size="sm" onClick={() => onSearchChange("")} />
            ) : null
          }
          style={{ flex: "1 1 240px" }}
          data-testid="portfolio-search"
        />
        <Select
          label="Sort by"
          data={SORT_OPTIONS}
          value={sort}
          onChange={(value) => value && onSortChange(value as PortfolioSort)}
          allowDeselect={false}
          style={{ flex: "1 1 200px" }}
          data-testid="portfolio-sort"
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={onExport}
          loading={isExporting}
          disabled={isExportDisabled}
          data-testid="export-csv"
        >
          Export CSV
        </Button>
      </Group>
      <div>
        <Text size="sm" fw={500} id={filterLabelId} mb={4}>
          Show
        </Text>
        <SegmentedControl
          aria-labelledby={filterLabelId}
          value={filter}
          onChange={(value) => onFilterChange(value as PortfolioFilter)}
          // Counts do not fit four segments at 375 px; the overview above gives them there.
          data={FILTER_OPTIONS.map((option) => ({
            value: option.value,
            label: counts && !isNarrow ? `${option.label} (${counts[option.value]})` : option.label,
          }))}
          fullWidth
          maw={560}
          data-testid="portfolio-filter"
        />
      </div>
    </Stack>
  );
}
