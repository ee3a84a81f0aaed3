import { schemaResolver } from "@mantine/form";
import type { z } from "zod";

/**
 * Validates a form by the schema the server checks its request with: the values are turned into the
 * request first, so each field shows the server's own message before anything is sent.
 */
export function requestResolver<Values, Request>(schema: z.ZodType, toRequest: (values: Values) => Request) {
  const resolve = schemaResolver(schema, { sync: true });
  return (values: Values) => resolve(toRequest(values) as Record<string, unknown>);
}
