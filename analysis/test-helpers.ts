import { expect } from "vitest";
import type { TermBlock } from "./types";

/** Wrap one clause in a minimal contract with named parties (British style by default). */
export function contract(body: string, opts: { us?: boolean } = {}): string {
  const preamble = opts.us
    ? 'This Services Agreement (the "Agreement") is entered into as of March 3, 2022 by and between Northwind Software, Inc., a Delaware corporation ("Vendor"), and Contoso Retail LLC, a Texas limited liability company ("Customer").'
    : 'This Agreement is dated 3 March 2022 and is made between Northwind Software Limited, a company incorporated in England and Wales (the "Supplier"), and Contoso Retail Ltd, a company incorporated in England and Wales (the "Customer").';
  return `SERVICES AGREEMENT\n\n${preamble}\n\n1. Agreement\n\n${body}\n`;
}

/**
 * An order form whose key details are a table of label and value rows (cells split by a tab, a bar,
 * a colon or a dash), followed by one numbered clause.
 */
export function orderForm(rows: string, clause = "1.1 The Supplier shall provide the Services."): string {
  return `ORDER FORM\n\nThis Order Form is made on 2 May 2026.\n\nSupplier\tLarchfield Data Limited\nCustomer\tMoorside Bakeries Limited\n${rows}\nPayment Terms\t30 days from invoice\n\n1. Services\n\n${clause}\n`;
}

/** The block was found and its excerpt is exactly the text between its offsets. */
export function expectExact(text: string, block: TermBlock): void {
  expect(block.found).toBe(true);
  expect(block.start).toBeGreaterThanOrEqual(0);
  expect(block.excerpt).toBe(text.slice(block.start, block.end));
  expect(block.confidence).toBeGreaterThanOrEqual(0.5);
  expect(block.confidence).toBeLessThanOrEqual(1);
}
