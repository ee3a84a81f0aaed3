import { expect, type Page } from "@playwright/test";
import { acceptAll, COOKIE_CONSENT_KEY } from "../../common/cookie-consent";

let counter = 0;

export function newUser(prefix = "e2e") {
  counter += 1;
  const stamp = `${Date.now()}${counter}`;
  return {
    firstName: "Jamie",
    lastName: "Fraser",
    email: `${prefix}.${stamp}@northwind-trading.co.uk`,
    jobTitle: "Procurement Lead",
    companyName: "Northwind Trading Ltd",
    password: "Str0ng!Passphrase",
  };
}

export type NewUser = ReturnType<typeof newUser>;

/** Registers through the API (fast path for journeys that are not about registration). */
export async function registerViaApi(page: Page, user: NewUser) {
  const response = await page.request.post("/api/register", {
    data: { ...user, companySize: "11-50", industry: "Technology", confirmPassword: user.password },
  });
  expect(response.status()).toBe(201);
  const { token } = await response.json();
  return token as string;
}

export async function signInWithToken(page: Page, token: string) {
  await page.goto("/favicon.svg");
  await page.evaluate(
    ([t, key, consent]) => {
      localStorage.setItem("token", t);
      localStorage.setItem(key, consent);
    },
    [token, COOKIE_CONSENT_KEY, JSON.stringify(acceptAll(new Date()))],
  );
}

export async function mailsTo(email: string) {
  const response = await fetch(`http://127.0.0.1:4025/?to=${encodeURIComponent(email)}`);
  return (await response.json()) as Array<{ subject: string; text: string }>;
}
