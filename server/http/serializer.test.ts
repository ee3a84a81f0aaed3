import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createResponseSerializer, toPlainJson } from "./serializer";

const schema = z.object({
  id: z.string(),
  createdAt: z.string(),
  tags: z.array(z.object({ name: z.string() })),
});
const serialise = (strict: boolean) =>
  createResponseSerializer({ strict })({ schema, method: "GET", url: "/api/things/:id", httpStatus: "200" });

describe("response serializer", () => {
  it("writes dates as ISO strings, as the schema describes them", () => {
    const body = serialise(true)({ id: "a", createdAt: new Date("2026-03-02T09:00:00Z"), tags: [] });
    expect(JSON.parse(body)).toEqual({ id: "a", createdAt: "2026-03-02T09:00:00.000Z", tags: [] });
  });

  it("drops fields the schema does not list in production", () => {
    const body = serialise(false)({
      id: "a",
      createdAt: "x",
      passwordHash: "secret",
      tags: [{ name: "n", userId: 3 }],
    });
    expect(JSON.parse(body)).toEqual({ id: "a", createdAt: "x", tags: [{ name: "n" }] });
  });

  it("fails on fields the schema does not list when strict, naming them", () => {
    expect(() =>
      serialise(true)({ id: "a", createdAt: "x", passwordHash: "secret", tags: [{ name: "n", userId: 3 }] }),
    ).toThrow(/passwordHash, tags\[0\]\.userId/);
  });

  it("fails when a listed field has the wrong type", () => {
    expect(() => serialise(false)({ id: 1, createdAt: "x", tags: [] })).toThrow();
  });

  it("turns a reply into the same plain data JSON would, without the text round trip", () => {
    const reply = {
      at: new Date("2026-03-02T09:00:00Z"),
      gone: undefined,
      fn: () => 1,
      list: [1, undefined, Number.NaN, { when: new Date(0), no: undefined }],
      nested: { toJSON: () => ({ shown: "yes" }) },
      text: "é",
      flag: false,
      none: null,
    };
    expect(toPlainJson(reply)).toEqual(JSON.parse(JSON.stringify(reply)));
    expect(() => toPlainJson({ n: BigInt(1) })).toThrow(TypeError);
  });
});
