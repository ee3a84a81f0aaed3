import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";

const make = (clause: string) =>
  `PARCEL SERVICES AGREEMENT\n\nThis Agreement is made on 4 August 2027 between Fenwick Express Limited (the "Courier") and Tansy Studio Ltd (the "Client").\n\n1. Term\n\n1.1 This Agreement runs for 12 months and then continues until ended by either party on one month's notice.\n\n2. Service\n\n2.1 ${clause}\n`;
const service = (clause: string) => analyseContract(make(clause)).serviceGuarantees;

describe("a courier's next-day delivery", () => {
  it("is an ongoing service whose delivery time, promised only on reasonable endeavours, is a target", () => {
    const s = service(
      "The Courier will use reasonable endeavours to deliver all consignments by the next working day after collection.",
    );
    expect(s.summary).toMatch(/^Delivery: "deliver all consignments by the next working day"/);
    expect(s.summary).toContain("target only");
    expect(s.favorabilityScore).toBe("amber");
  });

  it("is a firm delivery time when the courier promises it", () => {
    const s = service("The Courier shall deliver each package on the same working day as collection.");
    expect(s.summary).toContain('"deliver each package on the same working day"');
    expect(s.summary).not.toContain("target only");
  });

  it("is not read from a delivery date that is not a service level", () => {
    const s = service("Title to the goods passes on the next working day after payment is received.");
    expect(s.summary).toMatch(/^Not applicable/);
  });
});
