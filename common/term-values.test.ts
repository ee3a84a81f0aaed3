import { describe, expect, it } from "vitest";
import { notFoundLine } from "./term-values";

describe("the not-found line under a term's summary", () => {
  it("is left out when the summary already says what is missing", () => {
    expect(
      notFoundLine(
        "renewal",
        "No renewal: after its first period, which ends on 02/03/2027 (clause 2.1), the contract runs on ...",
      ),
    ).toBeNull();
    expect(notFoundLine("service", "Not applicable: the contract is not for an ongoing service.")).toBeNull();
  });

  it("is shown otherwise", () => {
    expect(notFoundLine("payment", "Payment is not stated.")).toBe("No payment terms found in this contract");
  });
});
