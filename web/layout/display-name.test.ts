import { describe, expect, it } from "vitest";
import { displayName } from "./display-name";

describe("displayName", () => {
  it("shows the name given at sign-up rather than the username made from it", () => {
    expect(displayName({ firstName: "Helen", lastName: "Marsh", username: "Helen.Marsh" })).toBe(
      "Helen Marsh",
    );
    expect(displayName({ firstName: "Mary-Jane", lastName: "O'Neil", username: "MaryJane.ONeil2" })).toBe(
      "Mary-Jane O'Neil",
    );
  });

  it("copes with one name only, and falls back to the username when there is none", () => {
    expect(displayName({ firstName: " Sam ", lastName: "", username: "sam" })).toBe("Sam");
    expect(displayName({ firstName: "", lastName: "  ", username: "helen.marsh" })).toBe("helen.marsh");
    expect(displayName({ username: "admin" })).toBe("admin");
  });
});
