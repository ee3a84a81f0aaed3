import { Card, Group, SimpleGrid, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconZoomIn } from "@tabler/icons-react";
import { useState } from "react";
import { GALLERY_ITEMS, type GalleryItem } from "./gallery/gallery-items";
import { LandingSection } from "./LandingSection";
import { ScreenshotModal } from "./ScreenshotModal";

export function ScreenshotGallery() {
  // The last selected item stays set while the modal fades out, so its title does not blank first.
  const [selected, setSelected] = useState<GalleryItem | null>(null);
  const [isOpen, { open, close }] = useDisclosure(false);

  return (
    <LandingSection
      id="screens"
      title="See the screens"
      intro="Illustrations of the main screens. Select one to see it full size."
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {GALLERY_ITEMS.map((item) => (
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
              <item.Illustration />
            </Card.Section>
            <Card.Section component="span" display="block" p="md">
              <Group component="span" justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={700} component="span">
                  {item.title}
                </Text>
                <IconZoomIn size={20} aria-hidden color="var(--mantine-color-teal-7)" />
              </Group>
              <Text size="sm" c="gray.7" component="span" display="block">
                {item.summary}
              </Text>
            </Card.Section>
          </Card>
        ))}
      </SimpleGrid>
      <ScreenshotModal item={selected} opened={isOpen} onClose={close} />
    </LandingSection>
  );
}
