import { Badge, type MantineSize, Tooltip } from "@mantine/core";
import {
  IconAlertTriangle,
  IconCalendarCheck,
  IconCalendarDue,
  IconCalendarX,
  IconClockExclamation,
} from "@tabler/icons-react";
import type { RenewalStatus, RenewalStatusKey } from "../../../common/renewal-status";
import { signalBadgeProps } from "../../components/signal-badge";

const ICONS: Record<RenewalStatusKey, typeof IconCalendarCheck> = {
  urgent: IconClockExclamation,
  upcoming: IconCalendarDue,
  active: IconCalendarCheck,
  expired: IconAlertTriangle,
};

type Props = { status: RenewalStatus; size?: MantineSize };

/**
 * Urgent red, Upcoming yellow, Active green, Expired orange ('Needs attention'); a contract that had
 * already ended when it was added is a grey 'Ended'. Nothing without a date.
 */
export function RenewalBadge({ status, size = "md" }: Props) {
  if (!status.status || !status.label) return null;
  const Icon = status.status === "expired" && !status.needsAttention ? IconCalendarX : ICONS[status.status];
  const text = status.needsAttention ? `${status.label} · ${status.detail}` : status.label;
  return (
    <Tooltip label={status.detail} disabled={status.needsAttention}>
      <Badge
        {...signalBadgeProps(status.color ?? "gray")}
        size={size}
        tt="none"
        leftSection={<Icon size={12} aria-hidden="true" />}
        data-testid="renewal-badge"
        data-status={status.status}
      >
        {text}
      </Badge>
    </Tooltip>
  );
}
