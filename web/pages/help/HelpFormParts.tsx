import { Button, Group, NumberInput, type NumberInputProps } from "@mantine/core";

/** Spec 02 section 5: a whole number, lower first. */
export function OrderInput(props: NumberInputProps) {
  return (
    <NumberInput
      label="Order"
      description="Lower numbers appear first"
      allowDecimal={false}
      allowNegative={false}
      {...props}
    />
  );
}

export function HelpFormButtons({
  label,
  saving,
  onCancel,
}: {
  label: string;
  saving: boolean;
  onCancel: () => void;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        {label}
      </Button>
    </Group>
  );
}
