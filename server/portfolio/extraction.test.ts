import { describe, expect, it } from "vitest";
import { DAMAGED_PDF_MESSAGE } from "../../documents/document-error";
import { extractContractDetails } from "./extraction";

describe("the note on a signed contract whose text could not be read", () => {
  it("says why when the reader knows (a damaged PDF), and that the details can still be typed in", () => {
    const x = extractContractDetails("", {
      method: "none",
      fileName: "lease.pdf",
      unreadable: DAMAGED_PDF_MESSAGE,
    });
    expect(x.success).toBe(false);
    expect(x.note).toBe(
      `${DAMAGED_PDF_MESSAGE} Or fill in the details yourself: this copy is kept as it is.`,
    );
  });

  it("keeps the general note when there is no reason to give", () => {
    const x = extractContractDetails("", { method: "none", fileName: "scan.pdf" });
    expect(x.note).toBe(
      "We could not read any text from this file. It is stored; please fill in the details yourself.",
    );
  });
});

/** Hand-written: a cleaning company's own contract with its customer. */
const CLEANING = `OFFICE CLEANING AGREEMENT

This Agreement is dated 14 December 2026.

PARTIES

(1) HOLLYBANK DENTAL PRACTICE LIMITED, a company registered in England and Wales (company number 09876543), whose registered office is at 3 Mill Lane, Leeds LS1 4AB (the "Customer"); and

(2) OAKMERE CLEANING SERVICES LTD, a company registered in England and Wales (company number 07654321), whose registered office is at 88 Ashton Old Road, Manchester M12 6NP (the "Supplier").

1. Term

1.1 This Agreement starts on 5 January 2027 and shall continue for an initial period of 12 months. It shall then continue until terminated by either party giving the other not less than three months' written notice.

2. Charges and payment

2.1 The Customer shall pay the Supplier a monthly charge of £2,150 plus VAT.

2.2 The Supplier shall invoice the Customer monthly in arrears. The Customer shall pay each valid invoice within 30 days of receipt.

3. Law

3.1 This Agreement is governed by the law of England and Wales.
`;

describe("a signed contract read from the user's side", () => {
  it("rates and words it for the supplier when the user's company is the supplier, as the draft review does", () => {
    const x = extractContractDetails(CLEANING, {
      method: "pdf-text",
      fileName: "cleaning.pdf",
      ownCompanyName: "Oakmere Cleaning Services Ltd",
    });
    expect(x.contractDetails.side).toBe("supplier");
    expect(x.contractDetails.vendor).toBe("Hollybank Dental Practice Limited");
    expect(x.contractDetails.description).toMatch(/^The customer has 30 days to pay each invoice/);
    expect(x.contractDetails.riskReason ?? "").not.toMatch(/payment terms/);
  });

  it("keeps the customer's reading for a customer, and for a company that is neither party", () => {
    for (const own of ["Hollybank Dental Practice Limited", "Someone Else Ltd"]) {
      const x = extractContractDetails(CLEANING, {
        method: "pdf-text",
        fileName: "c.pdf",
        ownCompanyName: own,
      });
      expect(x.contractDetails.side).toBe(own.startsWith("Holly") ? "customer" : null);
      expect(x.contractDetails.description).toMatch(/^You have 30 days to pay each invoice/);
    }
  });

  it("keeps a notice stated in months as months", () => {
    const x = extractContractDetails(CLEANING, { method: "pdf-text", fileName: "c.pdf" });
    expect(x.contractDetails.noticePeriodMonths).toBe(3);
    expect(x.contractDetails.noticePeriodDays).toBe(90);
  });
});
