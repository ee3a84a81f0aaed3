import { Table, Text } from "@mantine/core";

export type CookieRow = { name: string; purpose: string; duration: string; isSetToday: boolean };

type Props = { caption: string; rows: CookieRow[] };

/** One category of the cookie policy: what is stored, why, for how long, and whether it is used today. */
export function CookieTable({ caption, rows }: Props) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table withTableBorder verticalSpacing="sm" captionSide="top">
        <Table.Caption style={{ textAlign: "left" }}>
          <Text component="span" fw={700} c="dark.7">
            {caption}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Purpose</Table.Th>
            <Table.Th scope="col">Duration</Table.Th>
            <Table.Th scope="col">Used today</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.name}>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {row.name}
                </Text>
              </Table.Td>
              <Table.Td>{row.purpose}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{row.duration}</Table.Td>
              <Table.Td>{row.isSetToday ? "Yes" : "No"}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
