import { describe, expect, it } from "vitest";
import { analyseContract } from "./index";

describe("the role words of a contract of carriage", () => {
  it("reads a haulier or courier as the supplier and a sender or consignor as the customer", () => {
    const a = analyseContract(
      'This Agreement is made between Garsdale Haulage Limited (the "Haulier") and Dentdale Cheese Ltd (the "Consignor").\n\n1. The Haulier shall carry the Goods.',
    );
    expect(a.parties.supplier?.name).toBe("Garsdale Haulage Limited");
    expect(a.parties.customer?.name).toBe("Dentdale Cheese Ltd");
    const b = analyseContract(
      'This Agreement is made between Rapid Fell Couriers Limited (the "Courier") and Ingleton Crafts Ltd (the "Sender").\n\n1. The Courier shall deliver each parcel.',
    );
    expect(b.parties.supplier?.name).toBe("Rapid Fell Couriers Limited");
    expect(b.parties.customer?.name).toBe("Ingleton Crafts Ltd");
  });
});
