// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { analyseContract } from "../../../../analysis/index";
import type { AnalysisRecord } from "../../../api/contracts";
import { mountedRoot } from "../../../test-support/mounted-root";
import { AtAGlance } from "./AtAGlance";

const dom = mountedRoot();

const TEXT = [
  'This Agreement is made on 2 March 2026 between Brightwater Creative Limited (the "Agency") and Moorside Bakeries Ltd (the "Client").',
  "1. TERM",
  "1.1 This Agreement starts on 1 April 2026 and shall continue for twelve (12) months and shall renew automatically for further periods of twelve (12) months.",
  "2. PAYMENT",
  "2.1 The Client shall pay the Agency each invoice within 30 days of receipt.",
].join("\n\n");
const analysis = { ...analyseContract(TEXT), id: "a1", contractId: "c1", engineVersion: "t", createdAt: "" };

async function render(ownCompanyName: string) {
  await act(async () => {
    dom.root.render(
      <MantineProvider>
        <AtAGlance analysis={analysis as unknown as AnalysisRecord} ownCompanyName={ownCompanyName} />
      </MantineProvider>,
    );
  });
  return dom.container.querySelector<HTMLElement>('section[aria-label="At a glance"]');
}

/** The text a screen reader reads: what is on screen less what is hidden from it. */
function spoken(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
}

describe("AtAGlance", () => {
  it("is a labelled region holding a list of labels and values: the parties and the dates", async () => {
    const region = await render("Moorside Bakeries Ltd");
    expect(region).not.toBeNull();
    const labels = [...(region?.querySelectorAll("dl > div > dt") ?? [])].map((dt) => dt.textContent);
    expect(labels).toEqual(["Parties", "Dates"]);
    const [parties, dates] = [...(region?.querySelectorAll("dl > div > dd") ?? [])];
    expect(spoken(parties)).toBe(
      "Brightwater Creative Limited (the Agency) — supplier; Moorside Bakeries Ltd (the Client) — customer, You",
    );
    expect(spoken(dates)).toBe("Starts 01/04/2026; Ends 31/03/2027, then renews automatically");
    expect(region?.querySelector('[data-testid="glance-notice"]')).toBeNull();
  });

  it("shows a quiet notice when the user's company is not one of the parties", async () => {
    const region = await render("Northwind Trading Ltd");
    expect(region?.querySelector('[data-testid="glance-notice"]')?.textContent).toBe(
      "Your company, Northwind Trading Ltd, is not named as a party, so check that your side of the deal is right.",
    );
    // with no company matched, the party on the review's side (the customer, by default) is the user's
    expect(region?.querySelectorAll('[data-testid="glance-you"]')).toHaveLength(1);
  });
});
