import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { EnhancedRiskSettings, RiskThresholds } from "../../common/risk-settings";
import { apiFetch } from "./client";

export const settingsKeys = {
  riskThresholds: () => ["settings", "risk-thresholds"] as const,
  enhancedRisk: () => ["settings", "enhanced-risk"] as const,
};

export const riskThresholdsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.riskThresholds(),
    queryFn: () => apiFetch<RiskThresholds>("/api/risk-thresholds"),
  });

export const enhancedSettingsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.enhancedRisk(),
    queryFn: () => apiFetch<EnhancedRiskSettings>("/api/enhanced-risk-settings"),
  });

export function useSaveRiskThresholds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RiskThresholds) =>
      apiFetch<RiskThresholds>("/api/risk-thresholds", { method: "PUT", body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.riskThresholds() }),
  });
}

export function useSaveEnhancedSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EnhancedRiskSettings) =>
      apiFetch<EnhancedRiskSettings>("/api/enhanced-risk-settings", { method: "PUT", body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.enhancedRisk() }),
  });
}
