import { describe, expect, it } from "vitest";
import { screenshotCaption } from "./screenshot-caption";

const screens = [
  {
    id: "risk-dashboard",
    title: "Risk Dashboard",
    summary: "Risk at a glance.",
    description: "Counts drafts by risk.",
  },
];

describe("uploaded screenshot captions", () => {
  it("takes a built-in screen's words when the name starts with its id", () => {
    expect(screenshotCaption("risk-dashboard.png", screens).title).toBe("Risk Dashboard");
    expect(screenshotCaption("risk-dashboard-2.webp", screens)).toEqual({
      title: "Risk Dashboard",
      summary: "Risk at a glance.",
      description: "Counts drafts by risk.",
    });
    expect(screenshotCaption("risk-dashboard-dark-mode.jpg", screens).title).toBe("Risk Dashboard");
  });

  it("turns any other name into a plain title", () => {
    expect(screenshotCaption("renewal-calendar.png", screens)).toEqual({
      title: "Renewal calendar",
      summary: "",
      description: "",
    });
    expect(screenshotCaption("riskdashboard.png", screens).title).toBe("Riskdashboard");
    expect(screenshotCaption("screenshot.gif", screens).title).toBe("Screenshot");
  });
});
