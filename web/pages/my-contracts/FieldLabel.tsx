import { Badge, Group } from "@mantine/core";

type Props = { text: string; needsCheck?: boolean };

/** A field label that carries a 'check' mark when the value was read from a scan. */
export function FieldLabel({ text, needsCheck = false }: Props) {
  if (!needsCheck) return text;
  return (
    <Group gap={6} component="span" wrap="nowrap" display="inline-flex">
      <span>{text}</span>
      <Badge
        size="xs"
        color="yellow"
        variant="light"
        tt="none"
        autoContrast={false}
        styles={{ root: { color: "#5c3c00" } }}
        data-testid="field-check-hint"
      >
        check
      </Badge>
    </Group>
  );
}
