import { Table } from "@mantine/core";
import type { AdminUser } from "../../../common/admin";
import { UserRow } from "./UserRow";

type Props = { users: AdminUser[]; currentUserId?: string; onEdit: (user: AdminUser) => void };

/** Scrolls sideways on narrow screens rather than squeezing six columns into 375 px. */
export function UsersTable({ users, currentUserId, onEdit }: Props) {
  return (
    <Table.ScrollContainer minWidth={900} type="native" data-testid="admin-users-table-scroll">
      <Table verticalSpacing="sm" highlightOnHover data-testid="admin-users-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>User</Table.Th>
            <Table.Th>Company</Table.Th>
            <Table.Th>Registration</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Access</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <UserRow key={user.id} user={user} isSelf={user.id === currentUserId} onEdit={onEdit} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
