import { describe, expect, it } from "vitest";
import { contractListQuerySchema, contractListSearchParams } from "./contract-list";

const parse = (query: Record<string, unknown>) => contractListQuerySchema.parse(query);

describe("the contract list's query string", () => {
  it("defaults to every contract, newest first", () => {
    expect(parse({})).toEqual({ q: "", risk: [], status: [], sort: "uploaded", order: undefined });
    expect(contractListSearchParams(parse({})).toString()).toBe("");
  });

  it("reads lists given with commas or repeated, without duplicates, and trims the search", () => {
    expect(parse({ q: "  acme ", risk: ["red,amber", "red"], status: "decisions-made" })).toMatchObject({
      q: "acme",
      risk: ["red", "amber"],
      status: ["decisions-made"],
    });
  });

  it("writes only what differs from the defaults, so the address stays short", () => {
    const params = contractListSearchParams(
      parse({ q: "acme ltd", risk: "red", sort: "name", order: "asc" }),
    );
    expect(params.toString()).toBe("q=acme+ltd&risk=red&sort=name");
    expect(contractListSearchParams(parse({ sort: "name", order: "desc" })).toString()).toBe(
      "sort=name&order=desc",
    );
    expect(contractListSearchParams(parse({ sort: "uploaded", order: "desc" })).toString()).toBe("");
  });

  it("round-trips through the address", () => {
    const query = parse({
      q: "Harbour (2)",
      risk: "green,red",
      status: "analysed",
      sort: "risk",
      order: "asc",
    });
    const again = parse(Object.fromEntries(contractListSearchParams(query)));
    expect(again).toEqual(query);
  });

  it("names the values it accepts when given one it does not know", () => {
    const result = contractListQuerySchema.safeParse({ risk: "red,purple" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(
      'risk must be one or more of red, amber, green, separated by commas; "purple" is not one',
    );
  });
});
