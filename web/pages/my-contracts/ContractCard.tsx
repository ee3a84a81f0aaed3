import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { formatDate, formatDays, formatMoney } from "../../../common/format";
import type { ExecutedContract } from "../../../common/portfolio";
import { followingTerm } from "../../../common/renewal-rule";
import {
  daysUntil,
  noticeDeadline,
  noticeWords,
  renewalStatus,
  renewalSummary,
} from "../../../common/renewal-status";
import { reminderSettingsQuery } from "../../api/portfolio";
import { RiskBadge } from "../../components/RiskBadge";
import { ContractCardActions } from "./ContractCardActions";
import type { ContractActionHandlers } from "./contract-actions";
import { FactList } from "./FactList";
import { RenewalBadge } from "./RenewalBadge";

type Props = ContractActionHandlers & {
  contract: ExecutedContract;
  today: Date;
  isDeleting: boolean;
  isDownloading: boolean;
};

function renewalText(contract: ExecutedContract, today: Date) {
  const status = renewalStatus(contract, today);
  const summary = renewalSummary(contract, today);
  if (status.daysLeft === null) return summary;
  if (status.status === "expired") return `${summary} (${formatDays(-status.daysLeft)} ago)`;
  return `${summary}: ${status.detail}`;
}

function autoRenewalText(contract: ExecutedContract) {
  if (!contract.isAutoRenewal) return "No";
  if (!contract.renewalNoticeDays && !contract.renewalNoticeMonths) return "Yes, notice not recorded";
  return `Yes, ${noticeWords(contract)} notice`;
}

/** "3 days left, ", "today, ", or nothing without a date */
const daysLeftText = (days: number | null) =>
  days === null || days < 0 ? "" : days === 0 ? "today, " : `${formatDays(days)} left, `;

export function ContractCard({ contract, today, isDeleting, isDownloading, ...handlers }: Props) {
  const status = renewalStatus(contract, today);
  const reminders = useQuery(reminderSettingsQuery(contract.id));
  const deadline = noticeDeadline(contract, today);
  const hasNoticeDeadline = deadline.isNotice && deadline.date;

  const noticeDaysLeft = daysUntil(deadline.date, today);
  const following = followingTerm(contract, today);
  const isNoticePassed = noticeDaysLeft !== null && noticeDaysLeft < 0;
  const facts = [
    {
      label: "Annual value",
      value: formatMoney(contract.contractValue, contract.currency),
      testId: "contract-value",
    },
    {
      label: contract.isAutoRenewal ? "Next renewal" : "End date",
      value: renewalText(contract, today),
      testId: "contract-renewal",
    },
    { label: "Renews automatically", value: autoRenewalText(contract) },
    ...(hasNoticeDeadline
      ? [
          {
            label: "Notice deadline",
            value:
              isNoticePassed && following?.noticeDeadline
                ? `Last day to cancel ${formatDate(following.noticeDeadline)} (${daysLeftText(daysUntil(following.noticeDeadline, today))}for the renewal on ${formatDate(following.renewal)}; this term's, ${formatDate(deadline.date)}, has passed)`
                : `Last day to cancel ${formatDate(deadline.date)}${noticeDaysLeft !== null && noticeDaysLeft >= 0 ? ` (${daysLeftText(noticeDaysLeft).replace(/, $/, "")})` : ""}`,
            testId: "contract-notice-deadline",
          },
        ]
      : []),
  ];

  return (
    <Paper
      withBorder
      p={{ base: "sm", sm: "md" }}
      component="article"
      aria-label={contract.contractTitle}
      data-testid="executed-contract-card"
      data-contract-id={contract.id}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <div style={{ minWidth: 0, flex: "1 1 220px" }}>
            <Title order={3} size="h4" style={{ overflowWrap: "anywhere" }} data-testid="contract-title">
              {contract.contractTitle}
            </Title>
            <Text size="sm" c="dimmed" data-testid="contract-vendor">
              {contract.side === "supplier" ? `Customer: ${contract.vendorName}` : contract.vendorName} ·{" "}
              {contract.contractType}
            </Text>
          </div>
          <Group gap={6} wrap="wrap">
            <RenewalBadge status={status} />
            <RiskBadge level={contract.overallRisk} />
          </Group>
        </Group>
        <FactList facts={facts} cols={{ base: 1, xs: 2, md: 4 }} />
        <ContractCardActions
          contract={contract}
          hasReminders={reminders.data?.enabled ?? false}
          isDeleting={isDeleting}
          isDownloading={isDownloading}
          {...handlers}
        />
      </Stack>
    </Paper>
  );
}
