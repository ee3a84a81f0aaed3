import { describe, expect, it } from "vitest";
import { readListQuery } from "./use-list-filters";

describe("reading the list's filters from the address", () => {
  it("keeps the good parameters of a link and resets only the bad ones", () => {
    const query = readListQuery(
      new URLSearchParams("q=acme&risk=purple&status=decisions-made&sort=size&order=asc"),
    );
    expect(query).toEqual({
      q: "acme",
      risk: [],
      status: ["decisions-made"],
      sort: "uploaded",
      order: "asc",
    });
  });

  it("ignores a search too long for the server rather than failing the page", () => {
    expect(readListQuery(new URLSearchParams({ q: "x".repeat(201) })).q).toBe("");
  });
});
