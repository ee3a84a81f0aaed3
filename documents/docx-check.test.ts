import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { DocumentError } from "./document-error";
import { checkDocxContent, detectFileKind, MAX_UNCOMPRESSED_BYTES } from "./docx-check";
import { makeDocx, p } from "./test-support/make-docx";
import { writeZip } from "./test-support/zip-writer";

function codeOf(action: () => void): string | null {
  try {
    action();
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(DocumentError);
    return (error as DocumentError).code;
  }
}

const OLE_HEADER = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function oleFile(streamName?: string): Uint8Array {
  const bytes = new Uint8Array(4096);
  bytes.set(OLE_HEADER, 0);
  if (streamName) {
    for (let i = 0; i < streamName.length; i++) bytes[1024 + i * 2] = streamName.charCodeAt(i);
  }
  return bytes;
}

describe("checkDocxContent", () => {
  it("accepts a real DOCX", async () => {
    const docx = await makeDocx(p("The Supplier shall provide the Services."));
    expect(codeOf(() => checkDocxContent(docx))).toBeNull();
    expect(detectFileKind(docx)).toBe("docx");
  });

  it("refuses a zip without word/document.xml", async () => {
    const zip = new JSZip();
    zip.file("hello.txt", "not a Word document");
    const bytes = await zip.generateAsync({ type: "uint8array" });
    expect(codeOf(() => checkDocxContent(bytes))).toBe("NOT_DOCX");
    expect(detectFileKind(bytes)).toBe("unknown");
  });

  it("refuses plain text and PDFs as not DOCX", () => {
    const text = new TextEncoder().encode("This is just a text file pretending to be a contract.".repeat(3));
    expect(codeOf(() => checkDocxContent(text))).toBe("NOT_DOCX");
    const pdf = new TextEncoder().encode("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n");
    expect(codeOf(() => checkDocxContent(pdf))).toBe("NOT_DOCX");
    expect(detectFileKind(pdf)).toBe("pdf");
    expect(detectFileKind(text)).toBe("unknown");
  });

  it("tells a password-protected document apart from an old .doc", () => {
    const encrypted = oleFile("EncryptedPackage");
    expect(codeOf(() => checkDocxContent(encrypted))).toBe("ENCRYPTED");
    expect(detectFileKind(encrypted)).toBe("docx");
    try {
      checkDocxContent(encrypted);
    } catch (error) {
      expect((error as Error).message).toBe(
        "This document is password-protected. Remove the password in Word and upload it again.",
      );
    }
    const legacyDoc = oleFile("WordDocument");
    expect(codeOf(() => checkDocxContent(legacyDoc))).toBe("NOT_DOCX");
    expect(detectFileKind(legacyDoc)).toBe("unknown");
  });

  it("refuses a zip with encrypted entries", () => {
    const bytes = writeZip([{ name: "word/document.xml", data: "<w:document/>", flags: 1 }]);
    expect(codeOf(() => checkDocxContent(bytes))).toBe("ENCRYPTED");
  });

  it("refuses a truncated or damaged file as corrupt", async () => {
    const docx = await makeDocx(p("Some text that makes the archive a little longer than nothing at all."));
    expect(codeOf(() => checkDocxContent(docx.slice(0, Math.floor(docx.length / 2))))).toBe("CORRUPT");
    const damaged = docx.slice();
    // Flip bytes inside the first entry's compressed data.
    for (let i = 60; i < 90; i++) damaged[i] ^= 0x5a;
    expect(codeOf(() => checkDocxContent(damaged))).toBe("CORRUPT");
  });

  it("refuses a zip bomb by its declared size", () => {
    const zeros = new Uint8Array(MAX_UNCOMPRESSED_BYTES + 1024);
    const bomb = writeZip([
      { name: "word/document.xml", data: "<w:document/>" },
      { name: "word/media/huge.bin", data: zeros },
    ]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(codeOf(() => checkDocxContent(bomb))).toBe("TOO_LARGE_UNCOMPRESSED");
  });

  it("stops inflating an entry that lies about its size", () => {
    const zeros = new Uint8Array(20 * 1024 * 1024);
    const liar = writeZip([
      { name: "word/document.xml", data: "<w:document/>" },
      { name: "word/media/small.bin", data: zeros, declaredSize: 1000 },
    ]);
    const started = performance.now();
    expect(codeOf(() => checkDocxContent(liar))).toBe("CORRUPT");
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("refuses an archive with too many entries", () => {
    const files = [{ name: "word/document.xml", data: "<w:document/>" }];
    for (let i = 0; i < 2100; i++) files.push({ name: `word/x${i}.xml`, data: "" });
    expect(codeOf(() => checkDocxContent(writeZip(files)))).toBe("TOO_LARGE_UNCOMPRESSED");
  });
});
