import { Alert, Button, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { IconAlertCircle, IconPhotoOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { Screenshot } from "../../../common/screenshots";
import { errorMessage } from "../../api/client";
import { adminScreenshotsQuery, useDeleteScreenshot } from "../../api/screenshots";
import { ScreenshotCard } from "./ScreenshotCard";
import { ScreenshotUploader } from "./ScreenshotUploader";

/** Admin Screenshots tab: upload images for the landing page gallery, copy their paths, delete them. */
export function ScreenshotsPanel() {
  const screenshots = useQuery(adminScreenshotsQuery());
  const remove = useDeleteScreenshot();

  const handleCopy = async (screenshot: Screenshot) => {
    try {
      await navigator.clipboard.writeText(screenshot.path);
      notifications.show({ title: "Copied!", message: "Image path copied to clipboard", color: "teal" });
    } catch {
      notifications.show({
        title: "Could not copy",
        message: `Your browser did not allow copying. The path is ${screenshot.path}`,
        color: "red",
      });
    }
  };

  const confirmDelete = (screenshot: Screenshot) =>
    modals.openConfirmModal({
      title: `Delete '${screenshot.filename}'?`,
      children: <Text size="sm">Are you sure you want to delete this screenshot?</Text>,
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red", "data-testid": "confirm-delete" } as Record<string, unknown>,
      onConfirm: () =>
        remove.mutateAsync(screenshot.filename).then(
          (result) =>
            notifications.show({
              title: "Success",
              message: result?.message || "Screenshot deleted successfully",
              color: "teal",
            }),
          (error: unknown) =>
            notifications.show({
              title: "Error",
              message: errorMessage(error, "Failed to delete screenshot"),
              color: "red",
            }),
        ),
    });

  return (
    <Stack gap="lg" data-testid="admin-screenshots">
      <div>
        <Title order={2} size="h4">
          Screenshots
        </Title>
        <Text c="dimmed" size="sm">
          Images uploaded here replace the illustrations in the landing page gallery.
        </Text>
      </div>
      <ScreenshotUploader />
      {screenshots.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="screenshots-loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={240} radius="md" />
          ))}
        </SimpleGrid>
      ) : screenshots.isError ? (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} aria-hidden />}
          title="We couldn't load the screenshots"
        >
          <Stack gap="xs" align="flex-start">
            {errorMessage(screenshots.error, "Please try again.")}
            <Button size="xs" variant="white" color="red" onClick={() => void screenshots.refetch()}>
              Retry
            </Button>
          </Stack>
        </Alert>
      ) : screenshots.data.length === 0 ? (
        <Paper withBorder p="xl" data-testid="screenshots-empty">
          <Stack align="center" gap="xs" ta="center">
            <IconPhotoOff size={36} color="var(--mantine-color-gray-6)" aria-hidden />
            <Text>
              No screenshots yet. The landing page shows its built-in illustrations until you upload some.
            </Text>
          </Stack>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="screenshots-grid">
          {screenshots.data.map((screenshot) => (
            <ScreenshotCard
              key={screenshot.filename}
              screenshot={screenshot}
              onCopyPath={() => void handleCopy(screenshot)}
              onDelete={() => confirmDelete(screenshot)}
              isDeleting={remove.isPending && remove.variables === screenshot.filename}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
