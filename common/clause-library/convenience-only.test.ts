import { describe, expect, it } from "vitest";
import { DEFAULT_RISK_THRESHOLDS } from "../risk-settings";
import { draftAlternative } from "./index";
import type { AlternativeContext } from "./types";

const customer = (overrides: Partial<AlternativeContext> = {}): AlternativeContext => ({
  side: "customer",
  us: "the Customer",
  them: "the Supplier",
  thresholds: DEFAULT_RISK_THRESHOLDS,
  serviceLevel: "standard",
  values: {},
  concerns: "",
  ...overrides,
});

const convenience = (ctx: AlternativeContext) => draftAlternative("cancellation", ctx).alternativeClause;

describe("a customer's ask to end the contract for convenience", () => {
  it("drafts only the right: who, and on what notice", () => {
    // no breach right in the contract, fees paid in advance: neither is what the user asked about
    expect(convenience(customer({ values: { paidWhen: "advance", mutualBreachRight: false } }))).toBe(
      "The Customer may terminate this Agreement for convenience at any time by giving not less than thirty (30) days' written notice.",
    );
    expect(
      convenience(customer({ concerns: "we want either party to be able to terminate on 60 days" })),
    ).toBe(
      "Either party may terminate this Agreement for convenience at any time by giving not less than sixty (60) days' written notice.",
    );
  });

  it("edits the contract's own right without adding a breach right or a refund", () => {
    expect(
      convenience(
        customer({
          values: { paidWhen: "advance" },
          original:
            "2.2 The Client may end this contract at any time by giving the Contractor two months' written notice.",
          us: "the Client",
          them: "the Contractor",
        }),
      ),
    ).toBe(
      "The Client may end this contract at any time by giving the Contractor one month's written notice.",
    );
  });

  it("says what is paid on leaving only when that is what the user raises", () => {
    const text = convenience(
      customer({
        values: { paidWhen: "advance" },
        concerns: "We should only pay fees up to the date we leave, and get back anything paid in advance.",
      }),
    );
    expect(text).toBe(
      "The Customer may terminate this Agreement for convenience at any time by giving not less than thirty (30) days' written notice. The Customer shall pay only the charges due up to the date termination takes effect, and the Supplier shall refund any fees paid in advance for the period after that date.",
    );
    // in arrears there is nothing paid in advance to refund
    expect(
      convenience(
        customer({
          values: { paidWhen: "arrears" },
          concerns: "we only pay fees up to the termination date",
        }),
      ),
    ).toMatch(/shall pay only the charges due up to the date termination takes effect\.$/);
  });

  it("keeps the supplier's own right to leave, which the contract gives", () => {
    expect(
      convenience(
        customer({
          values: { theirConvenienceNoticeDays: 30, theirConvenienceOnly: true, paidWhen: "advance" },
          original: "The Supplier may terminate this Agreement on 30 days' notice.",
        }),
      ),
    ).toBe(
      "The Customer may terminate this Agreement for convenience at any time by giving not less than thirty (30) days' written notice. The Supplier may terminate this Agreement for convenience by giving not less than ninety (90) days' written notice.",
    );
  });

  it("keeps a right to end for breach that the replaced sentence gave", () => {
    const breach =
      "The Customer may terminate if the Supplier commits a material breach, on 90 days' notice.";
    expect(convenience(customer({ original: `5.1 ${breach}` }))).toBe(
      `The Customer may terminate this Agreement for convenience at any time by giving not less than thirty (30) days' written notice. ${breach}`,
    );
  });
});
