import { PasswordInput, type PasswordInputProps } from "@mantine/core";

type Props = PasswordInputProps & { "data-testid"?: string; toggleLabel?: string };

/** A password box whose show/hide toggle can be reached with the keyboard and is named for screen readers. */
export function PasswordField({ toggleLabel = "Show or hide password", ...props }: Props) {
  return (
    <PasswordInput
      required
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ "aria-label": toggleLabel }}
      {...props}
    />
  );
}
