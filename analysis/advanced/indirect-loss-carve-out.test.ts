import { describe, expect, it } from "vitest";
import { analyseContract } from "../index";
import { contract } from "../test-helpers";
import type { Side } from "../types";

const carveOuts = (body: string, side: Side = "customer") =>
  analyseContract(contract(body, { us: true }), { side }).advancedClauses.filter(
    (c) => c.subcategory === "uncapped_carve_out",
  );

const EXCLUSION =
  "8.1 EXCEPT FOR A PARTY'S INDEMNIFICATION OBLIGATIONS OR BREACH OF SECTION 5, NEITHER PARTY SHALL BE LIABLE FOR ANY INDIRECT, INCIDENTAL OR CONSEQUENTIAL DAMAGES.";

describe("an exception to the exclusion of indirect losses, beside a separate cap", () => {
  it("says lost profits can be claimed, not that the cap is lifted, when the cap makes no exception", () => {
    const body = `5. Confidentiality. Each party shall keep the other's information confidential.\n${EXCLUSION}\n8.2 EACH PARTY'S TOTAL LIABILITY UNDER THIS AGREEMENT SHALL NOT EXCEED THE FEES PAID IN THE TWELVE (12) MONTHS BEFORE THE CLAIM.\n7. Each party shall indemnify the other against third-party claims arising from its breach of this Agreement, subject to Section 8.2.`;
    const [f] = carveOuts(body);
    expect(f.excerpt.startsWith("8.1")).toBe(true);
    expect(f.whyItMatters).toBe(
      "Lost profits and other indirect losses can be claimed for indemnities and confidentiality. The liability cap makes no exception for them.",
    );
    expect(f.risk_level).toBe("low");
    expect(f.proposal ?? null).toBeNull();
    // the indemnities stay under the cap: the exception only lets lost profits be claimed
    const indemnity = analyseContract(contract(body, { us: true })).indemnity;
    expect([indemnity.type, indemnity.capped]).toEqual(["mutual", true]);
  });

  it("names what the cap also excepts, and leaves the request to the cap's own exception", () => {
    const body = `5. Confidentiality. Each party shall keep the other's information confidential.\n${EXCLUSION}\n8.2 EXCEPT FOR A PARTY'S INDEMNIFICATION OBLIGATIONS, EACH PARTY'S TOTAL LIABILITY UNDER THIS AGREEMENT SHALL NOT EXCEED THE FEES PAID IN THE TWELVE (12) MONTHS BEFORE THE CLAIM.`;
    const found = carveOuts(body);
    const exclusion = found.find((f) => f.excerpt.startsWith("8.1"));
    const cap = found.find((f) => f.excerpt.startsWith("8.2"));
    expect(exclusion?.whyItMatters).toContain(
      "The cap does not apply to indemnities either; that is the exception to the cap in clause 8.2.",
    );
    expect(exclusion?.whyItMatters).not.toContain("unlimited");
    expect(exclusion?.whyItMatters).not.toMatch(/confidentiality fall outside the cap/);
    expect(exclusion?.askFor).toContain("exception to the cap in clause 8.2");
    expect(exclusion?.proposal ?? null).toBeNull();
    // the cap's exception asks, once, about the indemnities alone
    expect(cap?.whyItMatters).toMatch(/^Claims for indemnities fall outside the cap/);
    expect(cap?.proposal).toContain("leaves liability for indemnities unlimited");
    const supplier = carveOuts(body, "supplier").find((f) => f.excerpt.startsWith("8.1"));
    expect(supplier?.whyItMatters).not.toContain("which can include you");
  });

  it("keeps the old reading where the exception allows only direct damages", () => {
    const body =
      "8.1 Vendor shall not be liable for any loss or damage (direct or indirect) except for direct damages arising from the gross negligence of Vendor.\n8.2 Vendor's total liability shall not exceed the fees paid.";
    const [f] = carveOuts(body);
    expect(f.whyItMatters).not.toContain("Lost profits");
  });

  it("tells the customer to keep an exception to the cap that covers only the supplier's indemnity", () => {
    const body =
      "6. Indemnity\n6.1 Vendor shall defend Customer against any third-party claim that the Software infringes a patent.\n7. Limitation of Liability\n7.1 EXCEPT FOR VENDOR'S OBLIGATIONS UNDER SECTION 6, IN NO EVENT SHALL EITHER PARTY'S AGGREGATE LIABILITY EXCEED THE FEES PAID IN THE TWELVE (12) MONTHS BEFORE THE CLAIM.";
    const [mine] = carveOuts(body);
    expect(mine.risk_level).toBe("low");
    expect(mine.whyItMatters).toBe(
      "The supplier's liability for indemnities falls outside the cap, so it is unlimited, which protects you; yours stays capped.",
    );
    expect(mine.proposal ?? null).toBeNull();
    const [theirs] = carveOuts(body, "supplier");
    expect(theirs.risk_level).toBe("medium");
    expect(theirs.whyItMatters).toMatch(/^Your liability for indemnities falls outside the cap/);
    expect(theirs.proposal).toContain("a separate, higher cap");
  });

  it("says the exclusion itself has exceptions, so it does not contradict the exception's finding", () => {
    const body = `5. Confidentiality. Each party shall keep the other's information confidential.\n${EXCLUSION}\n8.2 EACH PARTY'S TOTAL LIABILITY SHALL NOT EXCEED THE FEES PAID IN THE TWELVE (12) MONTHS BEFORE THE CLAIM.`;
    const f = analyseContract(contract(body, { us: true })).advancedClauses.find(
      (c) => c.subcategory === "indirect_and_consequential_loss",
    );
    expect(f?.whyItMatters).toBe(
      "Neither side can claim indirect losses such as lost profits, apart from the claims the clause excepts. The exclusion itself is standard.",
    );
  });
});
