import { Button, Grid, Group, NumberInput, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconDeviceFloppy, IconRestore } from "@tabler/icons-react";
import { type RiskThresholds, riskThresholdsFormSchema } from "../../../common/risk-settings";
import { errorMessage } from "../../api/client";
import { useSaveRiskThresholds } from "../../api/settings";
import {
  DAY_FIELDS,
  DEFAULT_FORM_VALUES,
  INDEMNITY_OPTIONS,
  type RiskThresholdsFormValues,
  toFormValues,
  toThresholds,
} from "./risk-threshold-form";
import { ThresholdPreview } from "./ThresholdPreview";

export function RiskThresholdsForm({ saved }: { saved: RiskThresholds }) {
  const save = useSaveRiskThresholds();
  const form = useForm<RiskThresholdsFormValues>({
    mode: "controlled",
    initialValues: toFormValues(saved),
    validate: schemaResolver(riskThresholdsFormSchema, { sync: true }),
    validateInputOnChange: true,
  });

  const preview = riskThresholdsFormSchema.safeParse(form.values).success ? toThresholds(form.values) : null;
  const isDefault = JSON.stringify(form.values) === JSON.stringify(DEFAULT_FORM_VALUES);

  const handleSubmit = form.onSubmit((values) => {
    const thresholds = toThresholds(values);
    save.mutate(thresholds, {
      onSuccess: (stored) => {
        form.setInitialValues(toFormValues(stored ?? thresholds));
        form.resetDirty(toFormValues(stored ?? thresholds));
        notifications.show({
          title: "Settings saved",
          message: "Your next analysis will use these thresholds.",
          color: "teal",
        });
      },
      onError: (error) =>
        notifications.show({
          title: "Error",
          message: errorMessage(error, "Failed to save settings"),
          color: "red",
        }),
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
              <Stack gap="md">
                <Title order={2} size="h4">
                  Payment terms and notice periods
                </Title>
                {DAY_FIELDS.map(({ field, label, help, max }) => (
                  <NumberInput
                    key={field}
                    label={label}
                    description={help}
                    min={0}
                    max={max}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="none"
                    suffix=" days"
                    inputMode="numeric"
                    data-testid={`threshold-${field}`}
                    {...form.getInputProps(field)}
                  />
                ))}
              </Stack>
            </Paper>
            <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
              <Stack gap="md">
                <Title order={2} size="h4">
                  Indemnity
                </Title>
                <Select
                  label="Indemnity you are willing to give"
                  description="An indemnity is a promise to cover the other side's losses if something goes wrong."
                  data={INDEMNITY_OPTIONS.map(({ value, label: optionLabel }) => ({
                    value,
                    label: optionLabel,
                  }))}
                  allowDeselect={false}
                  checkIconPosition="right"
                  data-testid="threshold-indemnityPreference"
                  {...form.getInputProps("indemnityPreference")}
                />
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ThresholdPreview thresholds={preview} />
        </Grid.Col>
      </Grid>
      <Stack gap="xs" mt="lg">
        <Group justify="space-between" gap="sm">
          <Button
            variant="default"
            leftSection={<IconRestore size={16} aria-hidden="true" />}
            onClick={() => form.setValues(DEFAULT_FORM_VALUES)}
            disabled={isDefault || save.isPending}
          >
            Reset to defaults
          </Button>
          <Button
            type="submit"
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
            data-testid="save-thresholds"
          >
            Save settings
          </Button>
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {form.isDirty()
            ? "You have unsaved changes. Settings apply to your next analysis; re-analyse a contract to apply them to it."
            : "Settings apply to your next analysis; re-analyse a contract to apply them to it."}
        </Text>
      </Stack>
    </form>
  );
}
