import type { FastifyInstance } from "fastify";

/** Registers the benchmark's account on an in-process app and returns its auth header. */
export async function registerBenchUser(app: FastifyInstance): Promise<{ authorization: string }> {
  const register = await app.inject({
    method: "POST",
    url: "/api/register",
    payload: {
      firstName: "Bench",
      lastName: "Mark",
      email: "bench@northwind-trading.co.uk",
      jobTitle: "Ops",
      companyName: "Northwind",
      companySize: "11-50",
      industry: "Other",
      password: "Str0ng!Passphrase",
      confirmPassword: "Str0ng!Passphrase",
    },
  });
  return { authorization: `Bearer ${register.json().token}` };
}
