import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";

const contract = (clause: string) =>
  `SERVICES AGREEMENT\n\nThis agreement is made between Brightline Support Ltd (the "Supplier") and Harrow Dental Ltd (the "Customer").\n\n1. Services\n\n1.1 The Supplier shall provide the hosted booking platform and support services to the Customer.\n\n2. Service levels\n\n2.1 ${clause}\n\n3. Charges\n\n3.1 The Customer shall pay the Supplier £900 per month within 30 days of invoice.\n`;

describe("a rebate is a service credit only when it is paid for a missed standard", () => {
  it("reads a rebate owed when availability falls below the target as a service credit", () => {
    const a = analyseContract(
      contract(
        "The platform shall be available 99.5% of each month; where availability falls below that figure the Supplier shall give the Customer a rebate of 5% of that month's charges.",
      ),
    );
    expect(a.serviceGuarantees.serviceCredits).toBe(true);
  });

  it("does not read a refund of an introduction fee as a service credit", () => {
    const text = `TERMS OF BUSINESS\n\nThese terms are between Fernhill Recruitment Ltd (the "Agency") and Castleford Bakeries Ltd (the "Client").\n\n1. Fees\n\n1.1 The Client shall pay the Agency an introduction fee of 20% of the Candidate's starting salary within 14 days of the invoice.\n\n2. Rebate\n\n2.1 Where a Candidate leaves within ten weeks of starting, the Agency will rebate part of the introduction fee on the scale below.\n\n2.2 A rebate is available only where the invoice was paid in full within 14 days of its date and the Client tells the Agency in writing within 7 days of the Candidate leaving.\n`;
    const a = analyseContract(text);
    expect(a.serviceGuarantees.serviceCredits).not.toBe(true);
    expect(a.serviceGuarantees.summary ?? "").not.toMatch(/reduction in the charges/i);
  });
});
