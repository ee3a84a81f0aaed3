import type { TestContext } from "./harness";

let counter = 0;

export function registrationInput(overrides: Record<string, string> = {}) {
  counter += 1;
  return {
    firstName: "Alice",
    lastName: "Walker",
    email: `alice.walker${counter}-${Date.now()}@northwind-trading.co.uk`,
    jobTitle: "Finance Manager",
    companyName: "Northwind Trading Ltd",
    companySize: "11-50",
    industry: "Technology",
    password: "Str0ng!Passphrase",
    confirmPassword: "Str0ng!Passphrase",
    ...overrides,
  };
}

/** Registers a user through the API and returns its token and profile. */
export async function createUser(ctx: TestContext, overrides: Record<string, string> = {}) {
  const input = registrationInput(overrides);
  const response = await ctx.app.inject({ method: "POST", url: "/api/register", payload: input });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const { token } = response.json() as { token: string };
  const profile = await ctx.app.inject({ method: "GET", url: "/api/profile", headers: auth(token) });
  return {
    token,
    input,
    profile: profile.json() as { id: string; username: string; userType: string; email: string },
  };
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });
