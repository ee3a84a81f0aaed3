import type { FastifyInstance } from "fastify";
import { cleanTextDeep } from "../../common/clean-text";

/**
 * Every JSON body and query string passes through cleanText before validation, so no route can
 * store a NUL or other control character (PostgreSQL refuses U+0000 and the request would fail).
 */
export function registerInputCleaning(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    if (request.body && typeof request.body === "object") request.body = cleanTextDeep(request.body);
    if (request.query && typeof request.query === "object") request.query = cleanTextDeep(request.query);
  });
}
