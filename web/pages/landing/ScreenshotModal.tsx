import { Box, Modal, Text } from "@mantine/core";
import { GalleryVisual } from "./gallery/GalleryVisual";
import type { GalleryItem } from "./gallery/gallery-items";

type Props = { item: GalleryItem | null; opened: boolean; onClose: () => void };

/** Full-size view of one gallery screen; closes on the close button, a click outside or Esc. */
export function ScreenshotModal({ item, opened, onClose }: Props) {
  return (
    <Modal
      opened={opened && item !== null}
      onClose={onClose}
      size="min(1100px, 100%)"
      centered
      title={
        <Text component="span" fw={700} size="lg">
          {item?.title}
        </Text>
      }
      closeButtonProps={{ "aria-label": "Close" }}
      data-testid="gallery-modal"
    >
      {item && (
        <>
          <Box bg="gray.1" p={{ base: 4, sm: "md" }} style={{ borderRadius: "var(--mantine-radius-md)" }}>
            <GalleryVisual item={item} isFullSize />
          </Box>
          {item.description && <Text mt="md">{item.description}</Text>}
        </>
      )}
    </Modal>
  );
}
