import { Badge } from "@mantine/core";
import { riskDisplay } from "../../../../common/risk-display";

/** The Categories tab's one-letter risk (H / M / L) with its full word for assistive technology. */
export function RiskInitial({ level }: { level: string }) {
  const display = riskDisplay(level);
  return (
    <Badge
      color={display.color}
      variant="filled"
      size="sm"
      circle
      autoContrast={false}
      styles={{ root: { color: display.textColor } }}
      aria-label={display.label}
      title={display.label}
      data-risk={display.key}
    >
      {display.label.charAt(0)}
    </Badge>
  );
}
