import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import { createAmendmentProposal } from "./amendment-proposal";
import { checkDocxContent } from "./docx-check";

describe("createAmendmentProposal", () => {
  it("writes a DOCX addressed to the counterparty with every item, a closing and signature blocks", async () => {
    const bytes = await createAmendmentProposal({
      contractTitle: "Master Services Agreement",
      parties: { ours: "Acme Widgets Ltd", theirs: "CloudServe Limited" },
      date: new Date("2025-03-14T10:00:00Z"),
      senderName: "Jane Smith",
      companyName: "Acme Widgets Ltd",
      items: [
        {
          clauseRef: "Clause 7.2",
          termTitle: "Payment terms",
          currentWording: "The Customer shall pay each invoice within 7 days of receipt.",
          proposedWording: "The Customer shall pay each undisputed invoice within 30 days of receipt.",
          reason: "Seven days is shorter than our payment run; 30 days is market standard.",
        },
        {
          clauseRef: "Clause 12",
          termTitle: "Exclusivity",
          currentWording: "The Customer shall buy all its requirements from the Supplier.",
          proposedWording: null,
          reason: "We cannot commit to buying only from one supplier.",
        },
      ],
    });
    expect(() => checkDocxContent(bytes)).not.toThrow();
    const { value: text } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    for (const expected of [
      "Proposed Amendments",
      "Master Services Agreement",
      'Thank you for sending us the Master Services Agreement (the "Agreement").',
      "14 March 2025",
      "Acme Widgets Ltd",
      "Dear CloudServe Limited,",
      "1. Payment terms (Clause 7.2)",
      "The Customer shall pay each invoice within 7 days of receipt.",
      "The Customer shall pay each undisputed invoice within 30 days of receipt.",
      "Seven days is shorter than our payment run; 30 days is market standard.",
      "2. Exclusivity (Clause 12)",
      "The Customer shall buy all its requirements from the Supplier.",
      "To be agreed between the parties.",
      "We cannot commit to buying only from one supplier.",
      "Yours sincerely,",
      "Jane Smith",
      "Agreed for and on behalf of",
      "CloudServe Limited",
      "Signature:",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain("proposes the 2 amendments set out below");
  });
});

describe("an amendment proposal on our own terms, to a party with no name", () => {
  it("does not thank them for a draft they never sent, and greets them neutrally", async () => {
    const bytes = await createAmendmentProposal({
      contractTitle: "BrightWave Terms of Business",
      parties: { ours: "BrightWave Media Limited", theirs: "the customer" },
      date: new Date("2026-01-05T10:00:00Z"),
      companyName: "BrightWave Media Limited",
      ownTerms: true,
      items: [
        {
          clauseRef: "Clause 8.1",
          termTitle: "Cancellation",
          currentWording: "You may cancel the project at any time by telling us in writing.",
          proposedWording: "You may cancel the project by giving us 30 days' written notice.",
          reason: "We need time to plan our studio's work.",
        },
      ],
    });
    const { value: text } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    expect(text).toContain("Dear Sir or Madam,");
    expect(text).not.toContain("Dear the customer");
    expect(text).not.toContain("To: the customer");
    expect(text).not.toContain("Thank you for sending us");
    expect(text).not.toContain("before signing");
    expect(text).toContain(
      'We enclose the BrightWave Terms of Business (the "Agreement"), our own terms, and set out below the amendment BrightWave Media Limited proposes to make to them.',
    );
  });
});

describe("an amendment proposal to a company whose name begins 'The'", () => {
  it("addresses it by name", async () => {
    const bytes = await createAmendmentProposal({
      contractTitle: "Berthing Agreement",
      parties: { ours: "Severnside Ferries Ltd", theirs: "The Bristol Port Company" },
      date: new Date("2026-01-05T10:00:00Z"),
      companyName: "Severnside Ferries Ltd",
      items: [
        {
          clauseRef: "Clause 3.1",
          termTitle: "Payment",
          currentWording: "Invoices are payable within 7 days.",
          proposedWording: "Invoices are payable within 30 days.",
          reason: "Clause 3.1 requires payment within 7 days; we propose 30 days.",
        },
      ],
    });
    const { value: text } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    expect(text).toContain("Dear The Bristol Port Company,");
    expect(text).not.toContain("Dear Sir or Madam");
  });
});
