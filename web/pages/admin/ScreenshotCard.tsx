import { Button, Card, Group, Image, Stack, Text } from "@mantine/core";
import { IconCopy, IconTrash } from "@tabler/icons-react";
import { formatDate } from "../../../common/format";
import { formatKilobytes, type Screenshot } from "../../../common/screenshots";

type Props = { screenshot: Screenshot; onCopyPath: () => void; onDelete: () => void; isDeleting: boolean };

export function ScreenshotCard({ screenshot, onCopyPath, onDelete, isDeleting }: Props) {
  return (
    <Card withBorder padding="sm" radius="md" data-testid={`screenshot-card-${screenshot.filename}`}>
      <Card.Section bg="gray.1">
        <Image src={screenshot.path} alt={screenshot.filename} h={150} fit="contain" />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text fw={600} size="sm" truncate title={screenshot.filename}>
          {screenshot.filename}
        </Text>
        <Text size="sm" c="dimmed" style={{ fontVariantNumeric: "tabular-nums" }}>
          <span data-testid="screenshot-size">{formatKilobytes(screenshot.size)}</span> · uploaded{" "}
          {formatDate(screenshot.uploadedAt)}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace" truncate title={screenshot.path}>
          {screenshot.path}
        </Text>
      </Stack>
      <Group gap="xs" mt="sm" grow>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconCopy size={14} aria-hidden />}
          onClick={onCopyPath}
          aria-label={`Copy path of ${screenshot.filename}`}
          data-testid="screenshot-copy"
        >
          Copy path
        </Button>
        <Button
          variant="light"
          color="red"
          size="xs"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={onDelete}
          loading={isDeleting}
          aria-label={`Delete ${screenshot.filename}`}
          data-testid="screenshot-delete"
        >
          Delete
        </Button>
      </Group>
    </Card>
  );
}
