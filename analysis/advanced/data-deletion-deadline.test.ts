import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";

const make = (end: string) => `CLOUD SERVICES AGREEMENT

This Agreement is made on 1 May 2027 between Semerwater Cloud Limited (the "Supplier") and Bainbridge Vets Ltd (the "Customer").

1. Data

1.1 The Supplier shall process personal data only on the Customer's documented instructions, ensure its staff keep it confidential, use only sub-processors the Customer approves, and notify the Customer of any personal data breach within 24 hours.

1.2 ${end}
`;

const dataFinding = (end: string, side: "customer" | "supplier" = "customer") =>
  analyseContract(make(end), { side }).advancedClauses.find((c) => c.category === "data_protection");

describe("customer data deleted a set time after the contract ends", () => {
  it("tells the customer to export it in time", () => {
    expect(
      dataFinding(
        "On termination of this Agreement the Supplier shall delete all Customer Data after 45 days.",
      )?.askFor,
    ).toContain("Your data is deleted 45 days after the contract ends: export what you need before then.");
  });

  it("says nothing of a deadline when the data is returned, or to the supplier", () => {
    expect(
      dataFinding(
        "On termination of this Agreement the Supplier shall return all Customer Data within 45 days.",
      )?.askFor,
    ).not.toContain("export what you need");
    expect(
      dataFinding(
        "On termination of this Agreement the Supplier shall delete all Customer Data after 45 days.",
        "supplier",
      )?.askFor,
    ).not.toContain("export what you need");
  });
});

describe("data deleted 'within' a number of days of the end", () => {
  it("warns that deletion may come as soon as the contract ends", () => {
    expect(
      dataFinding(
        "On termination of this Agreement the Supplier shall delete all Customer Data within 30 days.",
      )?.askFor,
    ).toContain("may be deleted as soon as the contract ends (at the latest 30 days after)");
  });
});
