import { Badge } from "@mantine/core";
import { riskDisplay } from "../../../../common/risk-display";
import { signalBadgeProps } from "../../../components/signal-badge";

/** The Categories tab's one-letter risk (H / M / L) with its full word for assistive technology. */
export function RiskInitial({ level }: { level: string }) {
  const display = riskDisplay(level);
  return (
    <Badge
      {...signalBadgeProps(display.color)}
      size="sm"
      circle
      aria-label={display.label}
      title={display.label}
      data-risk={display.key}
    >
      {display.label.charAt(0)}
    </Badge>
  );
}
