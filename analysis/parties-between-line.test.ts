import { describe, expect, it } from "vitest";
import { prepare } from "./doc";
import { analyseContract } from "./index";
import { extractParties } from "./parties";

function both(text: string) {
  const p = extractParties(prepare(text));
  for (const x of p.all) expect(text.slice(x.start, x.end).replace(/\s+/g, " ")).toBe(x.name);
  return { supplier: p.supplier?.name ?? null, customer: p.customer?.name ?? null };
}

const FIRST =
  'ORCHARD VALE BIOSCIENCES, INC., a Maryland corporation with offices at 40 Quarry Road, Rockville, Maryland 20850 ("Company"); and';
const SECOND =
  'BRIGHTWATER DATA SERVICES LLC, an Ohio limited liability company with offices at 8 Lake Avenue, Columbus, Ohio 43215 ("Provider").';
const EXPECTED = {
  supplier: "BRIGHTWATER DATA SERVICES LLC",
  customer: "ORCHARD VALE BIOSCIENCES, INC.",
};

function agreement(between: string, first = FIRST, second = SECOND) {
  return `DATA PLATFORM SERVICES AGREEMENT\n\nThis Data Platform Services Agreement (the "Agreement") is made as of June 2, 2027 (the "Effective Date").\n\n${between}\n\n${first}\n\n${second}\n\nRECITALS\n\nProvider operates a hosted analytics platform.\n\n1. Services\n\n1.1 Provider shall provide the services set out in each statement of work.\n`;
}

describe("the parties below a line that holds only the 'between' words", () => {
  for (const line of [
    "BY AND BETWEEN",
    "By and between:",
    "BETWEEN:",
    "Between",
    "BY AND AMONG",
    "by and among",
  ])
    it(`finds both parties under "${line}"`, () => {
      expect(both(agreement(line))).toEqual(EXPECTED);
    });

  it("finds both parties when each line is numbered (1) and (2)", () => {
    expect(both(agreement("BETWEEN:", `(1) ${FIRST}`, `(2) ${SECOND}`))).toEqual(EXPECTED);
  });

  it("finds both parties when the names are in ordinary case", () => {
    expect(
      both(
        agreement(
          "BY AND BETWEEN",
          'Orchard Vale Biosciences, Inc., a Maryland corporation ("Company"), and',
          'Brightwater Data Services LLC, an Ohio limited liability company ("Provider").',
        ),
      ),
    ).toEqual({ supplier: "Brightwater Data Services LLC", customer: "Orchard Vale Biosciences, Inc." });
  });

  it("finds both parties when the line opening the second party begins with 'and'", () => {
    expect(both(agreement("BY AND BETWEEN", FIRST.replace(/; and$/, ";"), `and ${SECOND}`))).toEqual(
      EXPECTED,
    );
  });

  it("keeps a convenience right held by the customer the customer's on both sides", () => {
    const text = `${agreement("BY AND BETWEEN")}\n2. Ending the agreement\n\n2.1 Company may terminate this Agreement for convenience at any time on sixty (60) days' prior written notice to Provider.\n\n2.2 Either party may terminate this Agreement if the other party materially breaches it and does not cure the breach within thirty (30) days.\n`;
    const asCustomer = analyseContract(text, { side: "customer" }).cancellationTerms;
    expect(asCustomer.forConvenienceParty).toBe("customer");
    expect(asCustomer.summary).toMatch(/^You may end the contract without giving a reason on 60 days/);
    const asSupplier = analyseContract(text, { side: "supplier" }).cancellationTerms;
    expect(asSupplier.forConvenienceParty).toBe("customer");
    expect(asSupplier.summary).toMatch(/^Only the customer may end the contract without a reason/);
  });
});
