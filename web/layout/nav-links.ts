export type NavLink = {
  to: string;
  label: string;
  mobileLabel: string;
  badge?: { desktop: string; mobile: string };
};

export const navLinks: NavLink[] = [
  { to: "/app", label: "Dashboard", mobileLabel: "Dashboard" },
  { to: "/contract-analysis", label: "Analysis", mobileLabel: "Contract Analysis" },
  { to: "/my-contracts", label: "Contracts", mobileLabel: "My Contracts" },
  {
    to: "/analytics",
    label: "Analytics",
    mobileLabel: "Analytics",
    badge: { desktop: "Pro", mobile: "Pro" },
  },
  { to: "/help", label: "Help", mobileLabel: "Help" },
];

export const settingsLinks = [
  { to: "/settings", label: "Settings" },
  { to: "/security-settings", label: "Security Settings" },
  { to: "/settings/billing", label: "Billing" },
];
