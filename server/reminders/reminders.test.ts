import { expect, it } from "vitest";
import { sweepRenewalReminders } from "../jobs/reminder-sweep";
import { auth, createUser } from "../test/factories";
import { describeWithApp } from "../test/harness";

describeWithApp("renewal reminders: on by default, rolled forward, never silently dropped", (ctx) => {
  async function save(token: string, payload: Record<string, unknown>) {
    const response = await ctx().app.inject({
      method: "POST",
      url: "/api/executed-contracts/save-manual",
      headers: auth(token),
      payload: {
        contractTitle: "Office printers",
        vendorName: "Inkwell Ltd",
        contractValue: "£4,800",
        ...payload,
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string };
  }
  /** Signs in again: the clock jumps months ahead, past the session's lifetime. */
  const freshToken = async (user: { input: { email: string; password: string } }) =>
    (
      await ctx().app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: user.input.email, password: user.input.password },
      })
    ).json().token as string;
  const sweep = () => sweepRenewalReminders({ deps: ctx().deps });
  const notes = async (token: string) =>
    (await ctx().app.inject({ method: "GET", url: "/api/notifications", headers: auth(token) }))
      .json()
      .notifications.filter((n: { title: string }) =>
        /Notice deadline|Renewal|Contract ends/.test(n.title),
      ) as {
      title: string;
      message: string;
    }[];
  const settings = async (token: string, id: string) =>
    ctx().app.inject({ method: "GET", url: `/api/contract-reminders/${id}`, headers: auth(token) });

  it("switches reminders on (90, 30 and 7 days) when a contract is saved, and sends one already due at once", async () => {
    ctx().clock.set(new Date("2026-03-01T09:00:00Z"));
    const user = await createUser(ctx());
    // ends in 20 days, no automatic renewal: the 30-day reminder is already due
    const contract = await save(user.token, { endDate: "2026-03-21" });
    const got = (await settings(user.token, contract.id)).json();
    expect(got).toMatchObject({ isSet: true, enabled: true, reminderDays: [90, 30, 7] });
    expect(got.sent).toEqual([expect.objectContaining({ reminderDay: 30, targetDate: "2026-03-21" })]);
    const sent = await notes(user.token);
    expect(sent.map((n) => n.title)).toEqual(["Contract ends in 20 days: Office printers"]);
    const mail = await ctx().smtp.waitFor((m) => m.to.includes(user.input.email));
    expect(mail.subject).toBe("Contract ends in 20 days: Office printers");
  });

  it("reminds about a contract that started in 2020 and renews yearly, before this year's notice deadline", async () => {
    ctx().clock.set(new Date("2026-07-01T09:00:00Z"));
    const user = await createUser(ctx());
    await save(user.token, {
      startDate: "2020-02-01",
      endDate: "2021-01-31",
      autoRenewal: true,
      noticeRequired: 90,
      renewalPeriodMonths: 12,
    });
    // next renewal 31/01/2027, notice by 02/11/2026: the 90-day reminder is on 04/08/2026
    expect(await notes(user.token)).toEqual([]);
    ctx().clock.set(new Date("2026-08-03T09:00:00Z"));
    await sweep();
    expect(await notes(await freshToken(user))).toEqual([]);
    ctx().clock.set(new Date("2026-08-04T09:00:00Z"));
    await sweep();
    const [note] = await notes(await freshToken(user));
    expect(note.title).toBe("Notice deadline in 90 days: Office printers");
    expect(note.message).toContain("02/11/2026 is the last day to give Inkwell Ltd notice");
    expect(note.message).toContain("renew automatically on 31/01/2027");
  });

  it("after a passed notice deadline, reminds about the renewal date instead of promising and dropping", async () => {
    ctx().clock.set(new Date("2026-11-23T09:00:00Z"));
    const user = await createUser(ctx());
    const contract = await save(user.token, {
      renewalDate: "2027-01-31",
      autoRenewal: true,
      noticeRequired: 90,
    });
    const [note] = await notes(user.token);
    expect(note.title).toBe("Renewal in 69 days: Office printers");
    const passedWords =
      "The notice deadline of 02/11/2026 has passed; Office printers with Inkwell Ltd renews on 31/01/2027.";
    expect(note.message).toContain(passedWords);
    const mail = await ctx().smtp.waitFor((m) => m.to.includes(user.input.email));
    expect(mail.subject).toBe("Renewal in 69 days: Office printers");
    expect(mail.text).toContain(passedWords);
    // it never asks for notice by the day that has gone, only by the next one notice can still meet
    expect(mail.text).not.toMatch(/last day to give|days to give notice|notice by 02\/11\/2026/);
    expect(mail.text).toContain("give Inkwell Ltd notice by 02/11/2027 to stop the renewal on 31/01/2028");
    ctx().clock.set(new Date("2027-01-01T09:00:00Z"));
    await sweep();
    expect((await notes(await freshToken(user)))[0].title).toBe("Renewal in 30 days: Office printers");
    // after the renewal, the next term's notice deadline (02/11/2027) takes over
    ctx().clock.set(new Date("2027-08-04T09:00:00Z"));
    await sweep();
    const token = await freshToken(user);
    expect((await notes(token))[0].title).toBe("Notice deadline in 90 days: Office printers");
    const got = (await settings(token, contract.id)).json();
    expect(got.sent.map((s: { targetDate: string }) => s.targetDate)).toContain("2027-11-02");
  });

  it("sends nothing once switched off, keeps the chosen days, and refuses settings that could send nothing", async () => {
    ctx().clock.set(new Date("2026-03-01T09:00:00Z"));
    const user = await createUser(ctx());
    const contract = await save(user.token, { endDate: "2026-06-30" });
    const off = await ctx().app.inject({
      method: "POST",
      url: "/api/contract-reminders",
      headers: auth(user.token),
      payload: { contractId: contract.id, reminderDays: [60, 14], enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ enabled: false, reminderDays: [60, 14] });
    ctx().clock.set(new Date("2026-06-16T09:00:00Z"));
    await sweep();
    user.token = await freshToken(user);
    expect(await notes(user.token)).toEqual([]);

    const silent = await ctx().app.inject({
      method: "POST",
      url: "/api/contract-reminders",
      headers: auth(user.token),
      payload: { contractId: contract.id, reminderDays: [7], emailAlerts: false, dashboardAlerts: false },
    });
    expect(silent.statusCode).toBe(400);
    expect(silent.json().message).toBe("Turn on email or dashboard alerts, or switch reminders off");
    const none = await ctx().app.inject({
      method: "POST",
      url: "/api/contract-reminders",
      headers: auth(user.token),
      payload: { contractId: contract.id, reminderDays: [] },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Choose at least one reminder day");

    // switching back on sends the reminder that is due now (14 days before 30/06)
    const on = await ctx().app.inject({
      method: "POST",
      url: "/api/contract-reminders",
      headers: auth(user.token),
      payload: { contractId: contract.id, reminderDays: [60, 14], enabled: true },
    });
    expect(on.statusCode).toBe(200);
    expect((await notes(user.token)).map((n) => n.title)).toEqual([
      "Contract ends in 14 days: Office printers",
    ]);

    const deleted = await ctx().app.inject({
      method: "DELETE",
      url: `/api/contract-reminders/${contract.id}`,
      headers: auth(user.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await settings(user.token, contract.id)).json()).toMatchObject({
      enabled: false,
      reminderDays: [60, 14],
    });

    const stranger = await createUser(ctx());
    expect((await settings(stranger.token, contract.id)).statusCode).toBe(404);
  });

  it("puts the rolled-forward renewals and notice deadlines in the calendar feed", async () => {
    ctx().clock.set(new Date("2026-11-23T09:00:00Z"));
    const user = await createUser(ctx());
    await save(user.token, {
      contractTitle: "Fleet tracking",
      startDate: "2020-02-01",
      endDate: "2021-01-31",
      autoRenewal: true,
      noticeRequired: 90,
    });
    await save(user.token, { contractTitle: "Old lease", endDate: "2024-05-31" });
    const { url } = (
      await ctx().app.inject({ method: "GET", url: "/api/calendar-feed", headers: auth(user.token) })
    ).json();
    const ics = (await ctx().app.inject({ method: "GET", url: new URL(url).pathname })).body;
    expect(ics).toContain("DTSTART;VALUE=DATE:20270131");
    expect(ics).toContain("SUMMARY:Renews: Fleet tracking");
    expect(ics).toContain("DTSTART;VALUE=DATE:20261102");
    expect(ics).toContain("DTSTART;VALUE=DATE:20280131");
    expect(ics).not.toContain("DTSTART;VALUE=DATE:20210131");
    expect(ics).toContain("SUMMARY:Ends: Old lease");
  });
});
