import { makeDocx, p, r, table } from "../../documents/test-support/make-docx";

/** One row of the order form's key terms: a bold label cell and a plain value cell. */
const row = (label: string, value: string) => [p([r(label, "<w:b/><w:bCs/>")]), p(value)];

export const ORDER_FORM_ROWS: Array<[string, string]> = [
  ["Provider", "Larkspur Analytics, Inc., a Delaware corporation"],
  ["Customer", "Harrow & Finch Ltd, a company registered in England and Wales"],
  ["Subscription Start Date", "March 1, 2027"],
  ["Subscription Fees", "US$24,000 per year, invoiced annually in advance"],
  ["Payment Terms", "Net 30 from the invoice date. All amounts are payable in US dollars."],
  [
    "Renewal",
    "The Subscription Term renews automatically for successive 12-month periods unless either party gives notice of non-renewal at least 60 days before the end of the then-current term.",
  ],
];

const TERMS = [
  "Terms of Service",
  "1. Fees",
  "1.1 Customer shall pay the fees stated in the Order Form.",
  "1.2 Overdue amounts bear interest at 1% per month.",
  "2. Indemnity",
  "2.1 Provider shall defend Customer against any claim brought by a third party alleging that the Service infringes that third party's patent, copyright or trademark, and shall pay any damages finally awarded against Customer.",
  "3. Term and Termination",
  "3.1 This Agreement continues for the Subscription Term stated in the Order Form.",
  "3.2 Neither party may terminate this Agreement for convenience.",
  "3.3 Either party may terminate this Agreement by written notice if the other party materially breaches it and does not cure the breach within 30 days.",
  "4. Governing Law",
  "4.1 This Agreement is governed by the laws of the State of Delaware.",
];

/**
 * A US order form written for these tests: its key terms are a two-column Word table (label |
 * value), followed by numbered Terms of Service.
 */
export function orderFormDocx(rows = ORDER_FORM_ROWS): Promise<Uint8Array> {
  return makeDocx(
    [
      p("ORDER FORM AND TERMS OF SERVICE"),
      p("Order Form", '<w:pStyle w:val="Heading1"/>'),
      p("Order Form No. LA-2027-0031."),
      table(rows.map(([label, value]) => row(label, value))),
      p("If this Order Form conflicts with the Terms of Service, this Order Form governs."),
      ...TERMS.map((line) => p(line)),
    ].join(""),
  );
}
