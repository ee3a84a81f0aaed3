import { Button, type ButtonProps, Tooltip } from "@mantine/core";
import type { ReactNode } from "react";

type Props = ButtonProps & { children: ReactNode; "data-testid"?: string };

/**
 * A button whose document or e-mail arrives in a later release. It stays focusable (data-disabled,
 * not disabled) so keyboard and pointer users both reach the tooltip that says why it does nothing.
 */
export function AvailableSoonButton({ children, ...props }: Props) {
  return (
    <Tooltip label="Available soon" withArrow events={{ hover: true, focus: true, touch: true }}>
      <Button {...props} data-disabled aria-disabled="true" onClick={(event) => event.preventDefault()}>
        {children}
      </Button>
    </Tooltip>
  );
}
