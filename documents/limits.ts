/**
 * Hard limits on reading one uploaded document. Real contracts sit far below each of them; files
 * above them are refused with DocumentError("TOO_COMPLEX") instead of costing the service minutes
 * of CPU or gigabytes of memory.
 */
export const DOCUMENT_LIMITS = {
  /** word/document.xml as declared in the zip; a 300-page contract written by Word is about 5 MB. */
  maxDocumentXmlBytes: 25 * 1024 * 1024,
  /** Paragraphs (w:p elements) in word/document.xml, table cells included. */
  maxParagraphs: 20_000,
  /** Characters of extracted text, about 300 pages. */
  maxTextChars: 1_000_000,
  /** What one compressed PDF stream may inflate to; a full A4 page image at 300 dpi is about 26 MB. */
  maxPdfStreamBytes: 48 * 1024 * 1024,
  /** Wall-clock time for reading one document in a worker, queueing excluded. */
  readTimeoutMs: 30_000,
  /** How long a document may wait for a free worker (a worker's start included) before "busy". */
  maxQueueWaitMs: 60_000,
  /** V8 heap of one reader worker; past it the worker dies and the file is refused. */
  workerHeapMb: 320,
  /** Documents waiting for a free worker; more are answered "busy, try again". */
  maxQueued: 16,
} as const;
