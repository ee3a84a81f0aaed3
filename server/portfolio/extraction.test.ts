import { describe, expect, it } from "vitest";
import { DAMAGED_PDF_MESSAGE } from "../../documents/document-error";
import { extractContractDetails } from "./extraction";

describe("the note on a signed contract whose text could not be read", () => {
  it("says why when the reader knows (a damaged PDF), and that the details can still be typed in", () => {
    const x = extractContractDetails("", {
      method: "none",
      fileName: "lease.pdf",
      unreadable: DAMAGED_PDF_MESSAGE,
    });
    expect(x.success).toBe(false);
    expect(x.note).toBe(
      `${DAMAGED_PDF_MESSAGE} Or fill in the details yourself: this copy is kept as it is.`,
    );
  });

  it("keeps the general note when there is no reason to give", () => {
    const x = extractContractDetails("", { method: "none", fileName: "scan.pdf" });
    expect(x.note).toBe(
      "We could not read any text from this file. It is stored; please fill in the details yourself.",
    );
  });
});
