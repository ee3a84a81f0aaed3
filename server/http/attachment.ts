import type { FastifyReply } from "fastify";

/**
 * Content-Disposition for a download named after the user's file (RFC 6266): an ASCII fallback for old
 * clients and the exact name in UTF-8 (RFC 5987, which also wants ' ( ) * percent-encoded).
 */
export function attachmentHeader(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Sends a file as a download named after `fileName`. */
export function sendAttachment(
  reply: FastifyReply,
  file: { bytes: Uint8Array; fileName: string; mimeType: string },
) {
  return reply
    .header("content-type", file.mimeType)
    .header("content-disposition", attachmentHeader(file.fileName))
    .header("access-control-expose-headers", "content-disposition")
    .send(Buffer.from(file.bytes));
}
