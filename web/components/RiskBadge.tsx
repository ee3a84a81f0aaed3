import { Badge, type MantineSize } from "@mantine/core";
import { IconAlertOctagon, IconAlertTriangle, IconCircleCheck, IconMinus } from "@tabler/icons-react";
import { type RiskDisplay, type RiskLevelInput, riskDisplay } from "../../common/risk-display";
import { signalBadgeProps } from "./signal-badge";

const ICONS: Record<RiskDisplay["icon"], typeof IconCircleCheck> = {
  IconCircleCheck,
  IconAlertTriangle,
  IconAlertOctagon,
  IconMinus,
};

const ICON_SIZES: Record<string, number> = { xs: 10, sm: 12, md: 14, lg: 16, xl: 18 };

export interface RiskBadgeProps {
  /** green/amber/red (analysis), high/medium/low (any case, portfolio) or na; unknown shows "Not applicable". */
  level: RiskLevelInput | (string & {}) | null | undefined;
  size?: MantineSize;
  /** "label" (default) reads "High risk"; "badge" reads "HIGH RISK" (the analysis view's term badges). */
  wording?: "label" | "badge";
  /** Hide the icon where space is very tight; the word always stays so colour is never the only signal. */
  withIcon?: boolean;
}

/** The one traffic-light badge: word, icon and colour from `riskDisplay`, black text for AA contrast. */
export function RiskBadge({ level, size = "md", wording = "label", withIcon = true }: RiskBadgeProps) {
  const display = riskDisplay(level);
  const Icon = ICONS[display.icon];
  return (
    <Badge
      {...signalBadgeProps(display.color)}
      size={size}
      tt={wording === "badge" ? "uppercase" : "none"}
      leftSection={withIcon ? <Icon size={ICON_SIZES[size] ?? 14} aria-hidden="true" /> : undefined}
      data-risk={display.key}
    >
      {wording === "badge" ? display.badge : display.label}
    </Badge>
  );
}
