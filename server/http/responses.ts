import type { ZodType } from "zod";
import { z } from "zod";
import { apiErrorSchema } from "../../common/api/errors";

/** A route's success schemas plus the one error body every route can answer with (4xx and 5xx). */
export function withErrors<T extends Record<number, ZodType | FileResponse>>(responses: T) {
  return { ...responses, "4xx": apiErrorSchema, "5xx": apiErrorSchema };
}

type FileResponse = ReturnType<typeof fileResponse>;

/**
 * A download: documented in OpenAPI as binary; Fastify sends a buffer or a string as it is (never through
 * the serializer), so the route may send either.
 */
export function fileResponse(description: string, mimeTypes: string[]) {
  const bytes = z.string().meta({ format: "binary" }) as unknown as ZodType<Buffer | string>;
  return {
    description,
    content: Object.fromEntries(mimeTypes.map((type) => [type, { schema: bytes }])),
  };
}
