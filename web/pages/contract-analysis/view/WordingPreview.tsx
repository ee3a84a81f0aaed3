import { Anchor, Text } from "@mantine/core";
import { useId, useState } from "react";
import { PREVIEW_LIMIT, preview } from "./text-preview";

type Props = { text: string; "data-testid": string };

/**
 * Wording that goes into the redline and the e-mails: cut at the spec's preview length, with the whole
 * of it one click away, because the user must be able to read everything sent in their name.
 */
export function WordingPreview({ text, "data-testid": testId }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  const isLong = preview(text, PREVIEW_LIMIT) !== preview(text, Number.POSITIVE_INFINITY);
  return (
    <div>
      <Text size="sm" id={id} style={{ whiteSpace: isOpen ? "pre-wrap" : undefined }} data-testid={testId}>
        {isOpen ? text.trim() : preview(text, PREVIEW_LIMIT)}
      </Text>
      {isLong && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-expanded={isOpen}
          aria-controls={id}
          onClick={() => setIsOpen((open) => !open)}
          data-testid={`${testId}-toggle`}
        >
          {isOpen ? "Show less" : "Show all the wording"}
        </Anchor>
      )}
    </div>
  );
}
