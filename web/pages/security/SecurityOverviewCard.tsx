import { Badge, DataList, Paper, Stack, Text, Title } from "@mantine/core";
import { IconShieldLock } from "@tabler/icons-react";
import { formatDate, formatDays } from "../../../common/format";
import { PASSWORD_STRENGTH_LABELS } from "../../../common/password-strength";
import { STRENGTH_COLOURS } from "../../components/password/strength-colours";
import { type PasswordHealth, passwordAgeDays } from "./security-recommendations";

function YesNo({ value, good, testId }: { value: boolean; good: boolean; testId: string }) {
  return (
    <Badge color={value === good ? "green" : "red"} variant="light" data-testid={testId}>
      {value ? "Yes" : "No"}
    </Badge>
  );
}

/** Spec 02 section 2 "Security Settings", left column: the password health fields of the profile. */
export function SecurityOverviewCard({ health }: { health: PasswordHealth }) {
  const age = passwordAgeDays(health.passwordLastChanged);
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby="security-overview-title"
      data-testid="security-overview"
    >
      <Stack gap="md">
        <Title order={2} size="h4" id="security-overview-title">
          <IconShieldLock size={20} aria-hidden style={{ verticalAlign: "-3px", marginRight: 8 }} />
          Security Overview
        </Title>
        <DataList withDivider labelWidth={170}>
          <DataList.Item>
            <DataList.ItemLabel>Password strength</DataList.ItemLabel>
            <DataList.ItemValue>
              <Badge
                color={STRENGTH_COLOURS[health.passwordStrength]}
                variant="filled"
                data-testid="overview-strength"
              >
                {PASSWORD_STRENGTH_LABELS[health.passwordStrength]}
              </Badge>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Last changed</DataList.ItemLabel>
            <DataList.ItemValue>
              <Text
                span
                inherit
                style={{ fontVariantNumeric: "tabular-nums" }}
                data-testid="overview-last-changed"
              >
                {formatDate(health.passwordLastChanged)}
              </Text>
              {age !== null && (
                <Text span inherit c="dimmed">
                  {" "}
                  ({age === 0 ? "today" : `${formatDays(age)} ago`})
                </Text>
              )}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Meets password policy</DataList.ItemLabel>
            <DataList.ItemValue>
              <YesNo value={health.passwordMeetsPolicy} good testId="overview-meets-policy" />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Account locked</DataList.ItemLabel>
            <DataList.ItemValue>
              <YesNo value={health.accountLocked} good={false} testId="overview-locked" />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Failed login attempts</DataList.ItemLabel>
            <DataList.ItemValue>
              <Text
                span
                inherit
                style={{ fontVariantNumeric: "tabular-nums" }}
                data-testid="overview-failed-attempts"
              >
                {health.failedLoginAttempts}
              </Text>
            </DataList.ItemValue>
          </DataList.Item>
        </DataList>
      </Stack>
    </Paper>
  );
}
