// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { renewalStatus } from "../../../common/renewal-status";
import { mountedRoot } from "../../test-support/mounted-root";
import { RenewalBadge } from "./RenewalBadge";

const dom = mountedRoot();

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
    dom.root.render(
      <MantineProvider>
        <RenewalBadge status={renewalStatus(order(createdAt), today)} />
      </MantineProvider>,
    );
  });
  return dom.container.querySelector('[data-testid="renewal-badge"]')?.textContent;
}

describe("renewal badge of an ended contract", () => {
  it("reads 'Ended' for an order added after its end date, without 'Needs attention'", async () => {
    expect(await badgeText("2026-11-29T14:58:00.000Z")).toBe("Ended");
  });

  it("reads 'Expired · Needs attention' for one that ended while in the portfolio", async () => {
    expect(await badgeText("2026-09-08T09:00:00.000Z")).toBe("Expired · Needs attention");
  });
});
