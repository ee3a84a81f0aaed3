import { Group, Text } from "@mantine/core";
import { IconFileCertificate } from "@tabler/icons-react";
import { Link } from "react-router";

export function Logo({ to = "/" }: { to?: string }) {
  return (
    <Link to={to} style={{ textDecoration: "none", color: "inherit" }} aria-label="Clausewise home">
      <Group gap={6} wrap="nowrap">
        <IconFileCertificate size={26} color="var(--mantine-color-teal-7)" aria-hidden />
        <Text fw={800} size="lg" c="teal.8">
          Clausewise
        </Text>
      </Group>
    </Link>
  );
}
