/**
 * Screenshots an administrator uploads for the landing page gallery (spec 02, admin Screenshots tab):
 * PNG, JPG, GIF or WebP up to 10MB, stored under a safe name and served read-only from
 * SCREENSHOTS_PATH/<filename>.
 */
import { z } from "zod";
import { UPLOAD_LIMITS } from "./plans";

export const SCREENSHOTS_PATH = "/uploads/screenshots";
export const SCREENSHOT_MAX_BYTES = UPLOAD_LIMITS.maxBytes;

/** Extension written on the stored name for each accepted image type. */
export const SCREENSHOT_TYPES = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
} as const;
export type ScreenshotMime = keyof typeof SCREENSHOT_TYPES;

/** For Mantine Dropzone `accept`. */
export const SCREENSHOT_ACCEPT = {
  "image/png": [".png"],
  "image/jpeg": [".jpg", ".jpeg"],
  "image/gif": [".gif"],
  "image/webp": [".webp"],
} as const;

export const SCREENSHOT_MESSAGES = {
  wrongType: "Only PNG, JPG, GIF and WebP images can be uploaded.",
  tooLarge: "Images must be 10MB or smaller.",
  empty: "The image is empty.",
} as const;

export const screenshotSchema = z.object({
  filename: z.string(),
  /** Root-relative address the image is served from. */
  path: z.string(),
  /** Size in bytes. */
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type Screenshot = z.infer<typeof screenshotSchema>;

export const screenshotPath = (filename: string) => `${SCREENSHOTS_PATH}/${encodeURIComponent(filename)}`;

/** "12.3 KB": sizes are shown in kilobytes with one decimal. */
export function formatKilobytes(bytes: number): string {
  return `${(bytes / 1024).toLocaleString("en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} KB`;
}

/**
 * The stored name: the uploaded name reduced to lower-case letters, digits and hyphens (so it is safe
 * in a URL, a header and a file system), with the extension of the type the bytes really are.
 */
export function safeScreenshotName(originalName: string, mime: ScreenshotMime): string {
  const base = (originalName.split(/[/\\]/).pop() ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\.[a-z0-9]{1,5}$/i, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return `${base || "screenshot"}.${SCREENSHOT_TYPES[mime]}`;
}

/** Stored names only ever look like this, so anything else asked for cannot be one. */
export const isStoredScreenshotName = (name: string) => /^[a-z0-9-]{1,90}\.(png|jpg|gif|webp)$/.test(name);

/** Checks a file in the browser before sending (the server checks the bytes again); null when fine. */
export function checkScreenshotFile(file: {
  name: string;
  size: number;
  type?: string | null;
}): string | null {
  const type = (file.type ?? "").trim().toLowerCase();
  const extension = `.${file.name.toLowerCase().split(".").pop() ?? ""}`;
  const extensions = Object.values(SCREENSHOT_ACCEPT).flat() as string[];
  const isKnownType = type === "" || type === "application/octet-stream" || type in SCREENSHOT_TYPES;
  if (!extensions.includes(extension) || !isKnownType) return SCREENSHOT_MESSAGES.wrongType;
  if (file.size > SCREENSHOT_MAX_BYTES) return SCREENSHOT_MESSAGES.tooLarge;
  if (file.size === 0) return SCREENSHOT_MESSAGES.empty;
  return null;
}

/**
 * The image type the bytes are, from their signature; null for anything else (an SVG, an HTML page or a
 * renamed document), so what is served publicly is only ever an image of a declared type.
 */
export function detectImageType(bytes: Uint8Array): ScreenshotMime | null {
  const starts = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts(ascii("GIF87a")) || starts(ascii("GIF89a"))) return "image/gif";
  if (starts(ascii("RIFF")) && starts(ascii("WEBP"), 8)) return "image/webp";
  return null;
}
