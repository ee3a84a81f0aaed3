import { Group, Paper, Radio, Select, SimpleGrid, Stack, Switch, Text, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import {
  DEFAULT_ENHANCED_RISK_SETTINGS,
  type EnhancedRiskSettings,
  enhancedRiskSettingsSchema,
} from "../../../common/risk-settings";
import { errorMessage } from "../../api/client";
import { useSaveEnhancedSettings } from "../../api/settings";
import {
  APPROVAL_OPTIONS,
  DATA_SENSITIVITY_OPTIONS,
  INDUSTRY_OPTIONS,
  SERVICE_LEVEL_OPTIONS,
} from "./enhanced-settings-options";
import { SettingsFormFooter } from "./SettingsFormFooter";

export function EnhancedSettingsForm({ saved }: { saved: EnhancedRiskSettings }) {
  const save = useSaveEnhancedSettings();
  const form = useForm<EnhancedRiskSettings>({
    mode: "controlled",
    initialValues: saved,
    validate: schemaResolver(enhancedRiskSettingsSchema, { sync: true }),
  });
  const isDefault = JSON.stringify(form.values) === JSON.stringify(DEFAULT_ENHANCED_RISK_SETTINGS);

  const handleSubmit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (stored) => {
        form.setInitialValues(stored ?? values);
        form.resetDirty(stored ?? values);
        notifications.show({
          title: "Settings updated",
          message: "Your next analysis will use these settings.",
          color: "teal",
        });
      },
      onError: (error) =>
        notifications.show({
          title: "Error updating settings",
          message: errorMessage(error, "Failed to update settings"),
          color: "red",
        }),
    }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
          <Radio.Group
            label={
              <Title order={2} size="h4" component="span">
                Service level you need
              </Title>
            }
            description="Uptime and support response promises in a contract are compared with this level. Below it is medium or high risk."
            {...form.getInputProps("serviceLevelRequirement")}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md" spacing="sm">
              {SERVICE_LEVEL_OPTIONS.map((option) => (
                <Radio.Card
                  key={option.value}
                  value={option.value}
                  p="md"
                  data-testid={`service-level-${option.value}`}
                >
                  <Group wrap="nowrap" align="flex-start" gap="sm">
                    <Radio.Indicator mt={2} />
                    <Stack gap={2}>
                      <Text fw={600}>{option.label}</Text>
                      <Text size="sm" style={{ fontVariantNumeric: "tabular-nums" }}>
                        {option.figures}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {option.suits}
                      </Text>
                    </Stack>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
        </Paper>

        <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
          <Stack gap="md">
            <Title order={2} size="h4">
              Your data and industry
            </Title>
            <Text size="sm" c="dimmed">
              With confidential or restricted data, or in financial services or healthcare, the analysis rates
              weak confidentiality and data protection terms as high risk.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Select
                label="Usual data sensitivity"
                description="The kind of information suppliers will usually handle for you."
                data={DATA_SENSITIVITY_OPTIONS}
                allowDeselect={false}
                data-testid="data-sensitivity"
                {...form.getInputProps("dataSensitivityDefault")}
              />
              <Select
                label="Industry"
                description="The sector whose rules your contracts usually need to meet."
                data={INDUSTRY_OPTIONS}
                allowDeselect={false}
                data-testid="industry"
                {...form.getInputProps("industrySettings")}
              />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
          <Stack gap="md">
            <Title order={2} size="h4">
              Approval workflows
            </Title>
            <Text size="sm" c="dimmed">
              Each analysis shows whether your policy asks for sign-off (high risk, or a value of £1M or more)
              or lets a low-risk contract through. Clausewise does not send approval requests; new-vendor
              approval is for you to apply when you review.
            </Text>
            {APPROVAL_OPTIONS.map((option) => (
              <Switch
                key={option.key}
                label={option.label}
                description={option.description}
                data-testid={`approval-${option.key}`}
                {...form.getInputProps(`approvalWorkflows.${option.key}`, { type: "checkbox" })}
              />
            ))}
          </Stack>
        </Paper>

        <SettingsFormFooter
          isDefault={isDefault}
          isDirty={form.isDirty()}
          isSaving={save.isPending}
          onReset={() => form.setValues(DEFAULT_ENHANCED_RISK_SETTINGS)}
          saveTestId="save-enhanced-settings"
        />
      </Stack>
    </form>
  );
}
