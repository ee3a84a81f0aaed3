import { expect, it } from "vitest";
import { auth, createUser } from "../test/factories";
import { describeWithApp } from "../test/harness";

describeWithApp(
  "admin rights",
  (ctx) => {
    it("makes the first account and ADMIN_EMAILS administrators, nobody else", async () => {
      const first = await createUser(ctx(), { firstName: "First", lastName: "Person" });
      const normal = await createUser(ctx(), { firstName: "Admin", lastName: "Admin" });
      const listed = await createUser(ctx(), { email: "ops@clausewise-ops.co.uk" });
      expect(first.profile.userType).toBe("admin");
      expect(normal.profile.userType).toBe("user");
      expect(listed.profile.userType).toBe("admin");
    });

    it("refuses admin endpoints to a normal user and serves them to an admin", async () => {
      const admin = await createUser(ctx(), { email: "ops2@clausewise-ops.co.uk" });
      const user = await createUser(ctx());
      expect((await ctx().app.inject({ method: "GET", url: "/api/admin/users" })).statusCode).toBe(401);
      const refused = await ctx().app.inject({
        method: "GET",
        url: "/api/admin/users",
        headers: auth(user.token),
      });
      expect(refused.statusCode).toBe(403);
      const faq = await ctx().app.inject({
        method: "POST",
        url: "/api/admin/faq/categories",
        headers: auth(user.token),
        payload: { name: "x", order: 0 },
      });
      expect(faq.statusCode).toBe(403);
      const listing = await ctx().app.inject({
        method: "GET",
        url: "/api/admin/users",
        headers: auth(admin.token),
      });
      expect(listing.statusCode).toBe(200);
      const row = listing.json().find((u: { email: string }) => u.email === user.input.email);
      expect(row).toMatchObject({
        isActive: true,
        hasPremiumAccess: false,
        companyName: "Northwind Trading Ltd",
      });
      expect(row).not.toHaveProperty("passwordHash");
    });

    it("blocking a user revokes their sessions and refuses login; premium can be granted", async () => {
      const admin = await createUser(ctx(), { email: "ops3@clausewise-ops.co.uk" });
      const user = await createUser(ctx());
      const block = await ctx().app.inject({
        method: "PATCH",
        url: `/api/admin/users/${user.profile.id}/toggle-access`,
        headers: auth(admin.token),
        payload: { isActive: false },
      });
      expect(block.statusCode).toBe(200);
      expect(
        (await ctx().app.inject({ method: "GET", url: "/api/profile", headers: auth(user.token) }))
          .statusCode,
      ).toBe(403);
      const login = await ctx().app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: user.input.email, password: user.input.password },
      });
      expect(login.statusCode).toBe(403);
      const premium = await ctx().app.inject({
        method: "PATCH",
        url: `/api/admin/users/${user.profile.id}/toggle-premium`,
        headers: auth(admin.token),
        payload: { hasPremiumAccess: true },
      });
      expect(premium.json()).toEqual({ ok: true, hasPremiumAccess: true, grantedByAdmin: true });
      const missing = await ctx().app.inject({
        method: "PATCH",
        url: "/api/admin/users/not-a-user/toggle-premium",
        headers: auth(admin.token),
        payload: { hasPremiumAccess: true },
      });
      expect(missing.statusCode).toBe(404);
    });
  },
  {
    config: {
      adminEmails: ["ops@clausewise-ops.co.uk", "ops2@clausewise-ops.co.uk", "ops3@clausewise-ops.co.uk"],
    },
  },
);
