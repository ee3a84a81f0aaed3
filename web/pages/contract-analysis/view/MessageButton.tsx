import { Button, type ButtonProps, Loader } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import type { ComponentType } from "react";
import type { MessageKind } from "../../../api/negotiation";
import type { GeneratedTextState } from "./use-generated-text";

type Props = ButtonProps & {
  kind: MessageKind;
  /** the advanced clause the text is about (amendment, email solution, proposal) */
  clauseId?: string;
  label: string;
  /** the accessible name when the visible label alone is ambiguous (it must start with the label) */
  ariaLabel?: string;
  icon: ComponentType<{ size?: number; "aria-hidden"?: "true" }>;
  messages: GeneratedTextState;
  "data-testid": string;
};

/**
 * A button that writes one e-mail or amendment text (a premium feature). Free accounts see a lock and
 * get the upgrade dialog; premium accounts see a loader while the text is written. The loader is not
 * Mantine's `loading` (that disables the button, so focus would drop to the page and not come back
 * to it when the modal closes); a second click while a text is being written does nothing.
 */
export function MessageButton({ kind, clauseId, label, ariaLabel, icon: Icon, messages, ...props }: Props) {
  const name = ariaLabel ?? label;
  const iconSize = props.size?.startsWith("compact") ? 14 : 18;
  const isLoading = messages.isLoading(kind, clauseId);
  return (
    <Button
      {...props}
      leftSection={
        isLoading ? (
          <Loader size={iconSize} color="currentColor" />
        ) : (
          <Icon size={iconSize} aria-hidden="true" />
        )
      }
      rightSection={messages.isPremium ? undefined : <IconLock size={14} aria-hidden="true" />}
      aria-busy={isLoading || undefined}
      data-loading={isLoading || undefined}
      onClick={() => messages.request(kind, clauseId)}
      aria-label={messages.isPremium ? (ariaLabel ?? undefined) : `${name} (Pro feature)`}
    >
      {label}
    </Button>
  );
}
