import { expect, type Page } from "@playwright/test";
import { acceptAll, COOKIE_CONSENT_KEY } from "../../common/cookie-consent";
import { sampleContractDocx } from "../../server/test/sample-contract";

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
  const response = await fetch(
    `http://127.0.0.1:${process.env.MAIL_SINK_HTTP_PORT ?? 4025}/?to=${encodeURIComponent(email)}`,
  );
  return (await response.json()) as Array<{ subject: string; text: string }>;
}

export const ADMIN_EMAIL = "e2e-admin@northwind-trading.co.uk";

/** The administrator named in ADMIN_EMAILS by the e2e server; registered on first use. */
export async function adminToken(page: Page) {
  const password = "Adm1n!Passphrase";
  // Registering a taken email answers like a new one (no account enumeration), so sign in first.
  const login = await page.request.post("/api/login", { data: { email: ADMIN_EMAIL, password } });
  if (login.status() === 200) return (await login.json()).token as string;
  const response = await page.request.post("/api/register", {
    data: {
      ...newUser("admin"),
      email: ADMIN_EMAIL,
      password,
      confirmPassword: password,
      companySize: "11-50",
      industry: "Technology",
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).token as string;
}

export async function grantPremiumViaAdmin(page: Page, userToken: string) {
  const admin = await adminToken(page);
  const profile = await (
    await page.request.get("/api/profile", { headers: { authorization: `Bearer ${userToken}` } })
  ).json();
  const response = await page.request.patch(`/api/admin/users/${profile.id}/toggle-premium`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { hasPremiumAccess: true },
  });
  expect(response.status()).toBe(200);
}

/** Uploads the sample contract ("Cloudline SaaS Agreement.docx") and analyses it in one request. */
export async function uploadAnalysedSample(page: Page, token: string) {
  const uploaded = await page.request.post("/api/contracts/upload?analyse=true", {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      contract: {
        name: "Cloudline SaaS Agreement.docx",
        mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        buffer: Buffer.from(await sampleContractDocx()),
      },
    },
  });
  expect(uploaded.status()).toBe(201);
  return uploaded.json();
}
