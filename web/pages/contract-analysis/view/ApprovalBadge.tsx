import { Badge, Tooltip } from "@mantine/core";
import { IconCircleCheck, IconUserCheck } from "@tabler/icons-react";
import type { ApprovalStatus } from "../../../../common/api/analysis";

/** The user's approval workflow (Enhanced Risk Settings) applied to this contract. */
export function ApprovalBadge({
  approval,
  explanation,
}: {
  approval: ApprovalStatus | undefined;
  /** the risk story's one line on why approval is or is not needed */
  explanation?: string;
}) {
  if (!approval) return null;
  if (approval.required) {
    return (
      <Tooltip
        label={explanation ?? `Your approval workflow asks for sign-off: ${approval.reasons.join("; ")}`}
        multiline
        w={260}
      >
        <Badge
          color="orange"
          variant="light"
          leftSection={<IconUserCheck size={12} aria-hidden />}
          // long reasons wrap onto a second line rather than being cut off in a narrow header
          styles={{
            root: { height: "auto", maxWidth: "100%", paddingBlock: 2 },
            label: { whiteSpace: "normal", overflow: "visible" },
          }}
          data-testid="approval-required"
        >
          Approval required: {approval.reasons.join(", ")}
        </Badge>
      </Tooltip>
    );
  }
  if (approval.autoApproved) {
    return (
      <Badge
        color="green"
        variant="light"
        leftSection={<IconCircleCheck size={12} aria-hidden />}
        data-testid="auto-approved"
      >
        Low risk: approved automatically
      </Badge>
    );
  }
  return null;
}
