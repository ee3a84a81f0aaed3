import { describe, expect, it } from "vitest";
import { UK_SAAS, US_SERVICES } from "./fixtures";
import { analyseContract } from "./index";
import { sameCompany } from "./keydata";

describe("keyData", () => {
  it("extracts portfolio fields from a UK SaaS agreement", () => {
    expect(analyseContract(UK_SAAS).keyData).toEqual({
      title: "Software as a Service Agreement",
      vendor: "Cloudly Software Limited",
      value: 12000,
      currency: "GBP",
      paymentTerms: "Quarterly in advance",
      startDate: "2024-04-01",
      endDate: "2025-03-31",
      renewalDate: "2025-03-31",
      autoRenewal: true,
      noticePeriodDays: 90,
      contractType: "SaaS Subscription",
    });
  });

  it("annualises a monthly fee in dollars and maps Net 45", () => {
    const k = analyseContract(US_SERVICES).keyData;
    expect(k.vendor).toBe("Acme Analytics, Inc.");
    expect(k.value).toBe(102000);
    expect(k.currency).toBe("USD");
    expect(k.paymentTerms).toBe("Net 30");
    expect(k.contractType).toBe("Master Agreement");
    expect(k.autoRenewal).toBe(false);
  });

  it("never reports the user's own company as the vendor", () => {
    expect(analyseContract(UK_SAAS, { ownCompanyName: "Cloudly Software Ltd" }).keyData.vendor).toBe(
      "Harbour Bakeries Ltd",
    );
    expect(analyseContract(UK_SAAS, { side: "supplier" }).keyData.vendor).toBe("Harbour Bakeries Ltd");
    expect(sameCompany("Acme Analytics, Inc.", "ACME ANALYTICS INC")).toBe(true);
    expect(sameCompany("Acme Ltd", "Acme Analytics Ltd")).toBe(false);
  });

  it("reads numeric dates day/month/year, pounds in words and a total contract value", () => {
    const t =
      'CONSULTING AGREEMENT\n\nThis Agreement is dated 05/04/2024 between Kestrel Advisory Ltd (the "Consultant") and Moor Farm Ltd (the "Client").\n\n1. The total contract value is 30,000 pounds, payable upon completion of the Services.\n\n2. This Agreement shall commence on 05/04/2024 and shall continue until 04/10/2024.';
    const k = analyseContract(t).keyData;
    expect(k.startDate).toBe("2024-04-05");
    expect(k.endDate).toBe("2024-10-04");
    expect(k.value).toBe(30000);
    expect(k.currency).toBe("GBP");
    expect(k.paymentTerms).toBe("Upon completion");
    expect(k.vendor).toBe("Kestrel Advisory Ltd");
    expect(k.contractType).toBe("Consulting Agreement");
  });
});

describe("key data read from the contract's own words", () => {
  const signed = (body: string) =>
    analyseContract(
      `SERVICES AGREEMENT\n\nThis agreement is made between Brightwater Cleaning Limited ("Supplier") and Harbour Foods Limited ("Customer").\n\n${body}`,
    ).keyData;

  it("takes the end date from a sentence saying the agreement expires on a date", () => {
    const k = signed(
      "1. Term. The services start on 1 March 2026 and this agreement will expire automatically on 28 February 2027 unless both parties agree otherwise in writing.",
    );
    expect(k.endDate).toBe("2027-02-28");
    expect(k.renewalDate).toBe("2027-02-28");
  });

  it("drops markdown heading marks from the title", () => {
    const heading = analyseContract(
      "# Managed It Services Agreement\n\nThis agreement is made between Northgate IT Limited and Harbour Foods Limited.",
    ).keyData;
    expect(heading.title).toBe("Managed It Services Agreement");
  });
});
