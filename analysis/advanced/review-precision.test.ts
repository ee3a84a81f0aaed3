import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";

const make = (clause: string) =>
  `SERVICES AGREEMENT\n\nThis Agreement is made on 2 June 2027 between Kettlewell Freight Limited (the "Courier") and Arncliffe Pottery Ltd (the "Client").\n\n1. Services\n\n1.1 The Courier shall collect and deliver the Client's consignments.\n\n2. Terms\n\n2.1 ${clause}\n`;
const findings = (clause: string) => analyseContract(make(clause)).advancedClauses;

describe("findings that must not fire, or must read the right party", () => {
  it("a surcharge the carrier may adjust is the carrier's, even when the sentence opens with the client", () => {
    const f = findings(
      "The Client acknowledges that the Courier may adjust the fuel surcharge each month.",
    ).find((c) => c.category === "price_changes");
    expect(f?.subcategory).not.toMatch(/^you_/);
  });

  it("fees that vary with the number of users are not a right to change prices", () => {
    expect(
      findings("The monthly fees may vary according to the number of users.").some(
        (c) => c.category === "price_changes",
      ),
    ).toBe(false);
  });

  it("a duty not to operate software for another business is not a non-compete", () => {
    expect(
      findings(
        "The Client shall not operate the tracking software for the benefit of any other business within the Territory.",
      ).some((c) => c.category === "non_compete"),
    ).toBe(false);
  });

  it("a claims window counted from delivery is not said to run from sending", () => {
    const f = findings(
      "The Courier shall not be liable for any loss of or damage to a consignment unless the Client notifies it in writing within 3 days of delivery of the consignment.",
    ).find((c) => c.subcategory === "claims_time_limit");
    expect(f?.whyItMatters ?? "").not.toMatch(/from when the goods were sent/);
  });
});
