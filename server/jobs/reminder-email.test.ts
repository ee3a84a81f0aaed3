import { createServer, type Server, type Socket } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { reminderDeliveries } from "../db/schema";
import { SMTP_TIMEOUTS } from "../mail/mailer";
import { auth, createUser } from "../test/factories";
import { describeWithApp, type TestContext } from "../test/harness";
import { REMINDER_EMAIL_JOB } from "./reminder-email";

const isoIn = (from: Date, days: number) =>
  new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** A mail server that accepts connections and never says a word. */
async function silentMailServer() {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

async function contractWithReminders(ctx: TestContext, token: string, renewalInDays: number) {
  const saved = await ctx.app.inject({
    method: "POST",
    url: "/api/executed-contracts/save-manual",
    headers: auth(token),
    payload: {
      contractTitle: "Fleet telematics",
      vendorName: "Trackwise Ltd",
      contractValue: "£9,600",
      renewalDate: isoIn(ctx.clock.now, renewalInDays),
      autoRenewal: false,
      noticeRequired: "",
    },
  });
  expect(saved.statusCode).toBe(201);
  return saved.json() as { id: string };
}

const reminderSettings = (contractId: string) => ({
  contractId,
  reminderDays: [7],
  emailAlerts: true,
  dashboardAlerts: true,
  customMessage: "",
});

// A silent mail server for the whole file, with the mailer's own time-outs (10 s for the greeting).
const silent = await silentMailServer();
afterAll(() => silent.close());

describeWithApp(
  "reminder email with a mail server that never answers",
  (ctx) => {
    it("saves reminders at once and keeps the email for a later attempt", async () => {
      ctx().clock.set(new Date("2026-07-01T08:00:00Z"));
      const user = await createUser(ctx());
      const contract = await contractWithReminders(ctx(), user.token, 5);
      const started = Date.now();
      const response = await ctx().app.inject({
        method: "POST",
        url: "/api/contract-reminders",
        headers: auth(user.token),
        payload: reminderSettings(contract.id),
      });
      expect(response.statusCode).toBe(200);
      // Had the request waited for the silent server, it would have taken the mailer's greeting time-out.
      expect(Date.now() - started).toBeLessThan(SMTP_TIMEOUTS.greetingTimeout);

      const [delivery] = await ctx()
        .database.db.select()
        .from(reminderDeliveries)
        .where(eq(reminderDeliveries.contractId, contract.id));
      expect(delivery.emailContent?.title).toBe("Contract ends in 5 days: Fleet telematics");
      // the greeting time-out ends the attempt; the row waits for the next one instead of being lost
      const deadline = Date.now() + 20_000;
      let job = (await ctx().deps.jobs.jobsFor(REMINDER_EMAIL_JOB, delivery.id))[0];
      while (job?.state !== "retry" && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        job = (await ctx().deps.jobs.jobsFor(REMINDER_EMAIL_JOB, delivery.id))[0];
      }
      expect(job?.state).toBe("retry");
      const [after] = await ctx()
        .database.db.select()
        .from(reminderDeliveries)
        .where(eq(reminderDeliveries.id, delivery.id));
      expect(after).toMatchObject({ emailStatus: "pending", emailAttempts: 1 });
    }, 40_000);
  },
  { config: { smtpUrl: `smtp://127.0.0.1:${silent.port}?ignoreTLS=true` } },
);

describeWithApp("reminder email delivery", (ctx) => {
  it("sends a reminder left 'sending' by a process that died, once", async () => {
    ctx().clock.set(new Date("2026-08-01T08:00:00Z"));
    const user = await createUser(ctx());
    // renews in 200 days: no reminder day (90, 30, 7) is due yet
    const contract = await contractWithReminders(ctx(), user.token, 200);
    const saved = await ctx().app.inject({
      method: "POST",
      url: "/api/contract-reminders",
      headers: auth(user.token),
      payload: reminderSettings(contract.id),
    });
    expect(saved.statusCode).toBe(200);
    // A row claimed for sending ten minutes ago by an instance that was then killed.
    const [left] = await ctx()
      .database.db.insert(reminderDeliveries)
      .values({
        contractId: contract.id,
        userId: user.profile.id,
        reminderDay: 7,
        targetDate: isoIn(ctx().clock.now, 7),
        emailStatus: "sending",
        emailAttempts: 1,
        emailClaimedAt: new Date(ctx().clock.now.getTime() - 10 * 60_000),
        emailContent: { title: "Renewal in 7 days: Fleet telematics", message: "Decide now." },
      })
      .returning();

    await ctx().deps.jobs.recover();
    const mail = await ctx().smtp.waitFor((m) => m.to.includes(user.input.email), 10_000);
    expect(mail.subject).toBe("Renewal in 7 days: Fleet telematics");
    expect(mail.raw).toContain(`Message-ID: <reminder-${left.id}@localhost>`);

    await ctx().deps.jobs.recover();
    await new Promise((r) => setTimeout(r, 1_000));
    expect(ctx().smtp.messages.filter((m) => m.to.includes(user.input.email))).toHaveLength(1);
    const [row] = await ctx()
      .database.db.select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.id, left.id));
    expect(row).toMatchObject({ emailStatus: "sent", emailAttempts: 2 });
  }, 30_000);
});
