import { Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";

/** A realistic UK SaaS agreement, written for our tests, with terms the engine should rate. */
export const sampleContractSections: Array<{ heading: string; paragraphs: string[] }> = [
  {
    heading: "SOFTWARE AS A SERVICE AGREEMENT",
    paragraphs: [
      'This Agreement is made on 3 March 2026 between Cloudline Systems Limited, a company registered in England and Wales (the "Supplier"), and Northwind Trading Ltd (the "Customer").',
    ],
  },
  {
    heading: "1. Fees and Payment",
    paragraphs: [
      "1.1 The Customer shall pay the annual subscription fee of £24,000 plus VAT. The Supplier shall invoice the Customer monthly in advance and the Customer shall pay each invoice within fifteen (15) days of the date of the invoice.",
      "1.2 Late payments shall bear interest at 4% per annum above the Bank of England base rate.",
    ],
  },
  {
    heading: "2. Term and Renewal",
    paragraphs: [
      "2.1 This Agreement shall commence on the Effective Date and continue for an initial term of twelve (12) months. Thereafter it shall automatically renew for successive periods of twelve (12) months unless either party gives at least ninety (90) days' written notice of non-renewal before the end of the then-current term.",
    ],
  },
  {
    heading: "3. Termination",
    paragraphs: [
      "3.1 Either party may terminate this Agreement immediately by written notice if the other party commits a material breach which is not remedied within thirty (30) days of notice.",
    ],
  },
  {
    heading: "4. Indemnity",
    paragraphs: [
      "4.1 The Customer shall indemnify and hold harmless the Supplier against all losses, claims, damages and expenses arising out of the Customer's use of the Services, without limit.",
    ],
  },
  {
    heading: "5. Limitation of Liability",
    paragraphs: [
      "5.1 The Supplier's total liability under this Agreement shall not exceed the fees paid by the Customer in the three (3) months preceding the claim.",
    ],
  },
  {
    heading: "6. Service Levels",
    paragraphs: [
      "6.1 The Supplier shall use reasonable endeavours to make the Services available 98% of the time in each month.",
    ],
  },
  {
    heading: "7. Governing Law",
    paragraphs: [
      "7.1 This Agreement and any dispute arising out of it shall be governed by the laws of England and Wales, and the courts of England shall have exclusive jurisdiction.",
    ],
  },
];

/** The sample contract with one more paragraph at the end of the section under `heading`. */
export const sampleWithParagraph = (heading: string, paragraph: string) =>
  sampleContractSections.map((s) =>
    s.heading === heading ? { ...s, paragraphs: [...s.paragraphs, paragraph] } : s,
  );

export const sampleContractText = sampleContractSections
  .flatMap((s) => [s.heading, ...s.paragraphs])
  .join("\n\n");

export async function sampleContractDocx(sections = sampleContractSections): Promise<Uint8Array> {
  const doc = new Document({
    creator: "Clausewise tests",
    sections: [
      {
        children: sections.flatMap((section) => [
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(section.heading)] }),
          ...section.paragraphs.map((text) => new Paragraph({ children: [new TextRun(text)] })),
        ]),
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
