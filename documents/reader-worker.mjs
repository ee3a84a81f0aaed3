// Entry of a document reader worker thread (see isolated-reader.ts). Worker threads do not inherit
// the TypeScript loader of every runner (Vitest has its own), so this file registers tsx itself.
import { register } from "tsx/esm/api";

// pdfjs is loaded before tsx is registered, so Node loads its two large bundles as they are: through
// tsx's transform they cost each worker about 300 MB more memory. pdfjs runs its "fake worker" on this
// thread and finds it already loaded in globalThis.pdfjsWorker.
await import("pdfjs-dist/legacy/build/pdf.mjs");
globalThis.pdfjsWorker = await import("pdfjs-dist/legacy/build/pdf.worker.mjs");

register();

// pdfjs can reject a promise nobody awaits after it has already reported a damaged file; that must
// not end this worker, let alone the server.
process.on("unhandledRejection", () => {});

const { readDocumentTask } = await import("./read-document-task.ts");

export default readDocumentTask;
