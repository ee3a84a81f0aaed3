import { afterAll, describe, expect, it } from "vitest";
import { createDocumentReader } from "./isolated-reader";
import { nulOverwrittenPdf, smallDocx, twoPagePdf } from "./test-support/crafted-files";
import { makeDocx, p } from "./test-support/make-docx";

describe("reading documents in worker threads", () => {
  const reader = createDocumentReader({ threads: 1 });
  afterAll(() => reader.close());

  it("reads a PDF and a DOCX off the calling thread", async () => {
    const pdf = await reader.readPdf(twoPagePdf());
    expect(pdf.pageCount).toBe(2);
    expect(pdf.text).toContain("The Customer shall pay the Fees within thirty (30) days");
    const docx = await reader.readDocx(await smallDocx());
    expect(docx.text).toContain("governed by the laws of England and Wales");
  }, 120_000);

  it("survives a PDF whose parser leaves a stray rejection behind, and reads the next file", async () => {
    const damaged = await reader.readPdf(nulOverwrittenPdf()).then(
      (content) => content.text,
      (error: Error) => error.message,
    );
    expect(typeof damaged).toBe("string");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await reader.readPdf(twoPagePdf())).pageCount).toBe(2);
  }, 60_000);

  it("refuses a document that takes longer than the time limit, then carries on", async () => {
    const slow = createDocumentReader({ threads: 1, timeoutMs: 1 });
    try {
      const docx = await makeDocx(p("A clause. ").repeat(3_000));
      await expect(slow.readDocx(docx)).rejects.toMatchObject({ code: "TOO_COMPLEX" });
    } finally {
      await slow.close();
    }
  }, 120_000);

  it("refuses a document whose reading exceeds the worker's memory limit", async () => {
    const small = createDocumentReader({ threads: 1, heapMb: 128 });
    try {
      // Under every size cap, but mammoth's tree for it needs far more than 128 MB of heap.
      const docx = await makeDocx(
        p(`${"Payment is due within thirty days of invoice. ".repeat(40)}`).repeat(4_000),
      );
      const error = await small.readDocx(docx).catch((e: Error) => e);
      expect(error).toMatchObject({ code: "TOO_COMPLEX", cause: { code: "ERR_WORKER_OUT_OF_MEMORY" } });
      expect((await small.readPdf(twoPagePdf())).pageCount).toBe(2);
    } finally {
      await small.close();
    }
  }, 180_000);
});
