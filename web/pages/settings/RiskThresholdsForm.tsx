import { Box, Grid, NumberInput, Paper, Select, Stack, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
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
import { SettingsFormFooter } from "./SettingsFormFooter";
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
      <Box mt="lg">
        <SettingsFormFooter
          isDefault={isDefault}
          isDirty={form.isDirty()}
          isSaving={save.isPending}
          onReset={() => form.setValues(DEFAULT_FORM_VALUES)}
          saveTestId="save-thresholds"
        />
      </Box>
    </form>
  );
}
