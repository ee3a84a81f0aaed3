import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

const stripe = {
  STRIPE_SECRET_KEY: "sk_test_123",
  STRIPE_PRICE_ID: "price_123",
  STRIPE_WEBHOOK_SECRET: "whsec_123",
};

describe("Stripe settings", () => {
  it("are all three or none", () => {
    const none = loadConfig({});
    expect("config" in none && none.config.stripe).toBeUndefined();
    const all = loadConfig(stripe);
    expect("config" in all && all.config.stripe).toEqual({
      secretKey: "sk_test_123",
      priceId: "price_123",
      webhookSecret: "whsec_123",
      apiUrl: undefined,
    });
    expect(loadConfig({ STRIPE_SECRET_KEY: "sk_test_123" })).toEqual({
      errors: [
        "STRIPE_PRICE_ID: required when any Stripe setting is set (STRIPE_SECRET_KEY, STRIPE_PRICE_ID, STRIPE_WEBHOOK_SECRET)",
        "STRIPE_WEBHOOK_SECRET: required when any Stripe setting is set (STRIPE_SECRET_KEY, STRIPE_PRICE_ID, STRIPE_WEBHOOK_SECRET)",
      ],
    });
  });

  it("reject values that are not what Stripe issues", () => {
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: "pk_test_123",
        STRIPE_PRICE_ID: "prod_1",
        STRIPE_WEBHOOK_SECRET: "abc",
      }),
    ).toEqual({
      errors: [
        "STRIPE_SECRET_KEY: must be a Stripe secret key (sk_live_..., sk_test_... or a restricted rk_ key)",
        "STRIPE_PRICE_ID: must be a Stripe price id (price_...)",
        "STRIPE_WEBHOOK_SECRET: must be a webhook signing secret (whsec_...)",
      ],
    });
    expect(loadConfig({ STRIPE_API_URL: "http://127.0.0.1:12111" })).toEqual({
      errors: ["STRIPE_API_URL: only used with the three STRIPE_ settings"],
    });
  });
});

describe("the redline author", () => {
  it("is unset by default, so each user's own name is used, and can be fixed by REDLINE_AUTHOR", async () => {
    const { redlineAuthorFor } = await import("./negotiation/redline-service");
    const unset = loadConfig({});
    expect("config" in unset && unset.config.redlineAuthor).toBeUndefined();
    const fixed = loadConfig({ REDLINE_AUTHOR: "Larch Legal" });
    expect("config" in fixed && fixed.config.redlineAuthor).toBe("Larch Legal");
    expect(redlineAuthorFor({ firstName: "Jane", lastName: "Smith", companyName: "Larch Dental Ltd" })).toBe(
      "Jane Smith",
    );
    expect(redlineAuthorFor({ firstName: "", lastName: "", companyName: "Larch Dental Ltd" })).toBe(
      "Larch Dental Ltd",
    );
    expect(redlineAuthorFor({ firstName: "", lastName: "", companyName: "" })).toBe("Clausewise");
  });
});
