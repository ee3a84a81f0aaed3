import { Badge, Card, Group, List, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { formatMoney } from "../../../common/format";

type PlanCardProps = {
  name: string;
  price: number;
  note: string;
  features: string[];
  action: ReactNode;
  isHighlighted?: boolean;
};

export function PlanCard({ name, price, note, features, action, isHighlighted = false }: PlanCardProps) {
  return (
    <Card
      withBorder
      radius="md"
      padding="xl"
      component="article"
      aria-labelledby={`plan-${name}`}
      style={isHighlighted ? { borderColor: "var(--mantine-color-teal-6)", borderWidth: 2 } : undefined}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="center">
          <Title id={`plan-${name}`} order={3}>
            {name}
          </Title>
          {isHighlighted && (
            <Badge size="lg" variant="filled">
              Most Popular
            </Badge>
          )}
        </Group>
        <Group gap={6} align="baseline">
          <Text fz={44} fw={800} lh={1} style={{ fontVariantNumeric: "tabular-nums" }}>
            {formatMoney(price)}
          </Text>
          <Text c="gray.7">/month</Text>
        </Group>
        <Text size="sm" c="gray.7">
          {note}
        </Text>
        <List
          spacing="xs"
          icon={
            <ThemeIcon size={20} radius="xl" variant="light">
              <IconCheck size={13} aria-hidden />
            </ThemeIcon>
          }
          style={{ flexGrow: 1 }}
        >
          {features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {action}
      </Stack>
    </Card>
  );
}
