import { describe, expect, it } from "vitest";
import { attachmentHeader } from "./attachment";

describe("attachmentHeader", () => {
  it("keeps an ASCII name as it is and encodes the exact name for RFC 5987 clients", () => {
    expect(attachmentHeader("Consulting Agreement (1).docx")).toBe(
      `attachment; filename="Consulting Agreement (1).docx"; filename*=UTF-8''Consulting%20Agreement%20%281%29.docx`,
    );
  });

  it("replaces what an old client cannot read in the fallback, never the exact name", () => {
    const header = attachmentHeader(`Café "O'Brien"\\draft.pdf`);
    expect(header).toContain(`filename="Caf_ _O'Brien__draft.pdf"`);
    expect(header).toContain("filename*=UTF-8''Caf%C3%A9%20%22O%27Brien%22%5Cdraft.pdf");
  });
});
