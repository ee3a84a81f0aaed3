import { describe, expect, it } from "vitest";
import { auth, createUser, registrationInput } from "../test/factories";
import { describeWithApp } from "../test/harness";

describeWithApp("accounts", (ctx) => {
  it("registers, generates First.Last and signs in", async () => {
    const { app } = ctx();
    const input = registrationInput({ firstName: "mary-jane", lastName: "o'neil" });
    const response = await app.inject({ method: "POST", url: "/api/register", payload: input });
    expect(response.statusCode).toBe(201);
    const { token } = response.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const profile = (await app.inject({ method: "GET", url: "/api/profile", headers: auth(token) })).json();
    expect(profile.username).toBe("Mary-Jane.Oneil");
    expect(profile.email).toBe(input.email);
    expect(profile).not.toHaveProperty("passwordHash");
    expect(profile.passwordStrength).toBe("very-strong");
    expect(profile.accountLocked).toBe(false);
  });

  it("adds a number when the username is taken", async () => {
    const first = await createUser(ctx(), { firstName: "Sam", lastName: "Patel" });
    const second = await createUser(ctx(), { firstName: "Sam", lastName: "Patel" });
    expect(first.profile.username).toBe("Sam.Patel");
    expect(second.profile.username).toBe("Sam.Patel2");
  });

  it.each([
    [{ firstName: "" }, "First name is required"],
    [{ lastName: " " }, "Last name is required"],
    [{ email: "" }, "Email address is required"],
    [{ email: "not-an-email" }, "Please enter a valid email address"],
    [{ jobTitle: "" }, "Job title is required"],
    [{ companyName: "" }, "Company name is required"],
    [{ companySize: "" }, "Please select company size"],
    [{ industry: "Mining" }, "Please select your industry"],
    [{ password: "", confirmPassword: "" }, "Password is required"],
    [{ password: "Ab1!", confirmPassword: "Ab1!" }, "Password must be at least 8 characters"],
    [{ confirmPassword: "" }, "Please confirm your password"],
    [{ confirmPassword: "Different1!x" }, "Passwords do not match"],
    [
      { password: "alllowercase1", confirmPassword: "alllowercase1" },
      "Password does not meet security requirements",
    ],
  ])("refuses registration %o with its message", async (override, message) => {
    const response = await ctx().app.inject({
      method: "POST",
      url: "/api/register",
      payload: registrationInput(override),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("refuses consumer, temporary and short-domain email addresses", async () => {
    for (const email of ["jo@gmail.com", "jo@tempmail-box.com", "jo@a.b"]) {
      const response = await ctx().app.inject({
        method: "POST",
        url: "/api/register",
        payload: registrationInput({ email }),
      });
      expect(response.statusCode, email).toBe(400);
    }
  });

  it("answers a registration for a taken email as for a new one and emails the owner instead", async () => {
    const { input } = await createUser(ctx());
    const fresh = await ctx().app.inject({
      method: "POST",
      url: "/api/register",
      payload: registrationInput(),
    });
    const again = await ctx().app.inject({
      method: "POST",
      url: "/api/register",
      payload: {
        ...input,
        firstName: "Mallory",
        password: "An0ther!Passphrase",
        confirmPassword: "An0ther!Passphrase",
      },
    });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(again.json())).toEqual(Object.keys(fresh.json()));
    expect(again.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The answer opens no session, and the account keeps its owner's password.
    const profile = await ctx().app.inject({
      method: "GET",
      url: "/api/profile",
      headers: auth(again.json().token),
    });
    expect(profile.statusCode).toBe(403);
    const login = await ctx().app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: input.email, password: input.password },
    });
    expect(login.statusCode).toBe(200);

    const mail = await ctx().smtp.waitFor(
      (m) => m.to.includes(input.email) && m.subject === "You already have a Clausewise account",
    );
    expect(mail.text).toContain("Hello Alice,");
    expect(mail.text).toContain("/forgot-password");
  });

  it("logs in with the right password only", async () => {
    const { input } = await createUser(ctx());
    const ok = await ctx().app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: input.email, password: input.password },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toBeTruthy();
    const bad = await ctx().app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: input.email, password: "Wrong!Pass123" },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toMatch(/^Invalid email or password/);
    const unknown = await ctx().app.inject({
      method: "POST",
      url: "/api/login",
      payload: { email: "nobody@nowhere-ltd.com", password: "x" },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(bad.json().message);
  });

  it("logout revokes the token", async () => {
    const { token } = await createUser(ctx());
    expect(
      (await ctx().app.inject({ method: "POST", url: "/api/logout", headers: auth(token) })).statusCode,
    ).toBe(200);
    const after = await ctx().app.inject({ method: "GET", url: "/api/profile", headers: auth(token) });
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toBe("Invalid token");
  });

  it("answers 401 without a token and 403 'Invalid token' with a made-up one", async () => {
    expect((await ctx().app.inject({ method: "GET", url: "/api/profile" })).statusCode).toBe(401);
    const forged = await ctx().app.inject({
      method: "GET",
      url: "/api/profile",
      headers: auth("x".repeat(43)),
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe("Invalid token");
  });

  it("expires a session idle for more than 30 days", async () => {
    const { token } = await createUser(ctx());
    ctx().clock.advance(29 * 86_400_000);
    expect(
      (await ctx().app.inject({ method: "GET", url: "/api/profile", headers: auth(token) })).statusCode,
    ).toBe(200);
    ctx().clock.advance(29 * 86_400_000);
    expect(
      (await ctx().app.inject({ method: "GET", url: "/api/profile", headers: auth(token) })).statusCode,
    ).toBe(200);
    ctx().clock.advance(31 * 86_400_000);
    expect(
      (await ctx().app.inject({ method: "GET", url: "/api/profile", headers: auth(token) })).statusCode,
    ).toBe(403);
  });
});

describe("health", () => {
  describeWithApp("health", (ctx) => {
    it("answers ok once migrated", async () => {
      const response = await ctx().app.inject({ method: "GET", url: "/api/health" });
      expect(response.json()).toEqual({ status: "ok" });
    });
  });
});
