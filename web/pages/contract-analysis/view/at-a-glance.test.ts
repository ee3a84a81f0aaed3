import { describe, expect, it } from "vitest";
import { analyseContract } from "../../../../analysis/index";
import type { AnalysisOptions } from "../../../../analysis/types";
import type { Analysis } from "../../../../common/api/analysis";
import { glanceOf, noticeText, partyLine } from "./at-a-glance";

const AGENCY = [
  'This Agreement is made on 2 March 2026 between BRIGHTWATER CREATIVE LIMITED (the "Agency") and Moorside Bakeries Ltd (the "Client").',
  "1. TERM",
  "1.1 This Agreement starts on 1 April 2026 and shall continue for twelve (12) months and shall renew automatically for further periods of twelve (12) months.",
  "2. PAYMENT",
  "2.1 The Client shall pay the Agency each invoice within 30 days of receipt.",
].join("\n\n");

const NDA = [
  'This Mutual Nondisclosure Agreement (the "Agreement") is entered into as of April 6, 2026 (the "Effective Date") by and between:',
  'Granite Peak Analytics, Inc., a Delaware corporation ("Granite Peak"); and',
  'Bluefin Logistics LLC, a New Jersey limited liability company ("Bluefin").',
  "1. TERM",
  "1.1 This Agreement shall remain in effect for two (2) years from the Effective Date.",
].join("\n");

const ROLLING = [
  'This Agreement is made between Kestrel Data Consulting Limited (the "Consultancy") and Ashcombe Insurance Group plc (the "Client").',
  "1. TERM",
  "1.1 This Agreement shall continue until terminated by either party giving the other not less than 4 weeks' written notice.",
].join("\n\n");

const analysed = (text: string, options: AnalysisOptions = {}) =>
  ({
    ...analyseContract(text, options),
    id: "a1",
    contractId: "c1",
    engineVersion: "t",
    createdAt: "",
  }) as unknown as Analysis;

describe("the review's parties and dates at a glance", () => {
  it("names both parties with the contract's own words for them and their roles, and marks the user's", () => {
    const glance = glanceOf(analysed(AGENCY), "Moorside Bakeries Limited");
    expect(glance.parties.map(partyLine)).toEqual([
      "Brightwater Creative Limited (the Agency) — supplier",
      "Moorside Bakeries Ltd (the Client) — customer",
    ]);
    expect(glance.parties.map((p) => p.isYou)).toEqual([false, true]);
    expect(glance.notice).toBeNull();
  });

  it("gives the start and the end as DD/MM/YYYY, and says an automatic renewal renews", () => {
    const glance = glanceOf(analysed(AGENCY), "Moorside Bakeries Ltd");
    expect(glance.start).toBe("Starts 01/04/2026");
    expect(glance.end).toBe("Ends 31/03/2027, then renews automatically");
  });

  it("says 'Not stated' and 'No fixed end date' when the contract gives neither", () => {
    const glance = glanceOf(analysed(ROLLING), "Ashcombe Insurance Group PLC");
    expect(glance.start).toBe("Start date: Not stated");
    expect(glance.end).toBe("No fixed end date");
  });

  it("uses a short name made from the company's own as it stands, and gives no role the contract does not give", () => {
    const glance = glanceOf(analysed(NDA), "Bluefin Logistics");
    expect(glance.parties.map(partyLine)).toEqual([
      "Granite Peak Analytics, Inc. (Granite Peak)",
      "Bluefin Logistics LLC (Bluefin)",
    ]);
    expect(glance.parties.map((p) => p.isYou)).toEqual([false, true]);
    expect(glance.start).toBe("Starts 06/04/2026");
    expect(glance.end).toBe("Ends 05/04/2028");
  });

  it("gives no role when the engine read the contract from the user's side because it names none", () => {
    const glance = glanceOf(
      analysed(NDA, { ownCompanyName: "Bluefin Logistics LLC" }),
      "Bluefin Logistics LLC",
    );
    expect(glance.parties.map((p) => p.role)).toEqual([null, null]);
    expect(glance.parties.map((p) => p.isYou)).toEqual([false, true]);
  });

  it("quietly asks the user to check the side when their company is not a party", () => {
    const glance = glanceOf(analysed(NDA), "Northwind Trading Ltd");
    expect(glance.notice).toEqual({ kind: "not-named", company: "Northwind Trading Ltd" });
    expect(glance.parties.some((p) => p.isYou)).toBe(false);
    expect(noticeText(glance.notice!)).toBe(
      "Your company, Northwind Trading Ltd, is not named as a party, so check that your side of the deal is right.",
    );
  });

  it("without a company name marks the party on the review's side, and raises nothing", () => {
    const glance = glanceOf(analysed(AGENCY, { side: "supplier" }), "");
    expect(glance.parties.map((p) => [p.role, p.isYou])).toEqual([
      ["supplier", true],
      ["customer", false],
    ]);
    expect(glance.notice).toBeNull();
  });

  it("says so when the user's company is the other side from the one the ratings take", () => {
    const glance = glanceOf(analysed(AGENCY, { side: "customer" }), "Brightwater Creative Ltd");
    expect(glance.parties.map((p) => p.isYou)).toEqual([true, false]);
    expect(glance.notice).toEqual({
      kind: "other-side",
      company: "Brightwater Creative Ltd",
      role: "supplier",
      side: "customer",
    });
    expect(noticeText(glance.notice!)).toBe(
      "Your company, Brightwater Creative Ltd, is the supplier in this contract, but the ratings are from the customer's side. Check your side of the deal.",
    );
  });
});

describe("first-person terms at a glance", () => {
  it("shows the company that writes as 'we' without '(the we)'", () => {
    const text = [
      "BRIGHTWAVE MEDIA LIMITED – TERMS OF BUSINESS",
      'These terms are made between BrightWave Media Limited ("we", "us", "our") and the client named in the Quote ("you", "your").',
      "1. You will pay our invoices within fourteen (14) days.",
    ].join("\n");
    const glance = glanceOf(
      analysed(text, { side: "supplier", ownCompanyName: "BrightWave Media Limited" }),
      "BrightWave Media Limited",
    );
    const lines = glance.parties.map(partyLine);
    expect(lines).toContain("BrightWave Media Limited — supplier");
    expect(lines.join(" ")).not.toMatch(/\(the (?:we|us|you)\)/i);
  });
});
