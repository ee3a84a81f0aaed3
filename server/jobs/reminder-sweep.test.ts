import { expect, it } from "vitest";
import { buildApp } from "../app";
import { auth, createUser } from "../test/factories";
import { describeWithApp, testConfig } from "../test/harness";
import { sweepRenewalReminders } from "./reminder-sweep";

const isoIn = (from: Date, days: number) =>
  new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

describeWithApp("renewal reminder sweep", (ctx) => {
  async function contractWithReminders(
    token: string,
    renewalInDays: number,
    notice: number | null,
    days: number[],
  ) {
    const saved = await ctx().app.inject({
      method: "POST",
      url: "/api/executed-contracts/save-manual",
      headers: auth(token),
      payload: {
        contractTitle: "Payroll bureau service",
        vendorName: "Paybright Ltd",
        contractValue: "£18,000",
        renewalDate: isoIn(ctx().clock.now, renewalInDays),
        autoRenewal: notice !== null,
        noticeRequired: notice === null ? "" : String(notice),
      },
    });
    expect(saved.statusCode).toBe(201);
    const contract = saved.json();
    const reminders = await ctx().app.inject({
      method: "POST",
      url: "/api/contract-reminders",
      headers: auth(token),
      payload: {
        contractId: contract.id,
        reminderDays: days,
        emailAlerts: true,
        dashboardAlerts: true,
        customMessage: "",
      },
    });
    expect(reminders.statusCode).toBe(200);
    return contract as { id: string };
  }

  const reminderNotifications = async (token: string) =>
    (await ctx().app.inject({ method: "GET", url: "/api/notifications", headers: auth(token) }))
      .json()
      .notifications.filter((n: { title: string }) => /Notice deadline|Renewal|Contract ends/.test(n.title));

  it("fires once on its day, not on a second run or a second instance, and emails the user", async () => {
    ctx().clock.set(new Date("2026-05-01T08:00:00Z"));
    const user = await createUser(ctx());
    // renews in 40 days with 30 days' notice: the last day to cancel is 10 days away
    // saving the reminders delivers the one already due at once
    await contractWithReminders(user.token, 40, 30, [30, 7]);
    const notes = await reminderNotifications(user.token);
    expect(notes).toHaveLength(1);
    expect(notes[0].title).toBe("Notice deadline in 10 days: Payroll bureau service");
    expect(notes[0].message).toContain("11/05/2026 is the last day to give Paybright Ltd notice");
    expect(notes[0].urgency).toBe("urgent");
    const mail = await ctx().smtp.waitFor((m) => m.to.includes(user.input.email));
    expect(mail.subject).toContain("Notice deadline in 10 days");

    expect((await sweepRenewalReminders({ deps: ctx().deps })).created).toBe(0);
    const second = await buildApp({
      db: ctx().database.db,
      config: testConfig({ smtpUrl: ctx().smtp.url }),
      clock: () => ctx().clock.now,
      logger: false,
    });
    const [a, b] = await Promise.all([
      sweepRenewalReminders({ deps: second.deps }),
      sweepRenewalReminders({ deps: ctx().deps }),
    ]);
    expect(a.created + b.created).toBe(0);
    await second.app.close();
    expect(await reminderNotifications(user.token)).toHaveLength(1);
    expect(ctx().smtp.messages.filter((m) => m.to.includes(user.input.email))).toHaveLength(1);

    ctx().clock.advance(3 * 86_400_000);
    expect((await sweepRenewalReminders({ deps: ctx().deps })).created).toBe(1);
    const later = await reminderNotifications(user.token);
    expect(later[0].title).toBe("Notice deadline in 7 days: Payroll bureau service");
  });

  it("catches up after a gap with the most urgent reminder only, and re-plans when dates change", async () => {
    ctx().clock.set(new Date("2026-06-01T08:00:00Z"));
    const user = await createUser(ctx());
    const contract = await contractWithReminders(user.token, 100, null, [90, 30, 7]);
    expect(await reminderNotifications(user.token)).toHaveLength(0);
    // the server was down from day 10 before renewal until day 5 before renewal
    ctx().clock.advance(95 * 86_400_000);
    user.token = (
      await ctx().app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: user.input.email, password: user.input.password },
      })
    ).json().token;
    const result = await sweepRenewalReminders({ deps: ctx().deps });
    expect(result.created).toBe(1);
    const notes = await reminderNotifications(user.token);
    expect(notes).toHaveLength(1);
    expect(notes[0].title).toBe("Contract ends in 5 days: Payroll bureau service");
    expect((await sweepRenewalReminders({ deps: ctx().deps })).created).toBe(0);

    const moved = await ctx().app.inject({
      method: "PUT",
      url: `/api/executed-contracts/${contract.id}`,
      headers: auth(user.token),
      payload: {
        contractTitle: "Payroll bureau service",
        vendorName: "Paybright Ltd",
        contractValue: 18000,
        currency: "GBP",
        renewalDate: isoIn(ctx().clock.now, 20),
        isAutoRenewal: false,
        overallRisk: "Low",
      },
    });
    expect(moved.statusCode).toBe(200);
    // changing the dates re-plans at once: the reminder now due goes out with the save
    expect((await sweepRenewalReminders({ deps: ctx().deps })).created).toBe(0);
    expect((await reminderNotifications(user.token))[0].title).toBe(
      "Contract ends in 20 days: Payroll bureau service",
    );
  });
});
