import { ActionIcon, Badge, Checkbox, Group, Stack, Table, Text, Tooltip } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconMail, IconPencil } from "@tabler/icons-react";
import { useState } from "react";
import type { AdminUser } from "../../../common/admin";
import { subscriptionStatusText } from "../../../common/billing";
import { formatDate } from "../../../common/format";
import { useToggleUserAccess, useToggleUserPremium } from "../../api/admin";
import { errorMessage } from "../../api/client";
import { fullName } from "./user-list";

type Props = { user: AdminUser; isSelf: boolean; onEdit: (user: AdminUser) => void };

export function UserRow({ user, isSelf, onEdit }: Props) {
  const access = useToggleUserAccess();
  const premium = useToggleUserPremium();
  const name = fullName(user);
  // What was asked for, set in the same event as the click so the box never flickers back; the
  // refetched row confirms it once the request settles.
  const [requestedActive, setRequestedActive] = useState<boolean | null>(null);
  const [requestedPremium, setRequestedPremium] = useState<boolean | null>(null);
  const isBusy = requestedActive !== null || requestedPremium !== null;
  const isActive = requestedActive ?? user.isActive;
  // The switch is the administrator's grant; a paid subscription is shown beside it, never changed by it.
  const isGranted = requestedPremium ?? user.billing.grantedByAdmin;

  // mutateAsync, not mutate callbacks: with a filter applied the row can leave the list before the toast.
  const handleBlockedChange = async (isBlocked: boolean) => {
    setRequestedActive(!isBlocked);
    try {
      await access.mutateAsync({ id: user.id, isActive: !isBlocked });
      notifications.show({
        message: isBlocked ? "User disabled successfully" : "User enabled successfully",
        color: "teal",
      });
    } catch (error) {
      notifications.show({
        title: "Failed to update user access",
        message: errorMessage(error, "Please try again."),
        color: "red",
      });
    } finally {
      setRequestedActive(null);
    }
  };

  const handlePremiumChange = async (hasPremiumAccess: boolean) => {
    setRequestedPremium(hasPremiumAccess);
    try {
      await premium.mutateAsync({ id: user.id, hasPremiumAccess });
      notifications.show({
        message: hasPremiumAccess ? "Pro granted by an administrator" : "Administrator's Pro grant removed",
        color: "teal",
      });
    } catch (error) {
      notifications.show({
        title: "Failed to update premium access",
        message: errorMessage(error, "Please try again."),
        color: "red",
      });
    } finally {
      setRequestedPremium(null);
    }
  };

  const blockBox = (
    <Checkbox
      label="Block"
      aria-label={`Block ${name}`}
      checked={!isActive}
      disabled={isBusy || isSelf}
      color="red"
      onChange={(event) => handleBlockedChange(event.currentTarget.checked)}
      data-testid="admin-toggle-access"
    />
  );

  return (
    <Table.Tr
      aria-busy={isBusy}
      style={{ opacity: isBusy ? 0.5 : 1, transition: "opacity 150ms" }}
      data-testid="admin-user-row"
      data-user-id={user.id}
    >
      <Table.Td>
        <Stack gap={0}>
          <Group gap={6} wrap="nowrap">
            <Text fw={600} size="sm">
              {name}
            </Text>
            {user.userType === "admin" && (
              <Badge size="xs" color="grape" variant="light">
                Admin
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {user.email}
          </Text>
          <Text size="xs" c="dimmed">
            @{user.username}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{user.companyName}</Text>
        {user.jobTitle && (
          <Text size="xs" c="dimmed">
            {user.jobTitle}
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ fontVariantNumeric: "tabular-nums" }}>
        <Text size="sm">{formatDate(user.registrationDate)}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          <Badge color={user.isActive ? "teal" : "red"} variant="light">
            {user.isActive ? "Active" : "Blocked"}
          </Badge>
          <Badge
            color={user.hasPremiumAccess ? "grape" : "gray"}
            variant="light"
            tt="none"
            data-testid="admin-user-plan"
          >
            {user.billing.label}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed" mt={4} data-testid="admin-billing-status">
          Billing: {subscriptionStatusText(user.billing.subscriptionStatus)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={6}>
          {isSelf ? (
            <Tooltip label="You cannot block your own account">
              <span>{blockBox}</span>
            </Tooltip>
          ) : (
            blockBox
          )}
          <Checkbox
            label="Grant Pro"
            aria-label={`Grant Pro to ${name} (granted by an administrator)`}
            checked={isGranted}
            disabled={isBusy}
            color="grape"
            onChange={(event) => handlePremiumChange(event.currentTarget.checked)}
            data-testid="admin-toggle-premium"
          />
        </Stack>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Edit ${name}`}
            onClick={() => onEdit(user)}
            data-testid="admin-edit-user"
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            component="a"
            href={`mailto:${user.email}`}
            variant="subtle"
            color="gray"
            aria-label={`Email ${name}`}
            data-testid="admin-email-user"
          >
            <IconMail size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
