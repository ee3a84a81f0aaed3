import { Anchor, Text } from "@mantine/core";
import { useId, useState } from "react";
import { PREVIEW_LIMIT, preview } from "./text-preview";

type Props = {
  text: string;
  "data-testid": string;
  /** the link that opens the whole text */
  moreLabel?: string;
  size?: "xs" | "sm";
};

/**
 * Text cut at the spec's preview length, with the whole of it one click away: the wording that goes
 * into the redline and the e-mails (the user must be able to read everything sent in their name), and
 * advice listed one line each.
 */
export function WordingPreview({
  text,
  "data-testid": testId,
  moreLabel = "Show all the wording",
  size = "sm",
}: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  const isLong = preview(text, PREVIEW_LIMIT) !== preview(text, Number.POSITIVE_INFINITY);
  return (
    <div>
      <Text size={size} id={id} style={{ whiteSpace: isOpen ? "pre-wrap" : undefined }} data-testid={testId}>
        {isOpen ? text.trim() : preview(text, PREVIEW_LIMIT)}
      </Text>
      {isLong && (
        <Anchor
          component="button"
          type="button"
          size={size}
          aria-expanded={isOpen}
          aria-controls={id}
          onClick={() => setIsOpen((open) => !open)}
          data-testid={`${testId}-toggle`}
        >
          {isOpen ? "Show less" : moreLabel}
        </Anchor>
      )}
    </div>
  );
}
