import { createCanvas } from "@napi-rs/canvas";

/**
 * Renders lines of text to a JPEG, like a scanned page: black text on white at roughly 150 dpi for
 * an A4 page (1240 x 1754 px).
 */
export async function renderTextImage(
  lines: string[],
  options: { width?: number; height?: number; fontSize?: number } = {},
): Promise<{ jpeg: Uint8Array; width: number; height: number }> {
  const width = options.width ?? 1240;
  const height = options.height ?? 1754;
  const fontSize = options.fontSize ?? 30;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.fillStyle = "#000000";
  context.font = `${fontSize}px "Liberation Serif", "DejaVu Serif", serif`;
  for (const [index, line] of lines.entries()) context.fillText(line, 110, 160 + index * fontSize * 1.6);
  const jpeg = await canvas.encode("jpeg", 90);
  return { jpeg: new Uint8Array(jpeg), width, height };
}
