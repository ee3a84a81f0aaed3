import { expect, it } from "vitest";
import { auth, createUser } from "../test/factories";
import { describeWithApp } from "../test/harness";

describeWithApp(
  "notifications",
  (ctx) => {
    it("starts with a welcome message, marks read, and keeps each user's own", async () => {
      const alice = await createUser(ctx());
      const bob = await createUser(ctx());
      const list = await ctx().app.inject({
        method: "GET",
        url: "/api/notifications",
        headers: auth(alice.token),
      });
      expect(list.statusCode).toBe(200);
      const body = list.json();
      expect(body.unreadCount).toBe(1);
      expect(body.notifications[0]).toMatchObject({ title: "Welcome to Clausewise", isRead: false });
      const id = body.notifications[0].id;

      const stolen = await ctx().app.inject({
        method: "POST",
        url: `/api/notifications/${id}/read`,
        headers: auth(bob.token),
      });
      expect(stolen.statusCode).toBe(404);
      const garbage = await ctx().app.inject({
        method: "POST",
        url: "/api/notifications/123/read",
        headers: auth(bob.token),
      });
      expect(garbage.statusCode).toBe(404);

      const read = await ctx().app.inject({
        method: "POST",
        url: `/api/notifications/${id}/read`,
        headers: auth(alice.token),
      });
      expect(read.json().isRead).toBe(true);
      const count = await ctx().app.inject({
        method: "GET",
        url: "/api/notifications/unread-count",
        headers: auth(alice.token),
      });
      expect(count.json()).toEqual({ unreadCount: 0 });
      const bobCount = await ctx().app.inject({
        method: "GET",
        url: "/api/notifications/unread-count",
        headers: auth(bob.token),
      });
      expect(bobCount.json()).toEqual({ unreadCount: 1 });

      const all = await ctx().app.inject({
        method: "POST",
        url: "/api/notifications/mark-all-read",
        headers: auth(bob.token),
      });
      expect(all.json()).toEqual({ updated: 1 });
      expect((await ctx().app.inject({ method: "GET", url: "/api/notifications" })).statusCode).toBe(401);
    });

    it("the contact form stores the message and notifies administrators", async () => {
      const admin = await createUser(ctx(), { email: "ops@clausewise-ops.co.uk" });
      expect(admin.profile.userType).toBe("admin");
      const bad = await ctx().app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { name: "", email: "x", message: "" },
      });
      expect(bad.statusCode).toBe(400);
      const sent = await ctx().app.inject({
        method: "POST",
        url: "/api/contact",
        payload: {
          name: "Priya Shah",
          email: "priya@brightlane.co.uk",
          company: "Brightlane",
          message: "Do you support Scottish law contracts?",
        },
      });
      expect(sent.statusCode).toBe(201);
      const adminList = (
        await ctx().app.inject({ method: "GET", url: "/api/notifications", headers: auth(admin.token) })
      ).json();
      expect(
        adminList.notifications.some((n: { title: string }) => n.title === "Contact form: Priya Shah"),
      ).toBe(true);
      const mail = await ctx().smtp.waitFor((m) => m.to.includes("support@clausewise.co.uk"));
      expect(mail.text).toContain("Scottish law");
    });
  },
  { config: { adminEmails: ["ops@clausewise-ops.co.uk"] } },
);
