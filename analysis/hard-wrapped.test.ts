import { describe, expect, it } from "vitest";
import { analyseContract } from "./index";

/** The same contract as one paragraph per line and hard-wrapped at 72 columns, as plain-text exports are. */
const PARAGRAPHS = [
  "SOFTWARE SUBSCRIPTION AGREEMENT",
  'This Software Subscription Agreement is entered into as of 3 March 2026 (the "Effective Date") by and between Lumen Ledger, Inc., a Delaware corporation ("Vendor"), and Greywell Outdoor Ltd, a company registered in England, whose office is at 4 Fell Road, Kendal ("Subscriber").',
  "1. Term. The Subscription Term shall commence on the Effective Date and shall continue until 2 March 2028.",
  "2. Fees. Subscriber shall pay an annual fee of $18,000 within forty-five (45) days of the invoice date.",
  "3. Termination. Subscriber may terminate this Agreement at any time on thirty (30) days' written notice to Vendor.",
  "4. LIMITATION OF LIABILITY. IN NO EVENT SHALL EITHER PARTY BE LIABLE FOR ANY INDIRECT OR CONSEQUENTIAL DAMAGES, AND EACH PARTY'S AGGREGATE LIABILITY UNDER THIS AGREEMENT SHALL NOT EXCEED THE FEES PAID IN THE TWELVE MONTHS BEFORE THE CLAIM.",
  "5. Governing Law. This Agreement shall be governed by the laws of England and Wales.",
];

function wrapped(paragraph: string, width = 72): string {
  const lines: string[] = [];
  let line = "";
  for (const word of paragraph.split(" ")) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines.join("\n");
}

function reading(text: string) {
  const a = analyseContract(text, { side: "customer" });
  return {
    vendor: a.keyData.vendor,
    customer: a.parties.customer?.name ?? null,
    start: a.effectiveDate?.value ?? null,
    end: a.expirationDate?.value ?? null,
    days: a.paymentTerms.paymentDays,
    convenience: a.cancellationTerms.forConvenience,
    notice: a.cancellationTerms.noticePeriod,
    cap: a.advancedClauses.some((c) => c.category === "liability_cap" && !c.missing),
    law: a.jurisdiction.found,
  };
}

describe("a contract hard-wrapped at a fixed width", () => {
  it("reads the same parties, dates, payment, exit right, cap and law as one paragraph per line", () => {
    const plain = reading(PARAGRAPHS.join("\n\n"));
    expect(plain).toEqual({
      vendor: "Lumen Ledger, Inc.",
      customer: "Greywell Outdoor Ltd",
      start: "2026-03-03",
      end: "2028-03-02",
      days: 45,
      convenience: true,
      notice: 30,
      cap: true,
      law: true,
    });
    expect(reading(PARAGRAPHS.map((p) => wrapped(p)).join("\n\n"))).toEqual(plain);
    expect(reading(PARAGRAPHS.map((p) => wrapped(p, 48)).join("\n\n"))).toEqual(plain);
  });
});
