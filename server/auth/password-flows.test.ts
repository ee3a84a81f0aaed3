import { expect, it } from "vitest";
import { auth, createUser } from "../test/factories";
import { describeWithApp } from "../test/harness";

const login = (
  ctx: ReturnType<Parameters<Parameters<typeof describeWithApp>[1]>[0]>,
  email: string,
  password: string,
) => ctx.app.inject({ method: "POST", url: "/api/login", payload: { email, password } });

describeWithApp("lockout and password flows", (ctx) => {
  it("locks on the 5th failure, refuses the right password while locked, unlocks after 15 minutes", async () => {
    const { input } = await createUser(ctx());
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await login(ctx(), input.email, "Wrong!Pass123")).statusCode).toBe(401);
    }
    // the 5th failure locks the account but answers like any wrong password (no account enumeration)
    const fifth = await login(ctx(), input.email, "Wrong!Pass123");
    expect(fifth.statusCode).toBe(401);
    const unknown = await login(ctx(), "nobody.here@unknown-company.co.uk", "Wrong!Pass123");
    expect(fifth.json()).toEqual(unknown.json());

    const rightWhileLocked = await login(ctx(), input.email, input.password);
    expect(rightWhileLocked.statusCode).toBe(423);
    expect(rightWhileLocked.json().message).toMatch(/locked/i);
    expect(rightWhileLocked.json().message).toMatch(/reset your password/i);
    expect((await login(ctx(), input.email, "Wrong!Pass123")).statusCode).toBe(401);

    ctx().clock.advance(14 * 60_000);
    expect((await login(ctx(), input.email, input.password)).statusCode).toBe(423);
    ctx().clock.advance(61_000);
    const after = await login(ctx(), input.email, input.password);
    expect(after.statusCode).toBe(200);
    const profile = await ctx().app.inject({
      method: "GET",
      url: "/api/profile",
      headers: auth(after.json().token),
    });
    expect(profile.json()).toMatchObject({ accountLocked: false, failedLoginAttempts: 0 });
  });

  it("resets the failure count after a successful login", async () => {
    const { input } = await createUser(ctx());
    for (let i = 0; i < 4; i++) await login(ctx(), input.email, "Wrong!Pass123");
    expect((await login(ctx(), input.email, input.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await login(ctx(), input.email, "Wrong!Pass123")).statusCode).toBe(401);
    expect((await login(ctx(), input.email, input.password)).statusCode).toBe(200);
  });

  it("forgot password answers alike for unknown emails and mails a single-use link that unlocks the account", async () => {
    const { input, token: oldToken } = await createUser(ctx());
    for (let i = 0; i < 5; i++) await login(ctx(), input.email, "Wrong!Pass123");
    expect((await login(ctx(), input.email, input.password)).statusCode).toBe(423);

    const unknown = await ctx().app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: "nobody@unknown-company.co.uk" },
    });
    const known = await ctx().app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: input.email },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    const mail = await ctx().smtp.waitFor((m) => m.to.includes(input.email));
    expect(ctx().smtp.messages.some((m) => m.to.includes("nobody@unknown-company.co.uk"))).toBe(false);
    const link = /http:\/\/localhost:3000\/reset-password\/([A-Za-z0-9_-]+)\?email=([^\s"<]+)/.exec(
      mail.text,
    );
    expect(link).not.toBeNull();
    const [, resetToken, emailParam] = link!;
    expect(decodeURIComponent(emailParam)).toBe(input.email);

    const weak = await ctx().app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { email: input.email, token: resetToken, newPassword: "weakpass" },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe("Password does not meet security requirements");

    const reset = await ctx().app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { email: input.email, token: resetToken, newPassword: "N3w!Passphrase#2" },
    });
    expect(reset.statusCode).toBe(200);
    const again = await ctx().app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { email: input.email, token: resetToken, newPassword: "An0ther!Passphrase" },
    });
    expect(again.statusCode).toBe(400);

    expect(
      (await ctx().app.inject({ method: "GET", url: "/api/profile", headers: auth(oldToken) })).statusCode,
    ).toBe(403);
    expect((await login(ctx(), input.email, input.password)).statusCode).toBe(401);
    expect((await login(ctx(), input.email, "N3w!Passphrase#2")).statusCode).toBe(200);
  });

  it("a reset link expires after an hour", async () => {
    const { input } = await createUser(ctx());
    await ctx().app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: input.email },
    });
    const mail = await ctx().smtp.waitFor((m) => m.to.includes(input.email));
    const resetToken = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    ctx().clock.advance(61 * 60_000);
    const late = await ctx().app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { email: input.email, token: resetToken, newPassword: "N3w!Passphrase#2" },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/expired/);
  });

  it("changing the password keeps this session and revokes the others", async () => {
    const { input, token: current } = await createUser(ctx());
    const other = (await login(ctx(), input.email, input.password)).json().token;
    const wrongCurrent = await ctx().app.inject({
      method: "POST",
      url: "/api/change-password",
      headers: auth(current),
      payload: {
        currentPassword: "Nope!123456",
        newPassword: "Chang3d!Passphrase",
        confirmNewPassword: "Chang3d!Passphrase",
      },
    });
    expect(wrongCurrent.statusCode).toBe(400);
    const mismatch = await ctx().app.inject({
      method: "POST",
      url: "/api/change-password",
      headers: auth(current),
      payload: {
        currentPassword: input.password,
        newPassword: "Chang3d!Passphrase",
        confirmNewPassword: "Other3d!Passphrase",
      },
    });
    expect(mismatch.json().message).toBe("New passwords don't match");
    const same = await ctx().app.inject({
      method: "POST",
      url: "/api/change-password",
      headers: auth(current),
      payload: {
        currentPassword: input.password,
        newPassword: input.password,
        confirmNewPassword: input.password,
      },
    });
    expect(same.json().message).toBe("New password must be different from current password");

    const changed = await ctx().app.inject({
      method: "POST",
      url: "/api/change-password",
      headers: auth(current),
      payload: {
        currentPassword: input.password,
        newPassword: "Chang3d!Passphrase",
        confirmNewPassword: "Chang3d!Passphrase",
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await ctx().app.inject({ method: "GET", url: "/api/profile", headers: auth(current) })).statusCode,
    ).toBe(200);
    expect(
      (await ctx().app.inject({ method: "GET", url: "/api/profile", headers: auth(other) })).statusCode,
    ).toBe(403);
  });
});

describeWithApp(
  "auth rate limit",
  (ctx) => {
    it("limits login attempts per IP", async () => {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        codes.push((await login(ctx(), "someone@acme-widgets.co.uk", "whatever")).statusCode);
      }
      expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
      expect(codes.slice(3)).toEqual([429, 429]);
    });
  },
  { authRateLimit: { max: 3, timeWindowMs: 60_000 } },
);
