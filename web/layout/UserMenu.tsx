import { Avatar, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import {
  IconChevronDown,
  IconCreditCard,
  IconLogout,
  IconSettings,
  IconShieldLock,
  IconUserShield,
} from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { useSession } from "../session/session-context";
import { displayName } from "./display-name";

export function UserMenu() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  if (!user) return null;
  const name = displayName(user);

  const handleLogout = async () => {
    await signOut();
    navigate("/login");
  };

  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${name}`} data-testid="user-menu">
          <Group gap={6} wrap="nowrap">
            <Avatar color="teal" radius="xl" size={32}>
              {name.charAt(0).toUpperCase()}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="md">
              {name}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconSettings size={16} />} onClick={() => navigate("/settings")}>
          Settings
        </Menu.Item>
        <Menu.Item leftSection={<IconShieldLock size={16} />} onClick={() => navigate("/security-settings")}>
          Security Settings
        </Menu.Item>
        <Menu.Item leftSection={<IconCreditCard size={16} />} onClick={() => navigate("/settings/billing")}>
          Billing
        </Menu.Item>
        {user.isAdmin && (
          <Menu.Item leftSection={<IconUserShield size={16} />} onClick={() => navigate("/admin")}>
            Admin Panel
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={handleLogout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
