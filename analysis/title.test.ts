import { describe, expect, it } from "vitest";
import { analyseContract } from "./index";

const PREAMBLE =
  '\n\nThis agreement is made between Wrenfield Systems Limited (the "Supplier") and Otterburn Farms Ltd (the "Customer").\n\n1. Services.';
const read = (head: string) => {
  const a = analyseContract(head + PREAMBLE);
  return { title: a.title?.text ?? null, shown: a.keyData.title };
};

describe("document title", () => {
  it("without markdown heading marks or page furniture", () => {
    expect(read("# Managed IT Services Agreement")).toEqual({
      title: "Managed IT Services Agreement",
      shown: "Managed IT Services Agreement",
    });
    expect(read("Managed IT Services Agreement Page 1 of 7").title).toBe("Managed IT Services Agreement");
    expect(read("Page 1 of 7\nMANAGED IT SERVICES AGREEMENT").shown).toBe("Managed IT Services Agreement");
    expect(read("SOFTWARE LICENCE AGREEMENT.").shown).toBe("Software Licence Agreement");
  });

  it("never 'Agreement' alone when the document gives a fuller title", () => {
    expect(read("AGREEMENT\nfor the Provision of Managed IT Services").shown).toBe(
      "Agreement for the Provision of Managed IT Services",
    );
    const named = analyseContract(
      'AGREEMENT\n\nThis Cloud Hosting Agreement (the "Agreement") is made between Wrenfield Systems Limited ("Provider") and Otterburn Farms Ltd ("Customer").',
    );
    expect(named.keyData.title).toBe("Cloud Hosting Agreement");
  });

  it("a title in sentence case at the top of the page, after a cover word", () => {
    expect(read("Consultancy agreement").title).toBe("Consultancy agreement");
    expect(read("Confidential\n\nHosting Services Agreement").title).toBe("Hosting Services Agreement");
  });
});

describe("contract type by what the contract grants", () => {
  const type = (title: string, body: string) =>
    analyseContract(
      `${title}\n\nThis agreement is made between Wrenfield Systems Limited (the "Licensor") and Otterburn Farms Ltd (the "Licensee").\n\n${body}`,
    ).keyData.contractType;

  it("a software licence with maintenance is a Software License, not Maintenance", () => {
    expect(
      type(
        "SOFTWARE LICENCE AND MAINTENANCE AGREEMENT",
        "1. The Licensor grants the Licensee a licence to use the Software. 2. The Licensor shall maintain it.",
      ),
    ).toBe("Software License");
    expect(
      type(
        "LICENCE AGREEMENT",
        "1. The Licensor grants the Licensee a non-exclusive licence to install and use the Software. 2. Maintenance and support are described in clause 5.",
      ),
    ).toBe("Software License");
  });

  it("support alone is Maintenance; a licence of content is not a software licence", () => {
    expect(
      type("SUPPORT AND MAINTENANCE AGREEMENT", "1. The Licensor shall fix faults in the Software."),
    ).toBe("Maintenance Agreement");
    expect(
      type("CONTENT LICENCE AGREEMENT", "1. The Licensor grants the Licensee a licence to show the films."),
    ).toBe("Other");
  });
});

describe("titles of standard terms", () => {
  it.each([
    ["CONDITIONS OF SALE", "Conditions of Sale"],
    ["Terms of Supply", "Terms of Supply"],
    ["STANDARD TERMS AND CONDITIONS OF PURCHASE", "Standard Terms and Conditions of Purchase"],
  ])("reads %s as the title", (line, expected) => {
    const a = analyseContract(
      `${line}\n\n1. Price\n1.1 The Buyer shall pay each invoice within 30 days of the date of invoice.\n\n2. Law\n2.1 These terms are governed by the law of England and Wales.`,
    );
    expect(a.keyData.title).toBe(expected);
  });

  it("reads 'SUBSCRIPTION TERMS' as the title, not a numbered section heading naming the contract", () => {
    const text = `HARBOURLIGHT SUBSCRIPTION TERMS\n\nThese terms are agreed between Harbourlight Apps Ltd ("we") and the business named in the Order Form ("you").\n\n1. Fees. You pay monthly.\n\n2. Service. We host the app.\n\n6. ENDING THE CONTRACT\n\nYou may cancel at any time.`;
    expect(analyseContract(text).title?.text).toBe("HARBOURLIGHT SUBSCRIPTION TERMS");
    const numberedOnly = `Contents\n\nIntroduction\n\nDefinitions\n\n6. ENDING THE CONTRACT\n\nYou may cancel at any time.`;
    expect(analyseContract(numberedOnly).title).toBeNull();
  });

  it.each([
    ["FOOD SUPPLY AGREEMENT dated 2 November 2026", "Food Supply Agreement"],
    [
      "Facilities Maintenance Agreement This Agreement is dated 12 September 2025",
      "Facilities Maintenance Agreement",
    ],
    ["SUPPLY AGREEMENT between Alder Components Ltd and Birch Retail Ltd", "Supply Agreement"],
  ])("ends the title where its date or parties run on: %s", (line, expected) => {
    const text = `${line}\n(1) Pennine Foods Ltd (the "Supplier"); and\n(2) Dalesway Retail Ltd (the "Customer").\n\n1. Term\n1.1 This Agreement runs for 24 months.`;
    expect(analyseContract(text).keyData.title).toBe(expected);
  });
});

describe("a title wrapped onto a second line, as a PDF's centred title is", () => {
  const titleOf = (text: string) => analyseContract(text).title?.text;

  it("joins the line that continues it", () => {
    expect(
      titleOf("AGREEMENT FOR THE HIRE\nAND MAINTENANCE OF CATERING EQUIPMENT\n\nDate: 1 May 2027\n"),
    ).toBe("AGREEMENT FOR THE HIRE AND MAINTENANCE OF CATERING EQUIPMENT");
    expect(
      titleOf("Standard Terms of Business for\nBookkeeping Services\n\nThese terms apply to all work.\n"),
    ).toBe("Standard Terms of Business for Bookkeeping Services");
  });

  it("leaves a complete title and the line under it apart", () => {
    expect(titleOf("MASTER SERVICES AGREEMENT\nTHIS AGREEMENT is dated 1 May 2027\n")).toBe(
      "MASTER SERVICES AGREEMENT",
    );
    expect(titleOf("SUPPLY AGREEMENT\nKEY DETAILS\nDate: 1 May 2027\n")).toBe("SUPPLY AGREEMENT");
  });
});
