import { describe, expect, it } from "vitest";
import {
  checkScreenshotFile,
  detectImageType,
  formatKilobytes,
  isStoredScreenshotName,
  SCREENSHOT_MESSAGES,
  safeScreenshotName,
  screenshotPath,
} from "./screenshots";

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("screenshot rules", () => {
  it("recognises PNG, JPEG, GIF and WebP by their first bytes, and nothing else", () => {
    expect(detectImageType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe("image/png");
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(detectImageType(bytes("GIF89a", [1, 0]))).toBe("image/gif");
    expect(detectImageType(bytes("GIF87a"))).toBe("image/gif");
    expect(detectImageType(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))).toBe("image/webp");
    expect(detectImageType(bytes("RIFF", [0, 0, 0, 0], "WAVEfmt "))).toBeNull();
    expect(detectImageType(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(detectImageType(bytes("%PDF-1.7"))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });

  it("makes a safe name with the extension of the real type", () => {
    expect(safeScreenshotName("Portfolio – Q3 (final).JPEG", "image/jpeg")).toBe("portfolio-q3-final.jpg");
    expect(safeScreenshotName("Überblick.png", "image/webp")).toBe("uberblick.webp");
    expect(safeScreenshotName("../../etc/passwd", "image/png")).toBe("passwd.png");
    expect(safeScreenshotName("日本語.gif", "image/gif")).toBe("screenshot.gif");
    expect(safeScreenshotName(`${"a".repeat(200)}.png`, "image/png")).toBe(`${"a".repeat(80)}.png`);
    expect(isStoredScreenshotName("portfolio-q3-final.jpg")).toBe(true);
    expect(isStoredScreenshotName("../secret.png")).toBe(false);
    expect(isStoredScreenshotName("chart.svg")).toBe(false);
    expect(screenshotPath("risk-dashboard.png")).toBe("/uploads/screenshots/risk-dashboard.png");
  });

  it("shows sizes in KB with one decimal", () => {
    expect(formatKilobytes(12_595)).toBe("12.3 KB");
    expect(formatKilobytes(1024)).toBe("1.0 KB");
    expect(formatKilobytes(10 * 1024 * 1024)).toBe("10,240.0 KB");
  });

  it("checks a file in the browser by extension, reported type and size", () => {
    expect(checkScreenshotFile({ name: "home.png", size: 2000, type: "image/png" })).toBeNull();
    expect(checkScreenshotFile({ name: "home.JPG", size: 2000, type: "" })).toBeNull();
    expect(checkScreenshotFile({ name: "logo.svg", size: 2000, type: "image/svg+xml" })).toBe(
      SCREENSHOT_MESSAGES.wrongType,
    );
    expect(checkScreenshotFile({ name: "home.png", size: 2000, type: "text/html" })).toBe(
      SCREENSHOT_MESSAGES.wrongType,
    );
    expect(checkScreenshotFile({ name: "big.webp", size: 10 * 1024 * 1024 + 1, type: "image/webp" })).toBe(
      SCREENSHOT_MESSAGES.tooLarge,
    );
    expect(checkScreenshotFile({ name: "none.gif", size: 0, type: "image/gif" })).toBe(
      SCREENSHOT_MESSAGES.empty,
    );
  });
});
