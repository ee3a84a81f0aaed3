import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";

const HIRE = (clause: string) =>
  `EQUIPMENT HIRE AGREEMENT\n\nThis Agreement is made on 1 May 2027 between Crackpot Plant Finance Limited (the "Lessor") and Muker Tearooms Ltd (the "Lessee").\n\n1. Rentals\n\n1.1 The Lessee shall pay the rentals monthly in advance.\n\n2. Default\n\n2.1 ${clause}\n`;

describe("who holds a right or a duty when the sentence opens with the other party", () => {
  it("a right to terminate belongs to the party that 'may terminate', not the one whose default triggers it", () => {
    const f = analyseContract(
      HIRE(
        "If the Lessee fails to pay any rental within 10 days of its due date, or becomes insolvent, the Lessor may terminate this Agreement.",
      ),
    ).advancedClauses.find((c) => c.name === "Termination for breach");
    expect(f?.subcategory).toBe("their_right_only");
  });

  it("the duty to insure after 'Until then' is the named party's", () => {
    const f = analyseContract(
      HIRE(
        "Title remains with the Lessor. Until then the Lessee shall keep the equipment insured against all risks.",
      ),
    ).advancedClauses.find((c) => c.category === "insurance");
    expect(f?.subcategory).toBe("you_must_insure");
  });
});
