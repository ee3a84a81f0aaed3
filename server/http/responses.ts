import type { ZodType } from "zod";
import { z } from "zod";
import { apiErrorSchema } from "../../common/api/errors";

/** A route's success schemas plus the one error body every route can answer with (4xx and 5xx). */
export function withErrors<T extends Record<number, ZodType | FileResponse>>(responses: T) {
  return { ...responses, "4xx": apiErrorSchema, "5xx": apiErrorSchema };
}

type FileResponse = ReturnType<typeof fileResponse>;

/** A download: documented in OpenAPI; Fastify sends the bytes as they are (buffers are never serialised). */
export function fileResponse(description: string, mimeTypes: string[]) {
  return {
    description,
    content: Object.fromEntries(
      mimeTypes.map((type) => [type, { schema: z.string().meta({ format: "binary" }) }]),
    ),
  };
}
