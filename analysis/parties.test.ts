import { describe, expect, it } from "vitest";
import { prepare } from "./doc";
import { UK_SAAS, US_SERVICES } from "./fixtures";
import { extractParties } from "./parties";

describe("extractParties", () => {
  it("reads a UK numbered parties list with defined terms", () => {
    const p = extractParties(prepare(UK_SAAS));
    expect(p.supplier?.name).toBe("Cloudly Software Limited");
    expect(p.supplier?.alias).toBe("Supplier");
    expect(p.customer?.name).toBe("Harbour Bakeries Ltd");
    expect(p.customer?.alias).toBe("Customer");
    for (const x of p.all) expect(UK_SAAS.slice(x.start, x.end)).toBe(x.name);
  });

  it("reads a US preamble with descriptors after the names", () => {
    const p = extractParties(prepare(US_SERVICES));
    expect(p.supplier?.name).toBe("Acme Analytics, Inc.");
    expect(p.supplier?.alias).toBe("Provider");
    expect(p.customer?.name).toBe("Blue River Retail LLC");
    expect(p.customer?.alias).toBe("Client");
  });

  it("tells licensor from licensee and reads 'hereinafter' terms", () => {
    const text =
      'This Licence Agreement is made on 2 May 2021 between Bright Apps Ltd (hereinafter "Licensor") and Oak Tree Dental Ltd (hereinafter "Licensee").';
    const p = extractParties(prepare(text));
    expect(p.supplier?.name).toBe("Bright Apps Ltd");
    expect(p.customer?.name).toBe("Oak Tree Dental Ltd");
  });

  it("gives the other party the opposite role when only one role word is used", () => {
    const text =
      'This Agreement is entered into as of June 1, 2020 by and between Zenith Labs Inc., a California corporation ("Zenith"), and Pinecrest Supplies LLC, a Delaware limited liability company ("Supplier").';
    const p = extractParties(prepare(text));
    expect(p.supplier?.name).toBe("Pinecrest Supplies LLC");
    expect(p.customer?.name).toBe("Zenith Labs Inc.");
    expect(p.all.map((x) => x.alias)).toEqual(["Zenith", "Supplier"]);
  });

  it("reads 'Party A: ...' lines and keeps one entry per company with every mention", () => {
    const text =
      'SUPPLY CONTRACT\n\nParty A (Buyer): Eastern Foods Co., Ltd.\n\nParty B (Seller): Hill Packaging Limited\n\nThis Contract is made between Eastern Foods Co., Ltd. ("Buyer") and Hill Packaging Limited ("Seller").';
    const p = extractParties(prepare(text));
    expect(p.all.map((x) => x.name)).toEqual(["Eastern Foods Co., Ltd.", "Hill Packaging Limited"]);
    expect(p.customer?.alias).toBe("Buyer");
    expect(p.supplier?.alias).toBe("Seller");
    // names on the label lines and in the preamble, plus the defined terms
    expect(p.mentions.length).toBe(6);
    for (const m of p.mentions) expect(text.slice(m.start, m.end).length).toBeGreaterThan(1);
  });
});
