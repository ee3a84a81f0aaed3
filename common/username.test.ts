import { describe, expect, it } from "vitest";
import { baseUsername, uniqueUsername } from "./username";

describe("baseUsername", () => {
  it.each([
    ["Jane", "Doe", "Jane.Doe"],
    ["  jane ", " doe  ", "Jane.Doe"],
    ["JANE", "DOE", "JANE.DOE"],
    ["anne-marie", "o'neil", "Anne-Marie.Oneil"],
    ["Mary Ann", "van der Berg", "MaryAnn.VanDerBerg"],
    ["José", "Müller", "Jose.Muller"],
    ["Jean--Luc-", "Picard!", "Jean-Luc.Picard"],
    ["R2", "D2", "R2.D2"],
    ["Jane", "", "Jane"],
    ["", "Doe", "Doe"],
    ["Jane", "!!!", "Jane"],
    ["", "", "User"],
    ["李", "王", "User"],
    [null, undefined, "User"],
  ])("%j + %j → %s", (first, last, expected) => {
    expect(baseUsername(first, last)).toBe(expected);
  });
});

describe("uniqueUsername", () => {
  it("keeps the base when it is free", () => {
    expect(uniqueUsername("Jane.Doe", new Set())).toBe("Jane.Doe");
  });

  it("adds 2, 3, ... when taken, ignoring case", () => {
    expect(uniqueUsername("Jane.Doe", new Set(["jane.doe"]))).toBe("Jane.Doe2");
    expect(uniqueUsername("Jane.Doe", new Set(["JANE.DOE", "jane.doe2", "Jane.Doe3"]))).toBe("Jane.Doe4");
  });

  it("fills the first gap", () => {
    expect(uniqueUsername("Jane.Doe", new Set(["Jane.Doe", "Jane.Doe3"]))).toBe("Jane.Doe2");
  });

  it("accepts a predicate", () => {
    const existing = ["jane.doe", "jane.doe2"];
    const asked: string[] = [];
    const result = uniqueUsername("Jane.Doe", (name) => {
      asked.push(name);
      return existing.includes(name.toLowerCase());
    });
    expect(result).toBe("Jane.Doe3");
    expect(asked).toEqual(["Jane.Doe", "Jane.Doe2", "Jane.Doe3"]);
  });

  it("gives up instead of looping for ever", () => {
    expect(() => uniqueUsername("Jane.Doe", () => true)).toThrow("No free username found for Jane.Doe");
  });
});
