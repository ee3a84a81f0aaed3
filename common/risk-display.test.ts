import { describe, expect, it } from "vitest";
import { RISK_DISPLAYS, riskDisplay, usageBarColor } from "./risk-display";

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe("riskDisplay", () => {
  it.each([
    ["green", "low", "Low risk", "LOW RISK", "green"],
    ["low", "low", "Low risk", "LOW RISK", "green"],
    ["amber", "medium", "Medium risk", "MEDIUM RISK", "yellow"],
    ["medium", "medium", "Medium risk", "MEDIUM RISK", "yellow"],
    ["red", "high", "High risk", "HIGH RISK", "red"],
    ["high", "high", "High risk", "HIGH RISK", "red"],
    ["na", "na", "Not applicable", "NOT APPLICABLE", "gray"],
  ] as const)("%s → %s", (level, key, label, badge, color) => {
    expect(riskDisplay(level)).toMatchObject({ key, label, badge, color });
  });

  it("ignores case and spaces", () => {
    expect(riskDisplay("High").key).toBe("high");
    expect(riskDisplay(" Medium ").key).toBe("medium");
    expect(riskDisplay("RED").key).toBe("high");
    expect(riskDisplay("N/A").key).toBe("na");
  });

  it("shows unknown or missing levels as not applicable", () => {
    expect(riskDisplay(null).key).toBe("na");
    expect(riskDisplay(undefined).key).toBe("na");
    expect(riskDisplay("purple").key).toBe("na");
  });

  it("gives each level its own icon", () => {
    expect(new Set(Object.values(RISK_DISPLAYS).map((display) => display.icon)).size).toBe(4);
  });

  it("meets WCAG AA contrast for badge text on every colour", () => {
    for (const display of Object.values(RISK_DISPLAYS)) {
      expect(contrast(display.textColor, display.background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("would fail AA with white text, which is why the text is dark", () => {
    expect(contrast("#ffffff", RISK_DISPLAYS.high.background)).toBeLessThan(4.5);
  });
});

describe("usageBarColor", () => {
  it.each([
    [0, "green"],
    [59.9, "green"],
    [60, "yellow"],
    [79.9, "yellow"],
    [80, "red"],
    [100, "red"],
  ])("%d%% → %s", (percent, color) => {
    expect(usageBarColor(percent)).toBe(color);
  });
});
