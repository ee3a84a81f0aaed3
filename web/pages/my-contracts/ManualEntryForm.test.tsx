// @vitest-environment jsdom
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ExecutedUpload } from "../../api/portfolio";
import { stubMatchMedia } from "../../test-support/mounted-root";
import { ManualEntryForm } from "./ManualEntryForm";

// What a browser does with Enter in a text field of a form: the key goes to the field first, then the
// form is submitted (jsdom does not submit by itself, so the test does it in that order).
async function pressEnter(input: HTMLInputElement) {
  await act(async () => {
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    input.form?.requestSubmit();
  });
}

async function type(input: HTMLInputElement, text: string) {
  await act(async () => {
    input.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, text);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

const upload = (endDate: string | null, noticePeriodDays: number | null = 45): ExecutedUpload => ({
  uploadId: "0b7c3f8e-2a44-4c55-9b1e-4bb0f0a3d111",
  fileName: "hosting.pdf",
  filePath: "/api/executed-contracts/uploads/0b7c3f8e-2a44-4c55-9b1e-4bb0f0a3d111/file",
  status: "ready",
  progress: 100,
  extractedData: {
    success: true,
    extractionMethod: "pdf-text",
    textLength: 5000,
    text: "…",
    needsReview: false,
    note: null,
    contractDetails: {
      title: "Cloud Hosting Agreement",
      vendor: "Cloudline Systems Limited",
      value: 24000,
      currency: "GBP",
      paymentTerms: "Annual in advance",
      startDate: "2026-01-01",
      endDate,
      renewalDate: null,
      autoRenewal: true,
      noticePeriodDays,
      contractType: "Other",
      jurisdiction: "England and Wales",
      overallRisk: "Medium",
      description: "Paid annually in advance.",
    },
  },
});

let container: HTMLDivElement;
let root: Root;
const fetchSpy = vi.fn();
const onSaved = vi.fn();

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  stubMatchMedia();
  // the description box grows with its text and listens for web fonts, which jsdom does not have
  if (!("fonts" in document)) Object.defineProperty(document, "fonts", { value: new EventTarget() });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  fetchSpy.mockReset();
  onSaved.mockReset();
  vi.stubGlobal("fetch", fetchSpy);
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

async function renderForm(from: ExecutedUpload) {
  await act(async () => {
    root.render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <ManualEntryForm upload={from} onSaved={onSaved} onCancel={() => {}} />
        </QueryClientProvider>
      </MantineProvider>,
    );
  });
  return (testId: string) => container.querySelector<HTMLInputElement>(`input[data-testid="${testId}"]`)!;
}

describe("manual entry form", () => {
  it("does not save on Enter in the start date while the end date is empty: it says so and moves there", async () => {
    const field = await renderForm(upload(null));
    await pressEnter(field("manual-start-date"));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(container.textContent).toContain("End date is required");
    expect(document.activeElement).toBe(field("manual-end-date"));
    expect(field("manual-end-date").getAttribute("aria-invalid")).toBe("true");
  });

  it("checks the text typed in a date field when Enter is pressed, not the last date it could read", async () => {
    const field = await renderForm(upload("2026-12-31"));
    await type(field("manual-renewal-date"), "31/02/2027");
    await pressEnter(field("manual-renewal-date"));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(container.textContent).toContain("Renewal date must be a date (DD/MM/YYYY)");
    expect(document.activeElement).toBe(field("manual-renewal-date"));
  });

  it("saves on Enter once the dates are complete", async () => {
    fetchSpy.mockResolvedValue(new Response(JSON.stringify({ id: "c1" }), { status: 200 }));
    const field = await renderForm(upload("2026-12-31"));
    await pressEnter(field("manual-start-date"));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [path, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(path).toBe("/api/executed-contracts/save-manual");
    expect(JSON.parse(String(init.body))).toMatchObject({ startDate: "2026-01-01", endDate: "2026-12-31" });
  });

  it("says the notice was not found in the contract instead of choosing 30 days, and saves it as unknown", async () => {
    fetchSpy.mockResolvedValue(new Response(JSON.stringify({ id: "c1" }), { status: 200 }));
    const field = await renderForm(upload("2026-12-31", null));
    expect(field("manual-notice").value).toBe("");
    expect(field("manual-notice").getAttribute("placeholder")).toBe("Not stated in the contract");
    expect(container.textContent).toContain("Not found in the contract.");
    expect(container.textContent).not.toContain("30 days");
    await pressEnter(field("manual-start-date"));
    const [, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body)).noticeRequired).toBeNull();
  });

  it("shows the notice the contract gives, with no hint", async () => {
    const field = await renderForm(upload("2026-12-31", 45));
    expect(field("manual-notice").value).toBe("45 days");
    expect(container.textContent).not.toContain("Not found in the contract.");
  });
});
