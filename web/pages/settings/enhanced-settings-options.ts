import { formatPercent } from "../../../common/format";
import {
  type EnhancedRiskSettings,
  type ServiceLevel,
  serviceLevelTiers,
} from "../../../common/risk-settings";

const responseTime = (hours: number) => (hours < 1 ? `${Math.round(hours * 60)}min` : `${hours}hr`);

const SERVICE_LEVEL_NAMES: Record<ServiceLevel, { label: string; suits: string }> = {
  basic: { label: "Basic", suits: "Tools you could do without for a day or two." },
  standard: { label: "Standard", suits: "Everyday business tools." },
  premium: { label: "Premium", suits: "Systems your customers rely on." },
  critical: { label: "Critical", suits: "Systems your business cannot run without." },
};

export const SERVICE_LEVEL_OPTIONS = (Object.keys(serviceLevelTiers) as ServiceLevel[]).map((value) => {
  const tier = serviceLevelTiers[value];
  return {
    value,
    label: SERVICE_LEVEL_NAMES[value].label,
    figures: `${formatPercent(tier.uptimePercent)} uptime, ${responseTime(tier.responseHours)} response`,
    suits: SERVICE_LEVEL_NAMES[value].suits,
  };
});

export const DATA_SENSITIVITY_OPTIONS: {
  value: EnhancedRiskSettings["dataSensitivityDefault"];
  label: string;
}[] = [
  { value: "public", label: "Public: information anyone may see" },
  { value: "internal", label: "Internal: for your own staff only" },
  { value: "confidential", label: "Confidential: commercial information" },
  { value: "restricted", label: "Restricted: personal or payment data" },
];

export const INDUSTRY_OPTIONS: { value: EnhancedRiskSettings["industrySettings"]; label: string }[] = [
  { value: "general", label: "General business" },
  { value: "financial", label: "Financial services" },
  { value: "healthcare", label: "Healthcare" },
  { value: "technology", label: "Technology" },
];

export const APPROVAL_OPTIONS: {
  key: keyof EnhancedRiskSettings["approvalWorkflows"];
  label: string;
  description: string;
}[] = [
  {
    key: "requireApprovalHighRisk",
    label: "Require approval for high-risk contracts",
    description: "Contracts rated high risk need sign-off before they are signed.",
  },
  {
    key: "requireApprovalNewVendors",
    label: "Require approval for new vendors",
    description: "The first contract with a supplier you have not used before needs sign-off.",
  },
  {
    key: "requireApprovalHighValue",
    label: "Require approval for high-value contracts",
    description: "Contracts of £1M and above need sign-off.",
  },
  {
    key: "autoApproveLowRisk",
    label: "Auto-approve low-risk contracts",
    description: "Contracts rated low risk need no sign-off.",
  },
];
