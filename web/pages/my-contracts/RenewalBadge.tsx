import { Badge, type MantineSize, Tooltip } from "@mantine/core";
import {
  IconAlertTriangle,
  IconCalendarCheck,
  IconCalendarDue,
  IconClockExclamation,
} from "@tabler/icons-react";
import type { RenewalStatus, RenewalStatusKey } from "../../../common/renewal-status";

const ICONS: Record<RenewalStatusKey, typeof IconCalendarCheck> = {
  urgent: IconClockExclamation,
  upcoming: IconCalendarDue,
  active: IconCalendarCheck,
  expired: IconAlertTriangle,
};

/** Mantine's shade-6 colours fail AA with white text, so the word is dark on all four (as RiskBadge). */
const DARK_TEXT = "#212529";

type Props = { status: RenewalStatus; size?: MantineSize };

/** Urgent red, Upcoming yellow, Active green, Expired orange ('Needs attention'); nothing without a date. */
export function RenewalBadge({ status, size = "md" }: Props) {
  if (!status.status || !status.label) return null;
  const Icon = ICONS[status.status];
  const text = status.status === "expired" ? `${status.label} · ${status.detail}` : status.label;
  return (
    <Tooltip label={status.detail} disabled={status.status === "expired"}>
      <Badge
        color={status.color ?? "gray"}
        variant="filled"
        size={size}
        tt="none"
        autoContrast={false}
        styles={{ root: { color: DARK_TEXT } }}
        leftSection={<Icon size={12} aria-hidden="true" />}
        data-testid="renewal-badge"
        data-status={status.status}
      >
        {text}
      </Badge>
    </Tooltip>
  );
}
