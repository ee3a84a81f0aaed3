import { Grid, Paper, Skeleton, Stack } from "@mantine/core";

const BLOCKS = [
  { key: "health", span: 5, height: 220 },
  { key: "insights", span: 7, height: 220 },
  { key: "budget", span: 5, height: 260 },
  { key: "timeline", span: 7, height: 260 },
  { key: "risk", span: 6, height: 180 },
  { key: "spend", span: 6, height: 180 },
];

/** The shape of the analytics cards while the portfolio loads. */
export function AnalyticsSkeleton() {
  return (
    <Grid gap="lg" aria-busy="true" aria-label="Loading your analytics" data-testid="analytics-loading">
      {BLOCKS.map((block) => (
        <Grid.Col key={block.key} span={{ base: 12, md: block.span }}>
          <Paper withBorder radius="md" p="lg">
            <Stack gap="sm">
              <Skeleton h={20} w="45%" />
              <Skeleton h={block.height - 70} />
              <Skeleton h={14} w="70%" />
            </Stack>
          </Paper>
        </Grid.Col>
      ))}
    </Grid>
  );
}
