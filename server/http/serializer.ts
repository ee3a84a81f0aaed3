import type { FastifySerializerCompiler } from "fastify/types/schema";
import { ResponseSerializationError } from "fastify-type-provider-zod";
import { $ZodType, safeEncode } from "zod/v4/core";

/**
 * Serialises replies through their Zod response schema, like fastify-type-provider-zod's compiler, but
 * first turns the payload into plain JSON (so a Date is its ISO string, as the schema says). With
 * `strict`, a key the schema would drop fails the reply instead: tests catch a field missing from the
 * contract before a screen silently loses it.
 */
export function createResponseSerializer(options: { strict: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema: maybeSchema, method, url }) => {
    const schema = resolveSchema(maybeSchema);
    return (data) => {
      const plain = data === undefined ? data : toPlainJson(data);
      const result = safeEncode(schema, plain);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      if (options.strict) {
        const dropped = droppedPaths(plain, result.data, "");
        if (dropped.length) {
          // Said on stderr too: the error handler answers a bare 500 and tests run without a logger.
          console.error(`Response schema of ${method} ${url} lacks: ${dropped.join(", ")}`);
          throw new Error(
            `${method} ${url} answered fields its response schema does not list: ${dropped.join(", ")}`,
          );
        }
      }
      return JSON.stringify(result.data);
    };
  };
}

/**
 * The value JSON.stringify would write, as plain data (dates as ISO strings, undefined fields left
 * out), without writing and re-reading the text: this runs on every reply.
 */
export function toPlainJson(value: unknown): unknown {
  if (value === null) return null;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "bigint") throw new TypeError("Do not know how to serialize a BigInt");
  if (typeof value !== "object") return value;
  const withJson = value as { toJSON?: () => unknown };
  if (typeof withJson.toJSON === "function") return toPlainJson(withJson.toJSON());
  if (Array.isArray(value)) return value.map((item) => (omitted(item) ? null : toPlainJson(item)));
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    if (!omitted(item)) out[key] = toPlainJson(item);
  }
  return out;
}

const omitted = (v: unknown) => v === undefined || typeof v === "function" || typeof v === "symbol";

function resolveSchema(maybeSchema: unknown): $ZodType {
  if (maybeSchema instanceof $ZodType) return maybeSchema;
  const properties = (maybeSchema as { properties?: unknown }).properties;
  if (properties instanceof $ZodType) return properties;
  throw new Error(`Not a Zod schema: ${JSON.stringify(maybeSchema)}`);
}

function droppedPaths(before: unknown, after: unknown, path: string): string[] {
  if (Array.isArray(before)) {
    if (!Array.isArray(after)) return [];
    return before.flatMap((item, i) => droppedPaths(item, after[i], `${path}[${i}]`)).slice(0, 10);
  }
  if (!isObject(before) || !isObject(after)) return [];
  return Object.keys(before).flatMap((key) => {
    const at = path ? `${path}.${key}` : key;
    if (!(key in after)) return before[key] === undefined ? [] : [at];
    return droppedPaths(before[key], after[key], at);
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
