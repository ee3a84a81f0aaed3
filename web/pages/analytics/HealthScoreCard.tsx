import { Badge, Group, RingProgress, Stack, Text } from "@mantine/core";
import { IconHeartRateMonitor } from "@tabler/icons-react";
import { plural } from "../../../common/format";
import type { HealthLabel, PortfolioHealth } from "../../../common/portfolio-health";
import { signalBadgeProps } from "../../components/signal-badge";
import { AnalyticsCard } from "./AnalyticsCard";

const LABEL_COLOURS: Record<HealthLabel, string> = {
  Excellent: "green",
  Good: "teal",
  Fair: "yellow",
  Poor: "red",
};

const LABEL_MEANING: Record<HealthLabel, string> = {
  Excellent: "Few risks and no renewals about to catch you out.",
  Good: "Mostly sound, with a few contracts to keep an eye on.",
  Fair: "Several contracts need attention soon.",
  Poor: "Risky terms or close renewals need action now.",
};

type DeductionKey = keyof PortfolioHealth["deductions"];

/** Plain words for each rule, with the number of contracts it applies to. */
const RULES: { key: DeductionKey; describe: (count: number) => string }[] = [
  { key: "highRisk", describe: (n) => `${plural(n, "contract")} rated high risk` },
  { key: "mediumRisk", describe: (n) => `${plural(n, "contract")} rated medium risk` },
  { key: "renewalUnder30Days", describe: (n) => `${plural(n, "contract")} renewing in under 30 days` },
  {
    key: "renewalUnder14Days",
    describe: (n) => `${plural(n, "contract")} renewing in under 14 days (a further deduction)`,
  },
  { key: "businessCritical", describe: (n) => `${plural(n, "contract")} marked business-critical` },
  { key: "highSpend", describe: (n) => `${plural(n, "contract")} with a high spend level` },
];

const NUMBERS = { fontVariantNumeric: "tabular-nums" } as const;

export interface HealthScoreCardProps {
  health: PortfolioHealth;
}

export function HealthScoreCard({ health }: HealthScoreCardProps) {
  const colour = LABEL_COLOURS[health.label];
  const taken = RULES.filter((rule) => health.deductions[rule.key] > 0);
  const totalPoints = 100 - health.score;

  return (
    <AnalyticsCard
      title="Portfolio Health Score"
      description={`Each running contract starts at 100 and loses points for its risks (high risk 30, medium 15, renewal under 30 days 20 and under 14 days 10 more, business-critical 5, high spend 5); the score is the average over ${plural(health.counted, "contract")}.${health.ended ? ` ${plural(health.ended, "contract")} that ended without renewing ${health.ended === 1 ? "is" : "are"} left out.` : ""}`}
      icon={IconHeartRateMonitor}
      testId="health-score-card"
    >
      <Group gap="lg" wrap="wrap" align="center">
        <RingProgress
          size={132}
          thickness={12}
          roundCaps
          sections={health.score > 0 ? [{ value: health.score, color: colour }] : []}
          label={
            <Stack gap={0} align="center">
              <Text fz={32} fw={700} lh={1} style={NUMBERS} data-testid="health-score">
                {health.score}
              </Text>
              <Text size="xs" c="dimmed">
                out of 100
              </Text>
            </Stack>
          }
        />
        <Stack gap={6} style={{ flex: "1 1 160px" }}>
          <Badge {...signalBadgeProps(colour)} size="lg" tt="none" data-testid="health-label">
            {health.label}
          </Badge>
          <Text size="sm">{LABEL_MEANING[health.label]}</Text>
          <Text size="xs" c="dimmed">
            80 or more is Excellent, 60 or more Good, 40 or more Fair, below 40 Poor.
          </Text>
        </Stack>
      </Group>

      <Stack gap="xs" data-testid="health-deductions">
        <Text size="sm" fw={600}>
          What took points off
        </Text>
        {taken.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing: no contract is rated medium or high risk, renews within 30 days, is marked
            business-critical or has a high spend level.
          </Text>
        ) : (
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: "none" }}>
            {taken.map((rule) => {
              const points = health.deductions[rule.key];
              return (
                <Group
                  component="li"
                  key={rule.key}
                  justify="space-between"
                  wrap="nowrap"
                  gap="sm"
                  data-testid={`deduction-${rule.key}`}
                >
                  <Text size="sm">{rule.describe(health.counts[rule.key])}</Text>
                  <Text size="sm" fw={600} c="red.8" style={{ ...NUMBERS, whiteSpace: "nowrap" }}>
                    −{points} points
                  </Text>
                </Group>
              );
            })}
          </Stack>
        )}
        {taken.length > 0 && (
          <Text size="xs" c="dimmed">
            Points are averaged over the contracts, so together they take {totalPoints} off the 100.
          </Text>
        )}
        {taken.length > 0 && (
          <Text size="sm" c="dimmed">
            To raise the score, ask vendors to change high- and medium-risk terms and decide on renewals
            before they are 30 days away.
          </Text>
        )}
      </Stack>
    </AnalyticsCard>
  );
}
