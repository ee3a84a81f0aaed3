import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "./app-error";

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, "").replace(/\//g, ".") || undefined;
      return reply.status(400).send({ message: first?.message ?? "Invalid request", field });
    }
    if (isUnstorableText(error)) {
      request.log.warn({ err: error }, "text refused by the database");
      return reply.status(400).send({ message: "The text contains characters that cannot be stored." });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "database connection lost during a request");
      return reply
        .status(503)
        .send({ message: "The database is unavailable for a moment. Please try again in a few seconds." });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === "FST_REQ_FILE_TOO_LARGE") {
      return reply.status(413).send({ message: "Please upload a file smaller than 10MB." });
    }
    if (status === 429) {
      return reply.status(429).send({ message: "Too many requests. Please wait a minute and try again." });
    }
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send({ message: "Something went wrong on our side. Please try again." });
    }
    return reply.status(status).send({ message: error.message });
  });
}

/** PostgreSQL's refusals of text it cannot store (U+0000, invalid encoding), wrapped or not by Drizzle. */
function isUnstorableText(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === "22P05" || e.code === "22021") return true;
    e = e.cause as typeof e;
  }
  return false;
}

const CONNECTION_LOST =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed/i;

/**
 * A lost or refused database connection (server restart, failover, pg_terminate_backend): SQLSTATE
 * class 08 and 57P01-57P03, or node-postgres's own messages, wrapped or not by Drizzle. The pool
 * replaces the connection on the next query, so the request is worth retrying.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    const code = typeof e.code === "string" ? e.code : "";
    if (/^08|^57P0[123]$|^ECONNREFUSED$|^ECONNRESET$|^EPIPE$/.test(code)) return true;
    if (typeof e.message === "string" && CONNECTION_LOST.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
