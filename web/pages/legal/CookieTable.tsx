import { Box, Paper, Stack, Table, Text } from "@mantine/core";

export type CookieRow = {
  name: string;
  /** True when `name` is the actual storage key (shown in monospace), false for a description. */
  isKeyName?: boolean;
  purpose: string;
  duration: string;
  isSetToday: boolean;
};

type Props = { caption: string; rows: CookieRow[] };

/**
 * One category of the cookie policy: what is stored, why, for how long, and whether it is used today.
 * A table from the small breakpoint up; on phones each row becomes a short stacked card so no column
 * hides off-screen.
 */
export function CookieTable({ caption, rows }: Props) {
  return (
    <Box>
      <Table withTableBorder verticalSpacing="sm" captionSide="top" layout="fixed" visibleFrom="sm">
        <Table.Caption style={{ textAlign: "left" }}>
          <Text component="span" fw={700} c="dark.7">
            {caption}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w="28%">
              Name
            </Table.Th>
            <Table.Th scope="col" w="38%">
              Purpose
            </Table.Th>
            <Table.Th scope="col" w="20%">
              Duration
            </Table.Th>
            <Table.Th scope="col" w="14%">
              Used today
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.name}>
              <Table.Td>
                <Text
                  size="sm"
                  ff={row.isKeyName ? "monospace" : undefined}
                  style={{ overflowWrap: "break-word" }}
                >
                  {row.name}
                </Text>
              </Table.Td>
              <Table.Td>{row.purpose}</Table.Td>
              <Table.Td>{row.duration}</Table.Td>
              <Table.Td>{row.isSetToday ? "Yes" : "No"}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      <Stack gap="xs" hiddenFrom="sm">
        <Text fw={700} c="dark.7">
          {caption}
        </Text>
        {rows.map((row) => (
          <Paper key={row.name} withBorder p="sm" radius="md">
            <Text
              size="sm"
              ff={row.isKeyName ? "monospace" : undefined}
              fw={600}
              style={{ overflowWrap: "break-word" }}
            >
              {row.name}
            </Text>
            <Text size="sm">{row.purpose}</Text>
            <Text size="sm" c="gray.7">
              Duration: {row.duration} · Used today: {row.isSetToday ? "Yes" : "No"}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
