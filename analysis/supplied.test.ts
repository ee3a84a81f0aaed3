import { describe, expect, it } from "vitest";
import { prepare } from "./doc";
import { suppliedTerms } from "./supplied";

describe("what the contract supplies, in its defined terms", () => {
  it.each([
    ['1.1 "Goods" means the fasteners listed in Schedule 1.', "the Goods"],
    ['The Supplier shall supply the products described in Schedule 1 (the "Products").', "the Products"],
    ['1.1 "Services" means the services set out in the Order.', "the Services"],
    [
      '1.1 "Goods" means the items in Schedule 1.\n\n1.2 "Services" means installation of the Goods.',
      "the Goods or the Services",
    ],
    ["The Supplier shall supply goods and services as agreed from time to time.", null],
  ])("reads %s", (text, supplied) => {
    expect(suppliedTerms(prepare(text))).toBe(supplied);
  });
});
