import { Stack } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { enhancedSettingsQuery } from "../../api/settings";
import { EnhancedSettingsForm } from "./EnhancedSettingsForm";
import { SettingsLoadState } from "./SettingsLoadState";
import { SettingsPageHeader } from "./SettingsPageHeader";

/** /enhanced-settings (spec 02 §2 "Risk settings", §3 "Enhanced risk settings", §9 service tiers). */
export function EnhancedSettingsPage() {
  useDocumentTitle("Enhanced Risk Settings · Clausewise");
  const settings = useQuery(enhancedSettingsQuery());

  return (
    <Stack gap="lg" py="md">
      <SettingsPageHeader
        title="Enhanced Risk Settings"
        description="Tell the analysis what service level your business needs, how sensitive your data is and who approves contracts."
      />
      {settings.data ? (
        <EnhancedSettingsForm key={JSON.stringify(settings.data)} saved={settings.data} />
      ) : (
        <SettingsLoadState
          label="enhanced risk settings"
          error={settings.isError ? settings.error : null}
          onRetry={() => settings.refetch()}
        />
      )}
    </Stack>
  );
}
