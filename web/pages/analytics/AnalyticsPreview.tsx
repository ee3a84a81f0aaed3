import { Box, Group, Paper, RingProgress, Skeleton, Stack, Text } from "@mantine/core";

/** Relative bar heights of the illustration; they stand for no one's data and carry no figures. */
const BAR_SHAPE = [
  { key: "a", height: 40 },
  { key: "b", height: 65 },
  { key: "c", height: 30 },
  { key: "d", height: 80 },
  { key: "e", height: 55 },
  { key: "f", height: 45 },
  { key: "g", height: 70 },
  { key: "h", height: 35 },
];

/** A blurred sketch of the analytics cards, with no numbers, so free users see the shape of the page. */
export function AnalyticsPreview() {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      pos="relative"
      visibleFrom="sm"
      style={{ overflow: "hidden" }}
      data-testid="analytics-preview"
    >
      <Box aria-hidden="true" style={{ filter: "blur(3px)", pointerEvents: "none", userSelect: "none" }}>
        <Group gap="lg" wrap="nowrap" align="flex-end">
          <RingProgress size={96} thickness={10} roundCaps sections={[{ value: 70, color: "teal" }]} />
          <Group gap={6} align="flex-end" h={96} style={{ flex: 1 }} wrap="nowrap">
            {BAR_SHAPE.map((bar) => (
              <Box
                key={bar.key}
                h={`${bar.height}%`}
                style={{ flex: 1, maxWidth: 28, borderRadius: 4, background: "var(--mantine-color-teal-4)" }}
              />
            ))}
          </Group>
        </Group>
        <Stack gap={6} mt="md">
          <Skeleton h={10} w="80%" animate={false} />
          <Skeleton h={10} w="60%" animate={false} />
        </Stack>
      </Box>
      <Text size="sm" c="dimmed" ta="center" mt="sm">
        Illustration only. With Pro, these cards show your own contracts.
      </Text>
    </Paper>
  );
}
