import type { Page } from "@playwright/test";

export type BadgeContrast = { text: string; ratio: number; color: string; background: string };

/**
 * The WCAG contrast of every visible Mantine badge on the page: its text colour against what is really
 * behind it (translucent backgrounds are blended over their ancestors' backgrounds, as the eye sees them).
 */
export async function badgeContrasts(page: Page): Promise<BadgeContrast[]> {
  return page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true })!;
    // Any CSS colour syntax the browser computes (rgb, color(srgb ...), oklch) read back as sRGB bytes.
    const rgba = (css: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = "rgba(0, 0, 0, 0)";
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const over = (top: number[], bottom: number[]) =>
      [0, 1, 2].map((i) => top[i] * top[3] + bottom[i] * (1 - top[3])).concat(1);
    const backgroundBehind = (element: Element | null): number[] => {
      const layers: number[][] = [];
      for (let node = element; node; node = node.parentElement) {
        const colour = rgba(getComputedStyle(node).backgroundColor);
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] === 1) break;
      }
      return layers.reduceRight((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const luminance = (colour: number[]) => {
      const [r, g, b] = colour.slice(0, 3).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const hex = (colour: number[]) =>
      `#${colour
        .slice(0, 3)
        .map((v) => Math.round(v).toString(16).padStart(2, "0"))
        .join("")}`;

    return [...document.querySelectorAll<HTMLElement>(".mantine-Badge-root")]
      .filter((badge) => badge.checkVisibility() && (badge.textContent ?? "").trim() !== "")
      .map((badge) => {
        const background = backgroundBehind(badge);
        const color = over(rgba(getComputedStyle(badge).color), background);
        const [light, dark] = [luminance(color), luminance(background)].sort((a, b) => b - a);
        return {
          text: (badge.textContent ?? "").trim(),
          ratio: Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100,
          color: hex(color),
          background: hex(background),
        };
      });
  });
}
