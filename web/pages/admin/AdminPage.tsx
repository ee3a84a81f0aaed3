import { Badge, Box, Button, Center, Group, Loader, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { adminUsersQuery } from "../../api/admin";
import { ApiError, errorMessage } from "../../api/client";
import { AdminAccessDenied } from "./AdminAccessDenied";
import { ComingSoonPanel } from "./ComingSoonPanel";
import { ScreenshotsPanel } from "./ScreenshotsPanel";
import { UserManagementTab } from "./UserManagementTab";
import { UsersLoadError } from "./UsersLoadError";
import { summariseUsers } from "./user-list";

type AdminTab = "users" | "screenshots" | "analytics" | "settings";

/** The server decides who is an administrator: a 403 from the user list is what shows Access denied. */
export function AdminPage() {
  const users = useQuery(adminUsersQuery());
  const [tab, setTab] = useState<AdminTab>("users");

  if (users.isPending) {
    return (
      <Center mih="50vh" data-testid="admin-loading">
        <Group gap="sm">
          <Loader size="sm" />
          <Text>Loading admin dashboard...</Text>
        </Group>
      </Center>
    );
  }
  if (users.error instanceof ApiError && users.error.status === 403) return <AdminAccessDenied />;

  const summary = summariseUsers(users.data ?? []);
  return (
    <Stack gap="lg">
      <Box>
        <Button
          component={Link}
          to="/app"
          variant="subtle"
          px={0}
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          data-testid="admin-back"
        >
          Back to Dashboard
        </Button>
      </Box>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          User Management Dashboard
        </Title>
        {users.data && (
          <Group gap="xs" data-testid="admin-count-badges">
            <Badge variant="light" color="blue" size="lg">
              {summary.total} total
            </Badge>
            <Badge variant="light" color="teal" size="lg">
              {summary.active} active
            </Badge>
            <Badge variant="light" color="grape" size="lg">
              {summary.premium} premium
            </Badge>
          </Group>
        )}
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => setTab((value as AdminTab | null) ?? "users")}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="users">User Management</Tabs.Tab>
          <Tabs.Tab value="screenshots">Screenshots</Tabs.Tab>
          <Tabs.Tab value="analytics">Analytics</Tabs.Tab>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users">
          {users.data ? (
            <UserManagementTab users={users.data} onManageScreenshots={() => setTab("screenshots")} />
          ) : (
            <UsersLoadError
              message={errorMessage(users.error, "Please try again.")}
              onRetry={() => void users.refetch()}
              isRetrying={users.isFetching}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="screenshots">
          <ScreenshotsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="analytics">
          <ComingSoonPanel title="Analytics" />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <ComingSoonPanel title="Settings" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
