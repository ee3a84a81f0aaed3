import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { readPdf } from "./read-pdf";
import { layoutColumn, makePdf, type PdfTextLine } from "./test-support/make-pdf";

/** Label/value rows as a word processor draws a two-column table: value lines wrap, labels do not. */
function tableRows(
  rows: Array<[string, string]>,
  options: { labelX: number; valueX: number; top: number; valueChars: number; size?: number },
): { lines: PdfTextLine[]; bottom: number } {
  const size = options.size ?? 10;
  const lines: PdfTextLine[] = [];
  let top = options.top;
  for (const [label, value] of rows) {
    const valueLines = layoutColumn([value], {
      x: options.valueX,
      top,
      maxChars: options.valueChars,
      size,
      leading: 11.5,
      paragraphGap: 0,
    });
    lines.push({ x: options.labelX, y: top, text: label, size }, ...valueLines);
    top -= valueLines.length * 11.5 + 0.5;
  }
  return { lines, bottom: top };
}

const COVER_ROWS: Array<[string, string]> = [
  ["Provider", "Northwind Beacon Software, Inc., a Delaware corporation, 410 Hudson Street, New York"],
  ["Order Form Number", "NB-OF-2026-0193"],
  ["Subscription Term", '24 months commencing on February 1, 2026 (the "Subscription Start Date")'],
  ["Fees", "US$86,400 per year, exclusive of applicable taxes"],
];
const COVER_TEXT = [
  "Provider\tNorthwind Beacon Software, Inc., a Delaware corporation, 410 Hudson Street, New York",
  "Order Form Number\tNB-OF-2026-0193",
  'Subscription Term\t24 months commencing on February 1, 2026 (the "Subscription Start Date")',
  "Fees\tUS$86,400 per year, exclusive of applicable taxes",
].join("\n");

const LEFT = [
  "1. Access. Provider grants Customer a non-exclusive right during the Subscription Term to use the Service.",
  "2. Fees. Customer shall pay each undisputed invoice within thirty (30) days of the invoice date.",
];
const RIGHT = [
  "3. Term. This Agreement continues until the end of the Subscription Term stated in the Order Form.",
  "4. Renewal. The Subscription Term renews for twelve (12) months unless either party gives sixty (60) days' notice.",
];

describe("PDF tables read row by row", () => {
  it("keeps each label of a cover table over a two-column page beside its value", async () => {
    const table = tableRows(COVER_ROWS, { labelX: 56, valueX: 300, top: 760, valueChars: 44 });
    const bodyTop = table.bottom - 20;
    const pdf = makePdf([
      {
        kind: "text",
        lines: [
          { x: 150, y: 790, size: 14, text: "SAAS SUBSCRIPTION AGREEMENT - ORDER FORM" },
          ...table.lines,
          ...layoutColumn(LEFT, { x: 50, top: bodyTop, maxChars: 42, size: 10, leading: 11.5 }),
          ...layoutColumn(RIGHT, { x: 320, top: bodyTop, maxChars: 42, size: 10, leading: 11.5 }),
        ],
      },
    ]);
    const result = await readPdf(pdf);
    expect(result.pages[0]).toEqual([
      "SAAS SUBSCRIPTION AGREEMENT - ORDER FORM",
      COVER_TEXT,
      ...LEFT,
      ...RIGHT,
    ]);
    expect(result.text).toContain(
      'Subscription Term\t24 months commencing on February 1, 2026 (the "Subscription Start Date")\nFees\t',
    );
    expect(result.html).toContain("<tr><td>Order Form Number</td><td>NB-OF-2026-0193</td></tr>");
  });

  it("reads a key-details table of a one-column schedule as rows, under its own headings", async () => {
    const table = tableRows(
      [
        ["Commencement Date", "1 April 2026"],
        ["Initial Term", "Three (3) years from the Commencement Date"],
        ["Notice to terminate", "Not less than three (3) months' written notice"],
      ],
      { labelX: 66, valueX: 303, top: 680, valueChars: 60 },
    );
    const pdf = makePdf([
      {
        kind: "text",
        lines: [
          ...layoutColumn(
            [
              "16. Governing law. This Agreement is governed by the law of England and Wales and the parties submit to the exclusive jurisdiction of the courts of England and Wales.",
            ],
            { x: 60, top: 770, maxChars: 90, size: 10, leading: 11.5 },
          ),
          { x: 60, y: 720, size: 10, text: "THE SCHEDULE" },
          { x: 60, y: 702, size: 10, text: "Part 1 - Key Details" },
          ...table.lines,
          { x: 60, y: table.bottom - 18, size: 10, text: "Part 2 - Service Specification" },
        ],
      },
    ]);
    const result = await readPdf(pdf);
    expect(result.pages[0].slice(1)).toEqual([
      "THE SCHEDULE",
      "Part 1 - Key Details",
      "Commencement Date\t1 April 2026\nInitial Term\tThree (3) years from the Commencement Date\nNotice to terminate\tNot less than three (3) months' written notice",
      "Part 2 - Service Specification",
    ]);
  });

  it("keeps a party table's wrapped cells together, one row per party", async () => {
    const cell = (x: number, y: number, text: string): PdfTextLine => ({ x, y, text, size: 10 });
    const pdf = makePdf([
      {
        kind: "text",
        lines: [
          cell(60, 740, "PARTIES"),
          cell(66, 720, "Brightwater Facility"),
          cell(185, 720, "Company number"),
          cell(303, 720, "Unit 4, Calder Park,"),
          cell(440, 720, '(the "Supplier")'),
          cell(66, 708.5, "Services Limited"),
          cell(185, 708.5, "08461923"),
          cell(303, 708.5, "Wakefield WF2 7AW"),
          cell(66, 696.5, "Larkspur Analytics"),
          cell(185, 696.5, "Company number"),
          cell(303, 696.5, "22 Cavendish Row, Leeds"),
          cell(440, 696.5, '(the "Client")'),
          cell(66, 685, "Limited"),
          cell(185, 685, "11223344"),
          cell(303, 685, "LS1 4AB"),
          cell(60, 655, "BACKGROUND"),
        ],
      },
    ]);
    const result = await readPdf(pdf);
    expect(result.pages[0]).toEqual([
      "PARTIES",
      'Brightwater Facility Services Limited\tCompany number 08461923\tUnit 4, Calder Park, Wakefield WF2 7AW\t(the "Supplier")\nLarkspur Analytics Limited\tCompany number 11223344\t22 Cavendish Row, Leeds LS1 4AB\t(the "Client")',
      "BACKGROUND",
    ]);
  });

  it("does not take clause numbers set in a hanging indent, or two columns of prose, for a table", async () => {
    const numbered: PdfTextLine[] = [
      { x: 60, y: 770, size: 10, text: "1.1" },
      {
        x: 96,
        y: 770,
        size: 10,
        text: "The Supplier shall provide the Services from the Commencement Date.",
      },
      { x: 60, y: 752, size: 10, text: "1.2" },
      { x: 96, y: 752, size: 10, text: "The Customer shall pay the Charges within thirty days of invoice." },
      { x: 96, y: 740.5, size: 10, text: "Interest runs on late payments at four per cent a year." },
    ];
    const result = await readPdf(
      makePdf([
        { kind: "text", lines: numbered },
        {
          kind: "text",
          lines: [
            ...layoutColumn(LEFT, { x: 50, top: 700, maxChars: 42, size: 10, leading: 11.5 }),
            ...layoutColumn(RIGHT, { x: 320, top: 700, maxChars: 42, size: 10, leading: 11.5 }),
          ],
        },
      ]),
    );
    expect(result.text).not.toContain("\t");
    expect(result.pages).toEqual([
      [
        "1.1 The Supplier shall provide the Services from the Commencement Date.",
        "1.2 The Customer shall pay the Charges within thirty days of invoice. Interest runs on late payments at four per cent a year.",
      ],
      [...LEFT, ...RIGHT],
    ]);
  });
});

/** A line of Helvetica centred on the A4 page, as a word processor sets a title. */
async function centred(text: string, y: number, size: number): Promise<PdfTextLine> {
  const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  return { x: (595 - font.widthOfTextAtSize(text, size)) / 2, y, size, text };
}

describe("PDF titles", () => {
  it("joins a title wrapped over two centred lines of the same size", async () => {
    const result = await readPdf(
      makePdf([
        {
          kind: "text",
          lines: [
            await centred("EQUIPMENT HIRE", 744, 28),
            await centred("AGREEMENT", 711, 28),
            { x: 72, y: 694, size: 11, text: "This Agreement is dated 3 March 2025." },
            ...layoutColumn(
              [
                "(1) Caledon Plant & Forklift Hire Limited, a company incorporated in Scotland with company number SC512345 (the Owner); and",
              ],
              { x: 72, top: 665, maxChars: 85 },
            ),
          ],
        },
      ]),
    );
    expect(result.pages[0][0]).toBe("EQUIPMENT HIRE AGREEMENT");
    expect(result.pages[0][1]).toBe("This Agreement is dated 3 March 2025.");
  });

  it("keeps two centred title lines apart when a paragraph's space separates them", async () => {
    const result = await readPdf(
      makePdf([
        {
          kind: "text",
          lines: [
            await centred("NORTHWIND BEACON SOFTWARE, INC.", 770, 13),
            await centred("SAAS SUBSCRIPTION AGREEMENT - ORDER FORM", 747, 13),
            ...layoutColumn(
              [
                "This Agreement is entered into as of January 20, 2026 by and between Northwind and Larkspur.",
              ],
              { x: 60, top: 720, maxChars: 90, size: 10 },
            ),
          ],
        },
      ]),
    );
    expect(result.pages[0].slice(0, 2)).toEqual([
      "NORTHWIND BEACON SOFTWARE, INC.",
      "SAAS SUBSCRIPTION AGREEMENT - ORDER FORM",
    ]);
  });

  it("keeps the lines of a letter's heading apart when they leave a small paragraph space", async () => {
    const heading = [
      "Larkspur Analytics Limited",
      "7 September 2026",
      "Purchase Order PO-LA-2026-0417: Terms of Purchase",
    ];
    const result = await readPdf(
      makePdf([
        {
          kind: "text",
          lines: [
            ...heading.map((text, index) => ({ x: 45, y: 798 - index * 12.7, size: 8.5, text })),
            ...layoutColumn(
              [
                "Thank you for your quotation dated 1 September 2026. We are pleased to place this order on the following terms, which apply instead of any terms on your quotation.",
                "1. The goods. You will supply forty (40) ergonomic task chairs and twelve (12) height-adjustable desks (the Goods), delivered to our offices.",
              ],
              { x: 45, top: 798 - 3 * 12.7, maxChars: 110, size: 8.5, leading: 9.7, paragraphGap: 3 },
            ),
          ],
        },
      ]),
    );
    expect(result.pages[0].slice(0, 4)).toEqual([
      ...heading,
      "Thank you for your quotation dated 1 September 2026. We are pleased to place this order on the following terms, which apply instead of any terms on your quotation.",
    ]);
  });
});
