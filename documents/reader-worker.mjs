// Entry of a document reader worker thread (see isolated-reader.ts). Worker threads do not inherit
// the TypeScript loader of every runner (Vitest has its own), so this file registers tsx itself.
import { register } from "tsx/esm/api";

register();

// pdfjs can reject a promise nobody awaits after it has already reported a damaged file; that must
// not end this worker, let alone the server.
process.on("unhandledRejection", () => {});

const { readDocumentTask } = await import("./read-document-task.ts");

export default readDocumentTask;
