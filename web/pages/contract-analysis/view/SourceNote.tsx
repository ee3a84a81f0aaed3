import { Group, Text } from "@mantine/core";
import { IconBook2, IconListCheck, IconMessageChatbot } from "@tabler/icons-react";

/** Where words on the review screen come from. */
export type WordSource = "rules" | "library" | "llm";

const SOURCES: Record<WordSource, { label: string; detail: string; Icon: typeof IconListCheck }> = {
  rules: {
    label: "Found by the rules engine",
    detail: "Clausewise's rules read the contract text; no language model is involved.",
    Icon: IconListCheck,
  },
  library: {
    label: "Drafted from the clause library",
    detail: "A balanced position from Clausewise's clause library, fitted to your settings and concerns.",
    Icon: IconBook2,
  },
  llm: {
    label: "Drafted by a language model",
    detail: "Written by the language model configured for this workspace. Check it before you send it.",
    Icon: IconMessageChatbot,
  },
};

/** One line naming the source of the text beside it, with what that means. */
export function SourceNote({ source, compact = false }: { source: WordSource; compact?: boolean }) {
  const { label, detail, Icon } = SOURCES[source];
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid={`source-${source}`}>
      <Icon size={14} aria-hidden="true" style={{ flex: "none", marginTop: 2 }} />
      <Text size="xs" c="dimmed">
        <Text span size="xs" fw={600} inherit>
          {label}.
        </Text>
        {compact ? null : ` ${detail}`}
      </Text>
    </Group>
  );
}
