import type { Screenshot } from "../../../../common/screenshots";
import { GALLERY_ITEMS, type GalleryItem } from "./gallery-items";
import { screenshotCaption } from "./screenshot-caption";

/** The gallery made of the screenshots an administrator uploaded, in the order the server lists them. */
export function galleryFromScreenshots(screenshots: Screenshot[]): GalleryItem[] {
  return screenshots.map((screenshot) => ({
    id: `uploaded-${screenshot.filename}`,
    ...screenshotCaption(screenshot.filename, GALLERY_ITEMS),
    imageSrc: screenshot.path,
  }));
}
