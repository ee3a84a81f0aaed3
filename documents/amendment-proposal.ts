import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";

export interface AmendmentItem {
  /** e.g. "Clause 7.2" */
  clauseRef: string;
  /** e.g. "Limitation of liability" */
  termTitle: string;
  currentWording: string;
  /** null: no wording yet; the clause is to be agreed (a rejection never asks for deletion). */
  proposedWording: string | null;
  /** the current wording is to be deleted: it contradicts wording proposed in another item */
  deletion?: boolean;
  reason: string;
}

export interface AmendmentProposalInput {
  contractTitle: string;
  parties: { ours: string; theirs: string };
  date: Date;
  items: AmendmentItem[];
  senderName?: string;
  companyName?: string;
  /** the terms are our own ("we" terms we wrote), sent to the other party rather than received from it */
  ownTerms?: boolean;
}

const FONT = "Calibri";

function formatDate(date: Date): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

function text(value: string, options: { bold?: boolean; italics?: boolean } = {}): TextRun {
  return new TextRun({ text: value, font: FONT, size: 22, ...options });
}

/** Keeps the author's line breaks: one paragraph per line. */
function wording(value: string, options: { italics?: boolean; indent?: boolean } = {}): Paragraph[] {
  const lines = value.split(/\r?\n/).filter((line) => line.trim() !== "");
  return (lines.length > 0 ? lines : [value]).map(
    (line) =>
      new Paragraph({
        children: [text(line.trim(), { italics: options.italics })],
        indent: options.indent ? { left: 567 } : undefined,
        spacing: { after: 120 },
      }),
  );
}

function label(value: string): Paragraph {
  return new Paragraph({
    children: [text(value, { bold: true })],
    spacing: { before: 120, after: 60 },
    keepNext: true,
  });
}

function itemSection(item: AmendmentItem, index: number): Paragraph[] {
  return [
    new Paragraph({
      heading: HeadingLevel.HEADING_2,
      children: [new TextRun({ text: `${index + 1}. ${item.termTitle} (${item.clauseRef})`, font: FONT })],
      spacing: { before: 240, after: 120 },
      keepNext: true,
    }),
    label("Clause reference"),
    ...wording(item.clauseRef, { indent: true }),
    label("Current wording"),
    ...wording(item.currentWording, { italics: true, indent: true }),
    label("Proposed wording"),
    ...(item.deletion
      ? [
          new Paragraph({
            children: [text("Delete this wording.", { bold: true })],
            indent: { left: 567 },
          }),
        ]
      : item.proposedWording === null || item.proposedWording.trim() === ""
        ? [
            new Paragraph({
              children: [text("To be agreed between the parties.", { bold: true })],
              indent: { left: 567 },
            }),
          ]
        : wording(item.proposedWording, { indent: true })),
    label("Reason"),
    ...wording(item.reason, { indent: true }),
  ];
}

const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: "FFFFFF" };

function signatureCell(party: string): TableCell {
  const line = (caption: string) =>
    new Paragraph({
      children: [text(`${caption}: ______________________________`)],
      spacing: { before: 240 },
    });
  return new TableCell({
    width: { size: 50, type: WidthType.PERCENTAGE },
    borders: { top: NO_BORDER, bottom: NO_BORDER, left: NO_BORDER, right: NO_BORDER },
    children: [
      new Paragraph({ children: [text("Agreed for and on behalf of", { bold: true })] }),
      new Paragraph({ children: [text(party, { bold: true })] }),
      line("Signature"),
      line("Name"),
      line("Title"),
      line("Date"),
    ],
  });
}

/**
 * A new Word document for the counterparty listing each amendment we ask for: clause, current
 * wording, proposed wording (or "to be agreed") and the reason, with a closing and signature blocks.
 */
export async function createAmendmentProposal(input: AmendmentProposalInput): Promise<Uint8Array> {
  const { ours, theirs } = input.parties;
  const title = input.contractTitle.trim() || "the Agreement";
  const count = input.items.length;
  const sender = input.senderName?.trim();
  const company = input.companyName?.trim() || ours;
  const theTitle = /^the\s/i.test(title) ? title : `the ${title}`;
  // "the customer" is a role, not a name to write to
  const named = !/^the\s/.test(theirs.trim());

  const children: Array<Paragraph | Table> = [
    new Paragraph({
      heading: HeadingLevel.TITLE,
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: "Proposed Amendments", font: FONT })],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [text(title, { bold: true })],
      spacing: { after: 240 },
    }),
    new Paragraph({ children: [text("Date: ", { bold: true }), text(formatDate(input.date))] }),
    new Paragraph({ children: [text("From: ", { bold: true }), text(ours)] }),
    // with no name for the other party ("the customer"), no "To:" line and a neutral salutation
    ...(named ? [new Paragraph({ children: [text("To: ", { bold: true }), text(theirs)] })] : []),
    new Paragraph({
      children: [text(`Dear ${named ? theirs : "Sir or Madam"},`)],
      spacing: { before: 240, after: 120 },
    }),
    new Paragraph({
      children: [
        text(
          input.ownTerms
            ? `We enclose ${theTitle} (the "Agreement"), our own terms, and set out below the ` +
                `${count === 1 ? "amendment" : `${count} amendments`} ${ours} proposes to make to them. For each one we ` +
                "give the clause concerned, its current wording, the wording we propose and our reason for the change."
            : `Thank you for sending us ${theTitle} (the "Agreement"). We have reviewed it carefully and, before signing, ` +
                `${ours} proposes the ${count === 1 ? "amendment" : `${count} amendments`} set out below. For each one we ` +
                "give the clause concerned, its current wording, the wording we propose and our reason for the change.",
        ),
      ],
      spacing: { after: 120 },
    }),
    new Paragraph({
      heading: HeadingLevel.HEADING_1,
      children: [new TextRun({ text: "Schedule of proposed amendments", font: FONT })],
      spacing: { before: 240 },
    }),
    ...input.items.flatMap((item, index) => itemSection(item, index)),
    new Paragraph({
      heading: HeadingLevel.HEADING_1,
      children: [new TextRun({ text: "Next steps", font: FONT })],
      spacing: { before: 360 },
    }),
    new Paragraph({
      children: [
        text(
          "Except as set out above, the terms of the Agreement remain unchanged. We would be grateful if you could " +
            "review these proposals and confirm whether they are acceptable, or suggest alternative wording, so that " +
            "the Agreement can be finalised. We are happy to discuss any of them.",
        ),
      ],
      spacing: { after: 240 },
    }),
    new Paragraph({ children: [text("Yours sincerely,")], spacing: { after: 480 } }),
    ...(sender ? [new Paragraph({ children: [text(sender, { bold: true })] })] : []),
    new Paragraph({ children: [text(`For and on behalf of ${company}`)], spacing: { after: 480 } }),
    new Paragraph({
      heading: HeadingLevel.HEADING_1,
      children: [new TextRun({ text: "Agreement to the amendments", font: FONT })],
      keepNext: true,
    }),
    new Paragraph({
      children: [text("Signed by the parties to record their agreement to the amendments above.")],
      spacing: { after: 120 },
      keepNext: true,
    }),
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: [new TableRow({ cantSplit: true, children: [signatureCell(ours), signatureCell(theirs)] })],
    }),
  ];

  const doc = new Document({
    creator: company,
    title: `Proposed Amendments: ${title}`,
    description: "Amendment proposal prepared with Clausewise",
    styles: { default: { document: { run: { font: FONT, size: 22 } } } },
    sections: [
      {
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({
                    children: ["Page ", PageNumber.CURRENT, " of ", PageNumber.TOTAL_PAGES],
                    font: FONT,
                    size: 18,
                  }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
