import { Card, Group, SimpleGrid, Skeleton, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconZoomIn } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { publicScreenshotsQuery } from "../../api/screenshots";
import { GalleryVisual } from "./gallery/GalleryVisual";
import { GALLERY_ITEMS, type GalleryItem } from "./gallery/gallery-items";
import { galleryFromScreenshots } from "./gallery/uploaded-items";
import { LandingSection } from "./LandingSection";
import { ScreenshotModal } from "./ScreenshotModal";

/** Shows the screenshots an administrator uploaded; the built-in illustrations when there are none. */
export function ScreenshotGallery() {
  const uploaded = useQuery(publicScreenshotsQuery());
  const items = uploaded.data?.length ? galleryFromScreenshots(uploaded.data) : GALLERY_ITEMS;
  // The last selected item stays set while the modal fades out, so its title does not blank first.
  const [selected, setSelected] = useState<GalleryItem | null>(null);
  const [isOpen, { open, close }] = useDisclosure(false);

  return (
    <LandingSection
      id="screens"
      title="See the screens"
      intro={
        uploaded.data?.length
          ? "The main screens. Select one to see it full size."
          : "Illustrations of the main screens. Select one to see it full size."
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="gallery-grid">
        {uploaded.isPending && [0, 1, 2].map((i) => <Skeleton key={i} h={260} radius="md" />)}
        {!uploaded.isPending &&
          items.map((item) => (
            <Card
              key={item.id}
              component="button"
              type="button"
              withBorder
              radius="md"
              padding={0}
              onClick={() => {
                setSelected(item);
                open();
              }}
              aria-haspopup="dialog"
              aria-label={`${item.title}: view full size`}
              data-testid={`gallery-item-${item.id}`}
              style={{ overflow: "hidden", textAlign: "left", cursor: "pointer", width: "100%" }}
            >
              <Card.Section component="span" display="block" bg="gray.1" p="sm">
                <GalleryVisual item={item} />
              </Card.Section>
              <Card.Section component="span" display="block" p="md">
                <Group component="span" justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={700} component="span">
                    {item.title}
                  </Text>
                  <IconZoomIn size={20} aria-hidden color="var(--mantine-color-teal-7)" />
                </Group>
                {item.summary && (
                  <Text size="sm" c="gray.7" component="span" display="block">
                    {item.summary}
                  </Text>
                )}
              </Card.Section>
            </Card>
          ))}
      </SimpleGrid>
      <ScreenshotModal item={selected} opened={isOpen} onClose={close} />
    </LandingSection>
  );
}
