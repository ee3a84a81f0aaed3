import { Image } from "@mantine/core";
import type { GalleryItem } from "./gallery-items";

/** An uploaded screenshot, or the built-in illustration of the screen. */
export function GalleryVisual({ item, isFullSize = false }: { item: GalleryItem; isFullSize?: boolean }) {
  if (item.imageSrc)
    return (
      <Image
        src={item.imageSrc}
        alt={item.title}
        fit="contain"
        h={isFullSize ? undefined : 200}
        mah={isFullSize ? "70vh" : undefined}
        radius="sm"
      />
    );
  return item.Illustration ? <item.Illustration /> : null;
}
