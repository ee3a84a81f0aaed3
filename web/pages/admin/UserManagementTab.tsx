import {
  Button,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import type { AdminUser } from "../../../common/admin";
import { useSession } from "../../session/session-context";
import { AdminStats } from "./AdminStats";
import { EditUserForm } from "./EditUserForm";
import { QuickActions } from "./QuickActions";
import { UsersTable } from "./UsersTable";
import { filterUsers, fullName, summariseUsers, type UserFilter } from "./user-list";

const FILTER_OPTIONS: { value: UserFilter; label: string }[] = [
  { value: "all", label: "All users" },
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
  { value: "premium", label: "Premium" },
];

type Props = { users: AdminUser[]; onManageScreenshots: () => void };

export function UserManagementTab({ users, onManageScreenshots }: Props) {
  const { user: currentUser } = useSession();
  const [term, setTerm] = useState("");
  const [filter, setFilter] = useState<UserFilter>("all");
  // The edited user outlives `opened` so the dialog keeps its content while it fades out.
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [editOpened, editHandlers] = useDisclosure(false);
  const visible = filterUsers(users, term, filter);
  const isFiltered = term.trim() !== "" || filter !== "all";

  const handleEdit = (user: AdminUser) => {
    setEditing(user);
    editHandlers.open();
  };

  return (
    <Stack gap="md">
      <AdminStats summary={summariseUsers(users)} />
      <QuickActions onManageScreenshots={onManageScreenshots} />
      <Paper withBorder p="md">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="sm">
            <Title order={2} size="h4">
              Users
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" style={{ flex: "1 1 320px", maxWidth: 560 }}>
              <TextInput
                aria-label="Search users"
                placeholder="Search by name, email or company"
                leftSection={<IconSearch size={16} aria-hidden />}
                value={term}
                onChange={(event) => setTerm(event.currentTarget.value)}
                data-testid="admin-user-search"
              />
              <Select
                aria-label="Filter users"
                data={FILTER_OPTIONS}
                value={filter}
                allowDeselect={false}
                onChange={(value) => setFilter((value as UserFilter | null) ?? "all")}
                data-testid="admin-user-filter"
              />
            </SimpleGrid>
          </Group>
          {visible.length === 0 ? (
            <Stack align="center" gap="xs" py="lg" ta="center" data-testid="admin-users-empty">
              <Text c="dimmed">{isFiltered ? "No users match your search." : "There are no users yet."}</Text>
              {isFiltered && (
                <Button
                  variant="light"
                  onClick={() => {
                    setTerm("");
                    setFilter("all");
                  }}
                >
                  Clear search and filter
                </Button>
              )}
            </Stack>
          ) : (
            <UsersTable users={visible} currentUserId={currentUser?.id} onEdit={handleEdit} />
          )}
        </Stack>
      </Paper>
      <Modal
        opened={editOpened}
        onClose={editHandlers.close}
        title={editing ? `Edit ${fullName(editing)}` : "Edit user"}
        size="lg"
      >
        {editing && <EditUserForm key={editing.id} user={editing} onDone={editHandlers.close} />}
      </Modal>
    </Stack>
  );
}
