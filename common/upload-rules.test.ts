import { describe, expect, it } from "vitest";
import { UPLOAD_LIMITS } from "./plans";
import {
  checkDraftUpload,
  checkExecutedUpload,
  DOCX_MIME,
  normaliseFileName,
  PDF_MIME,
} from "./upload-rules";

const MB10 = 10 * 1024 * 1024;
const docx = { name: "Acme SaaS agreement_v2-final.docx", size: 24_000, type: DOCX_MIME };

describe("checkDraftUpload", () => {
  it("accepts a normal Word document", () => {
    expect(checkDraftUpload(docx)).toBeNull();
    expect(checkDraftUpload({ ...docx, name: "CONTRACT.DOCX" })).toBeNull();
    expect(checkDraftUpload({ ...docx, name: "Vertrag Müller.docx" })).toBeNull();
  });

  it("accepts an unknown or missing type when the extension is right", () => {
    expect(checkDraftUpload({ ...docx, type: undefined })).toBeNull();
    expect(checkDraftUpload({ ...docx, type: "" })).toBeNull();
    expect(checkDraftUpload({ ...docx, type: "application/octet-stream" })).toBeNull();
  });

  it("rejects another reported type", () => {
    expect(checkDraftUpload({ name: "contract.pdf", size: 24_000, type: PDF_MIME })).toBe(
      "Please upload a DOCX file. Our contract analyzer is optimized for Word documents only.",
    );
    expect(checkDraftUpload({ ...docx, type: "application/msword" })).toBe(
      "Please upload a DOCX file. Our contract analyzer is optimized for Word documents only.",
    );
  });

  it("rejects a wrong extension", () => {
    expect(checkDraftUpload({ ...docx, name: "contract.doc" })).toBe("File must have .docx extension.");
    expect(checkDraftUpload({ name: "contract.pdf", size: 24_000 })).toBe("File must have .docx extension.");
    expect(checkDraftUpload({ ...docx, name: "contract.docx.exe" })).toBe("File must have .docx extension.");
  });

  it.each([
    "Consulting Agreement (1).docx",
    "Smith & Jones – Master Services [v2].docx",
    "O'Brien's NDA.docx",
    "Contrat de société Éléphant.docx",
    "Vertrag für Müller GmbH #3 (final!).docx",
    "合同 2026.docx",
    "Supplier agreement 📄.docx",
    "Terms; 50% off, {draft} @ £1,000 + VAT = ok?.docx",
    " trailing space.docx ",
    `${"a".repeat(250)}.docx`,
  ])("accepts the ordinary desktop file name %j", (name) => {
    expect(checkDraftUpload({ ...docx, name })).toBeNull();
    expect(checkExecutedUpload({ name: name.replace(/\.docx/, ".pdf"), size: 24_000 })).toBeNull();
  });

  it.each([
    ["a path", "../../etc/passwd.docx"],
    ["a Windows path", "C:\\Users\\me\\contract.docx"],
    ["a NUL", "contract\u0000.docx"],
    ["a new line", "contract\r\nSet-Cookie: x.docx"],
    ["a tab", "contract\tdraft.docx"],
    ["a right-to-left override", "invoice\u202Excod.exe.docx"],
    ["no name before the extension", ".docx"],
    ["only dots", "...docx"],
    ["over 255 characters", `${"a".repeat(252)}.docx`],
    ["over 255 characters counted as people see them", `${"é".repeat(252)}.docx`],
  ])("refuses %s", (_, name) => {
    const message = "Filename contains invalid characters or is too long.";
    expect(checkDraftUpload({ ...docx, name })).toBe(message);
    expect(checkExecutedUpload({ name: name.replace(/\.docx$/, ".pdf"), size: 24_000 })).toEqual({
      title: "Invalid file name",
      message,
    });
  });

  it("stores names composed (NFC) and without surrounding spaces", () => {
    expect(normaliseFileName(" Cafe\u0301 contract.docx ")).toBe("Café contract.docx");
  });

  it("rejects 10MB or more", () => {
    expect(checkDraftUpload({ ...docx, size: MB10 - 1 })).toBeNull();
    expect(checkDraftUpload({ ...docx, size: MB10 })).toBe("Please upload a file smaller than 10MB.");
    expect(UPLOAD_LIMITS.maxBytes).toBe(MB10);
  });

  it("rejects fewer than 100 bytes", () => {
    expect(checkDraftUpload({ ...docx, size: 99 })).toBe("File appears to be empty or corrupted.");
    expect(checkDraftUpload({ ...docx, size: 0 })).toBe("File appears to be empty or corrupted.");
    expect(checkDraftUpload({ ...docx, size: 100 })).toBeNull();
  });

  it("reports type, then extension, then name, then size", () => {
    expect(checkDraftUpload({ name: "bad\u0000name.pdf", size: 0, type: PDF_MIME })).toBe(
      "Please upload a DOCX file. Our contract analyzer is optimized for Word documents only.",
    );
    expect(checkDraftUpload({ name: "bad\u0000name.pdf", size: 0 })).toBe("File must have .docx extension.");
    expect(checkDraftUpload({ name: "bad\u0000name.docx", size: 0 })).toBe(
      "Filename contains invalid characters or is too long.",
    );
    expect(checkDraftUpload({ name: "ok.docx", size: MB10 + 1 })).toBe(
      "Please upload a file smaller than 10MB.",
    );
  });
});

describe("checkExecutedUpload", () => {
  it("accepts PDF and Word documents", () => {
    expect(checkExecutedUpload({ name: "Signed MSA (final).pdf", size: 500_000, type: PDF_MIME })).toBeNull();
    expect(checkExecutedUpload({ name: "signed.DOCX", size: 500_000, type: DOCX_MIME })).toBeNull();
    expect(checkExecutedUpload({ name: "signed.pdf", size: 500_000 })).toBeNull();
    expect(
      checkExecutedUpload({ name: "signed.pdf", size: 500_000, type: "application/octet-stream" }),
    ).toBeNull();
  });

  it("rejects other types", () => {
    const invalid = { title: "Invalid file type", message: "Please upload a PDF or Word document." };
    expect(checkExecutedUpload({ name: "scan.png", size: 500_000, type: "image/png" })).toEqual(invalid);
    expect(checkExecutedUpload({ name: "old.doc", size: 500_000 })).toEqual(invalid);
    expect(checkExecutedUpload({ name: "trick.pdf", size: 500_000, type: "text/html" })).toEqual(invalid);
  });

  it("rejects 10MB or more", () => {
    expect(checkExecutedUpload({ name: "big.pdf", size: MB10, type: PDF_MIME })).toEqual({
      title: "File too large",
      message: "File size must be less than 10MB.",
    });
    expect(checkExecutedUpload({ name: "big.pdf", size: MB10 - 1, type: PDF_MIME })).toBeNull();
  });
});
