import { Badge, Button, Stack } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconAdjustments } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { riskThresholdsQuery } from "../../api/settings";
import { RiskThresholdsForm } from "./RiskThresholdsForm";
import { SettingsLoadState } from "./SettingsLoadState";
import { SettingsPageHeader } from "./SettingsPageHeader";

/** /settings (spec 02 §2 "Risk settings", §9 "Risk thresholds"). */
export function RiskSettingsPage() {
  useDocumentTitle("Risk Threshold Settings · Clausewise");
  const thresholds = useQuery(riskThresholdsQuery());

  return (
    <Stack gap="lg" py="md">
      <SettingsPageHeader
        title="Risk Threshold Settings"
        description="Decide when payment terms, notice periods and indemnities count as low, medium or high risk for you."
      >
        <Button
          component={Link}
          to="/enhanced-settings"
          variant="light"
          leftSection={<IconAdjustments size={16} aria-hidden="true" />}
          rightSection={
            <Badge size="xs" color="grape" variant="filled">
              Enterprise
            </Badge>
          }
          data-testid="enhanced-settings-link"
        >
          Enhanced Risk Settings
        </Button>
      </SettingsPageHeader>
      {thresholds.data ? (
        <RiskThresholdsForm key={JSON.stringify(thresholds.data)} saved={thresholds.data} />
      ) : (
        <SettingsLoadState
          label="risk thresholds"
          error={thresholds.isError ? thresholds.error : null}
          onRetry={() => thresholds.refetch()}
        />
      )}
    </Stack>
  );
}
