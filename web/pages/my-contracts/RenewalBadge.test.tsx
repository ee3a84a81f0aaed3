// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renewalStatus } from "../../../common/renewal-status";
import { RenewalBadge } from "./RenewalBadge";

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const today = new Date("2026-11-29T15:00:00Z");
const order = (createdAt: string) => ({
  startDate: "2026-09-07",
  endDate: "2026-10-16",
  renewalDate: null,
  isAutoRenewal: false,
  renewalNoticeDays: null,
  createdAt,
});

async function badgeText(createdAt: string) {
  await act(async () => {
    root.render(
      <MantineProvider>
        <RenewalBadge status={renewalStatus(order(createdAt), today)} />
      </MantineProvider>,
    );
  });
  return container.querySelector('[data-testid="renewal-badge"]')?.textContent;
}

describe("renewal badge of an ended contract", () => {
  it("reads 'Ended' for an order added after its end date, without 'Needs attention'", async () => {
    expect(await badgeText("2026-11-29T14:58:00.000Z")).toBe("Ended");
  });

  it("reads 'Expired · Needs attention' for one that ended while in the portfolio", async () => {
    expect(await badgeText("2026-09-08T09:00:00.000Z")).toBe("Expired · Needs attention");
  });
});
