import { Button, type ButtonProps } from "@mantine/core";
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
 * get the upgrade dialog; premium accounts see a loader while the text is written.
 */
export function MessageButton({ kind, clauseId, label, ariaLabel, icon: Icon, messages, ...props }: Props) {
  const name = ariaLabel ?? label;
  return (
    <Button
      {...props}
      leftSection={<Icon size={props.size?.startsWith("compact") ? 14 : 18} aria-hidden="true" />}
      rightSection={messages.isPremium ? undefined : <IconLock size={14} aria-hidden="true" />}
      loading={messages.isLoading(kind, clauseId)}
      onClick={() => messages.request(kind, clauseId)}
      aria-label={messages.isPremium ? (ariaLabel ?? undefined) : `${name} (Pro feature)`}
    >
      {label}
    </Button>
  );
}
