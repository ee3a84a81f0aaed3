import {
  type Icon,
  IconChartLine,
  IconCrown,
  IconDatabase,
  IconMail,
  IconReportAnalytics,
} from "@tabler/icons-react";
import { FREE_PLAN } from "../../../common/plans";
import type { UpgradeReason } from "./upgrade-events";

export type UpgradeReasonContent = {
  title: string;
  text: string;
  icon: Icon;
  color: string;
  benefits: string[];
};

const REASONS: Record<UpgradeReason, UpgradeReasonContent> = {
  analysis_limit: {
    title: "Monthly Analysis Limit Reached",
    text: `You have used all ${FREE_PLAN.analysesPerMonth} contract analyses included in the Free plan this month. Upgrade to Pro to analyse every contract as soon as it arrives.`,
    icon: IconReportAnalytics,
    color: "red",
    benefits: [
      "Unlimited contract analyses every month",
      "No waiting for next month's allowance",
      "Redlined documents for every contract you review",
    ],
  },
  storage_limit: {
    title: "Storage Limit Reached",
    text: `The Free plan keeps up to ${FREE_PLAN.storedContracts} contracts. Upgrade to Pro to keep all your contracts in one place, or delete one you no longer need.`,
    icon: IconDatabase,
    color: "orange",
    benefits: [
      "Unlimited contract storage",
      "Your whole portfolio in one place",
      "Renewal reminders for every signed contract",
    ],
  },
  email_feature: {
    title: "Premium Email Features",
    text: "Ready-to-send negotiation emails are part of Pro. They turn your decisions on each term into a clear, polite request to the other party, whether you are the customer or the supplier.",
    icon: IconMail,
    color: "blue",
    benefits: [
      "Professional negotiation emails to the other party",
      "Executive summary reports for your team",
      "Wording you can edit before you send",
    ],
  },
  analytics_feature: {
    title: "Advanced Analytics",
    text: "See where your money and risk sit across all your contracts, and which renewals need attention first.",
    icon: IconChartLine,
    color: "grape",
    benefits: [
      "Predictive analytics dashboard",
      "Renewal and budget forecasts",
      "Risk trends across your portfolio",
    ],
  },
  general: {
    title: "Upgrade to Pro",
    text: "Review every contract without limits and get the documents you need to negotiate better terms.",
    icon: IconCrown,
    color: "teal",
    benefits: [
      "Unlimited analysis and storage",
      "Redlined documents and negotiation emails",
      "Advanced analytics and priority support",
    ],
  },
};

/** Title, text, icon and benefits for a reason; anything unknown reads as the general upgrade. */
export function upgradeReasonContent(reason: string | null | undefined): UpgradeReasonContent {
  const key = reason ?? "general";
  return Object.hasOwn(REASONS, key) ? REASONS[key as UpgradeReason] : REASONS.general;
}

export const PRO_FEATURES = [
  "Unlimited contract analysis",
  "Unlimited contract storage",
  "Professional redlined documents",
  "Advanced analytics and insights",
  "Predictive analytics dashboard",
  "Executive summary reports",
  "Professional email generation",
  "Portfolio management tools",
  "Advanced risk assessment",
  "Priority support",
] as const;
