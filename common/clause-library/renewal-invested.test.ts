import { describe, expect, it } from "vitest";
import { DEFAULT_RISK_THRESHOLDS } from "../risk-settings";
import { draftAlternative } from "./index";
import type { AlternativeContext } from "./types";

const ctx = (values: AlternativeContext["values"], original: string): AlternativeContext => ({
  side: "customer",
  us: "the Distributor",
  them: "the Manufacturer",
  thresholds: DEFAULT_RISK_THRESHOLDS,
  serviceLevel: "standard",
  values,
  concerns: "",
  original,
});

describe("renewal wording for a party that invests in the business", () => {
  it("asks for an option to renew on the same terms where renewal is not secured", () => {
    const text = draftAlternative(
      "renewal",
      ctx(
        { renewalInvested: "not-secured" },
        "2.1 This Agreement may be renewed only at the Manufacturer's discretion.",
      ),
    ).alternativeClause;
    expect(text).toMatch(/^The Distributor may renew this Agreement for a further term .* on the same terms/);
    expect(text).not.toMatch(/thirty \(30\) days/);
  });

  it("keeps a long notice either side must give, instead of shortening the other side's too", () => {
    const own =
      "2.1 This Agreement renews for successive periods of one year unless either party gives 6 months' notice.";
    expect(
      draftAlternative("renewal", ctx({ renewalInvested: "mutual-notice" }, own)).alternativeClause,
    ).toBe(
      "This Agreement renews for successive periods of one year unless either party gives 6 months' notice.",
    );
  });
});
