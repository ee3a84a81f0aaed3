import { Button, CloseButton, Group, Popover, Text } from "@mantine/core";
import { IconChartBar } from "@tabler/icons-react";
import { useState } from "react";
import type { AdvancedClause } from "../../../../common/api/analysis";
import { benchmarkFor } from "../../../../common/clause-library";

type Props = { clause: AdvancedClause };

/** 'Show Benchmark': the typical market position for this kind of clause, from the clause library. */
export function BenchmarkButton({ clause }: Props) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      width={320}
      position="bottom-start"
      withArrow
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconChartBar size={14} aria-hidden="true" />}
          onClick={() => setOpened((current) => !current)}
          onKeyDown={(event) => {
            // Esc closes the benchmark, not the whole analysis view.
            if (event.key === "Escape" && opened) {
              event.preventDefault();
              close();
            }
          }}
          aria-label={`Show Benchmark for ${clause.name}`}
          data-testid="clause-show-benchmark"
        >
          Show Benchmark
        </Button>
      </Popover.Target>
      <Popover.Dropdown data-testid="clause-benchmark">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb={4}>
          <Text fw={600} size="sm">
            Typical market position
          </Text>
          <CloseButton size="sm" aria-label="Close the benchmark" onClick={close} />
        </Group>
        <Text size="sm">{benchmarkFor(clause.category)}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
