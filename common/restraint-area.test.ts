import { describe, expect, it } from "vitest";
import { restraintRadius } from "./restraint-area";

describe("the area a restraint covers", () => {
  it("reads the radius in figures or words and halves it", () => {
    expect(restraintRadius("within 5 miles of the Premises")).toEqual({ stated: "5 miles", half: "3 miles" });
    expect(restraintRadius("within a radius of ten (10) kilometres")).toEqual({
      stated: "ten (10) kilometres",
      half: "5 kilometres",
    });
    expect(restraintRadius("within one mile of the Shop")).toEqual({ stated: "one mile", half: null });
    expect(restraintRadius("anywhere in the Territory")).toBeNull();
  });
});
