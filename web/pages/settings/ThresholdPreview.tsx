import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { formatDays } from "../../../common/format";
import type { RiskThresholds } from "../../../common/risk-settings";
import { RiskBadge } from "../../components/RiskBadge";
import { INDEMNITY_OPTIONS } from "./risk-threshold-form";

type Band = { level: "green" | "amber" | "red"; text: string };

function range(from: number, to: number): string | null {
  if (from > to) return null;
  return from === to ? formatDays(from) : `${from} to ${formatDays(to)}`;
}

function paymentBands(t: RiskThresholds): Band[] {
  const middle = range(t.paymentTermsRed + 1, t.paymentTermsGreen);
  return [
    { level: "green", text: `More than ${formatDays(t.paymentTermsGreen)} to pay` },
    ...(middle ? [{ level: "amber" as const, text: `${middle} to pay` }] : []),
    { level: "red", text: `${formatDays(t.paymentTermsRed)} or fewer to pay` },
  ];
}

function noticeBands(t: RiskThresholds): Band[] {
  const middle = range(t.noticePeriodsGreen + 1, t.noticePeriodsRed - 1);
  return [
    { level: "green", text: `${formatDays(t.noticePeriodsGreen)} or fewer of notice` },
    ...(middle ? [{ level: "amber" as const, text: `${middle} of notice` }] : []),
    { level: "red", text: `${formatDays(t.noticePeriodsRed)} or more of notice` },
  ];
}

function BandList({ title, bands }: { title: string; bands: Band[] }) {
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {bands.map((band) => (
        <Group key={band.level} gap="sm" wrap="nowrap">
          <div style={{ width: 118, flexShrink: 0 }}>
            <RiskBadge level={band.level} size="sm" />
          </div>
          <Text size="sm" style={{ fontVariantNumeric: "tabular-nums" }}>
            {band.text}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** What the thresholds on the form mean for the next analysis, in the traffic-light words. */
export function ThresholdPreview({ thresholds }: { thresholds: RiskThresholds | null }) {
  const indemnity = INDEMNITY_OPTIONS.find((option) => option.value === thresholds?.indemnityPreference);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      data-testid="threshold-preview"
      aria-live="polite"
    >
      <Stack gap="md">
        <Title order={2} size="h4">
          What these settings mean
        </Title>
        {thresholds ? (
          <>
            <Text size="sm" c="dimmed">
              As the customer, with these values your next analysis would rate:
            </Text>
            <BandList title="Payment terms" bands={paymentBands(thresholds)} />
            <BandList title="Notice to cancel or stop a renewal" bands={noticeBands(thresholds)} />
            <Stack gap={4}>
              <Text fw={600} size="sm">
                Indemnity
              </Text>
              <Text size="sm">{indemnity?.meaning}</Text>
            </Stack>
            <Text size="xs" c="dimmed">
              When you analyse a contract as the supplier, the payment scale is reversed: being paid within{" "}
              {formatDays(thresholds.paymentTermsRed)} is low risk for you.
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Correct the highlighted values to see what they mean.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
