import { Group, List, Progress, Stack, Text, ThemeIcon, VisuallyHidden } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useId } from "react";
import {
  checkPassword,
  PASSWORD_STRENGTH_LABELS,
  type PasswordContext,
} from "../../../common/password-strength";
import { STRENGTH_COLOURS, STRENGTH_TEXT_COLOURS } from "./strength-colours";

type Props = {
  password: string;
  /** E-mail and names the password must not contain; the server checks with the same context. */
  context?: PasswordContext;
  /** Prefix for the test ids, so two meters on one screen stay distinguishable. */
  testIdPrefix?: string;
};

/**
 * Live strength label (weak, medium, strong, very strong), a bar at 25/50/75/100 % and the checklist of
 * requirements with a pass or fail mark each. With no password typed yet the marks are neutral.
 */
export function PasswordStrengthMeter({ password, context, testIdPrefix = "password" }: Props) {
  const result = checkPassword(password, context);
  const labelId = useId();
  const empty = password.length === 0;
  const strengthLabel = PASSWORD_STRENGTH_LABELS[result.strength];

  return (
    <Stack gap="xs" data-testid={`${testIdPrefix}-strength`}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" id={labelId}>
          Password strength
        </Text>
        <Text
          size="sm"
          fw={600}
          c={empty ? "dimmed" : STRENGTH_TEXT_COLOURS[result.strength]}
          data-testid={`${testIdPrefix}-strength-label`}
          aria-live="polite"
        >
          {empty ? "Not entered" : strengthLabel}
        </Text>
      </Group>
      <Progress.Root size="sm" aria-hidden={empty}>
        <Progress.Section
          value={empty ? 0 : result.percent}
          color={STRENGTH_COLOURS[result.strength]}
          aria-labelledby={labelId}
          aria-valuetext={empty ? "Not entered" : `${strengthLabel} (${result.percent}%)`}
          data-testid={`${testIdPrefix}-strength-bar`}
          data-percent={empty ? 0 : result.percent}
        />
      </Progress.Root>
      <List spacing={4} size="sm" listStyleType="none" aria-label="Password requirements">
        {result.checks.map((check) => {
          const colour = empty ? "gray" : check.passed ? "green" : "red";
          return (
            <List.Item
              key={check.id}
              data-testid={`${testIdPrefix}-check-${check.id}`}
              data-passed={check.passed}
              icon={
                <ThemeIcon size={18} radius="xl" variant="light" color={colour} aria-hidden>
                  {check.passed && !empty ? <IconCheck size={12} /> : <IconX size={12} />}
                </ThemeIcon>
              }
            >
              <Text size="sm" c={empty ? "dimmed" : check.passed ? "green.9" : "red.8"} span>
                <VisuallyHidden>
                  {empty ? "Not checked yet: " : check.passed ? "Met: " : "Not met: "}
                </VisuallyHidden>
                {check.message}
              </Text>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
