import { Text } from "@mantine/core";
import { IconCircleCheck, IconCircleX } from "@tabler/icons-react";
import type { WorkEmailResult } from "../../../common/work-email";

/**
 * The live work-email verdict, rendered inside the field's success or error line (so the input is
 * described by it): "Business email verified", or the reason the address cannot register.
 */
export function WorkEmailHint({ result }: { result: WorkEmailResult }) {
  const Icon = result.ok ? IconCircleCheck : IconCircleX;
  return (
    <Text
      span
      inherit
      role="status"
      data-testid="work-email-check"
      data-ok={result.ok}
      data-kind={result.kind}
      style={{ display: "inline-flex", gap: 4, alignItems: "flex-start" }}
    >
      <Icon size={14} aria-hidden style={{ flex: "none", marginTop: 2 }} />
      <span>
        <Text span inherit fw={600}>
          {result.title}
        </Text>
        {result.message && <>. {result.message}</>}
      </span>
    </Text>
  );
}
