import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { MessageChannel } from "node:worker_threads";
import { Piscina } from "piscina";
import { DAMAGED_PDF_MESSAGE, DocumentError } from "./document-error";
import { DOCUMENT_LIMITS } from "./limits";
import type { ReadOutcome, ReadTask } from "./read-document-task";
import type { DocxContent } from "./read-docx";
import type { PdfContent } from "./read-pdf";

export type ReaderLimits = {
  threads: number;
  timeoutMs: number;
  heapMb: number;
  maxQueued: number;
  maxQueueWaitMs: number;
};

type Logger = { warn: (context: object, message: string) => void };

/**
 * Reads uploaded documents in a pool of worker threads, one per core, so the request thread never
 * parses a file. Each document has a time limit and each worker a heap limit; a file that breaches
 * either, or crashes its parser, costs one worker (replaced at once) and is refused with a
 * DocumentError, never a failure of the service.
 */
export function createDocumentReader(options: Partial<ReaderLimits> & { log?: Logger } = {}) {
  const limits: ReaderLimits = {
    threads: options.threads ?? Math.max(1, availableParallelism()),
    timeoutMs: options.timeoutMs ?? DOCUMENT_LIMITS.readTimeoutMs,
    heapMb: options.heapMb ?? DOCUMENT_LIMITS.workerHeapMb,
    maxQueued: options.maxQueued ?? DOCUMENT_LIMITS.maxQueued,
    maxQueueWaitMs: options.maxQueueWaitMs ?? DOCUMENT_LIMITS.maxQueueWaitMs,
  };
  const pool = new Piscina<ReadTask, ReadOutcome>({
    filename: fileURLToPath(new URL("./reader-worker.mjs", import.meta.url)),
    minThreads: 1,
    maxThreads: limits.threads,
    maxQueue: limits.maxQueued,
    idleTimeout: 60_000,
    // Reading yields the CPU to request handling: a slow file slows only its own answer.
    niceIncrement: 10,
    resourceLimits: {
      maxOldGenerationSizeMb: limits.heapMb,
      maxYoungGenerationSizeMb: 32,
      stackSizeMb: 4,
    },
  });
  // A worker that dies between tasks (a parser's stray error) is replaced by the pool; say so only.
  pool.on("error", (error: unknown) => options.log?.warn({ err: error }, "document reader worker failed"));

  async function run(kind: ReadTask["kind"], bytes: Uint8Array, page?: number): Promise<ReadOutcome> {
    const controller = new AbortController();
    const { port1, port2 } = new MessageChannel();
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    // The limit starts when a worker picks the file up; a long wait in the queue means "busy".
    const queueTimer = setTimeout(() => controller.abort(), limits.maxQueueWaitMs);
    port1.once("message", () => {
      clearTimeout(queueTimer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, limits.timeoutMs);
    });
    try {
      return await pool.run(
        { kind, bytes, page, started: port2 },
        { signal: controller.signal, transferList: [port2] },
      );
    } catch (error) {
      if (controller.signal.aborted && !timedOut)
        throw new DocumentError("BUSY", undefined, { cause: error });
      throw readFailure(kind, error);
    } finally {
      clearTimeout(queueTimer);
      clearTimeout(timer);
      port1.close();
    }
  }

  return {
    limits,
    async readDocx(bytes: Uint8Array): Promise<DocxContent> {
      const outcome = await run("docx", bytes);
      if (!outcome.ok) throw new DocumentError(outcome.code, outcome.message);
      if (outcome.kind !== "docx") throw new DocumentError("CORRUPT");
      return outcome.content;
    },
    async readPdf(bytes: Uint8Array): Promise<PdfContent> {
      const outcome = await run("pdf", bytes);
      if (!outcome.ok) throw new DocumentError(outcome.code, outcome.message);
      if (outcome.kind !== "pdf") throw new DocumentError("CORRUPT", DAMAGED_PDF_MESSAGE);
      return outcome.content;
    },
    /** A PDF page as a PNG for OCR (null when there is no such page). */
    async renderPdfPage(bytes: Uint8Array, page: number): Promise<Uint8Array | null> {
      const outcome = await run("page-image", bytes, page);
      if (!outcome.ok) throw new DocumentError(outcome.code, outcome.message);
      if (outcome.kind !== "page-image") throw new DocumentError("CORRUPT", DAMAGED_PDF_MESSAGE);
      return outcome.png;
    },
    close: () => pool.destroy(),
  };
}

export type DocumentReader = ReturnType<typeof createDocumentReader>;

function readFailure(kind: ReadTask["kind"], error: unknown): DocumentError {
  const { name, code, message } = error as { name?: string; code?: string; message?: string };
  if (name === "AbortError" || name === "TimeoutError" || code === "ERR_WORKER_OUT_OF_MEMORY")
    return new DocumentError("TOO_COMPLEX", undefined, { cause: error });
  if (message?.includes("Task queue is at limit"))
    return new DocumentError("BUSY", undefined, { cause: error });
  return new DocumentError("CORRUPT", kind === "docx" ? undefined : DAMAGED_PDF_MESSAGE, { cause: error });
}

let shared: DocumentReader | null = null;

/** The process-wide reader, started on first use. */
export function documentReader(log?: Logger): DocumentReader {
  shared ??= createDocumentReader({ log });
  return shared;
}

/** Stops the process-wide reader's workers (at shutdown). */
export async function closeDocumentReader(): Promise<void> {
  const reader = shared;
  shared = null;
  await reader?.close();
}
