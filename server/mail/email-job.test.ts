import { SMTPServer } from "smtp-server";
import { afterAll, expect, it } from "vitest";
import { describeWithApp } from "../test/harness";
import { EMAIL_JOB, queueEmail } from "./email-job";

/** A mail server that refuses the first message with a temporary error and accepts the rest. */
const received: string[] = [];
let refused = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      if (refused === 0) {
        refused += 1;
        const error = Object.assign(new Error("Try again later"), { responseCode: 451 });
        return callback(error);
      }
      received.push(Buffer.concat(chunks).toString("utf8"));
      callback();
    });
  },
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const port = (server.server.address() as { port: number }).port;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describeWithApp(
  "queued email",
  (ctx) => {
    it("is kept and sent once when the mail server first refuses it", async () => {
      refused = 0;
      received.length = 0;
      const key = `payment-failed:in_${ctx().dbName}:1`;
      const message = {
        to: "owner@northwind-trading.co.uk",
        subject: "Payment failed",
        text: "Update your card.",
      };
      await queueEmail(ctx().deps, message, key);
      await queueEmail(ctx().deps, message, key);
      const waitForState = async (...states: string[]) => {
        const deadline = Date.now() + 15_000;
        for (;;) {
          const [job] = await ctx().deps.jobs.jobsFor(EMAIL_JOB, key);
          if (job && states.includes(job.state)) return job;
          if (Date.now() > deadline) throw new Error(`job is ${job?.state}, not ${states.join(" or ")}`);
          await new Promise((r) => setTimeout(r, 100));
        }
      };
      // The refusal puts the job in "retry"; a fast machine may already have retried it between polls.
      const afterRefusal = await waitForState("retry", "completed");
      expect(refused).toBe(1);
      expect(await ctx().deps.jobs.jobsFor(EMAIL_JOB, key)).toHaveLength(1);
      if (afterRefusal.state === "retry") {
        // The backoff (30-60 s) has passed.
        const { queueConnection } = await import("../jobs/queue-connection");
        await queueConnection(ctx().database.db).executeSql(
          "update pgboss.job set start_after = now() where name = $1 and singleton_key = $2",
          [EMAIL_JOB, key],
        );
      }
      await waitForState("completed");
      expect(received).toHaveLength(1);
      expect(received[0]).toContain("Subject: Payment failed");
      expect(received[0]).toMatch(/Message-ID: <[0-9a-f]{32}@localhost>/);
      await ctx().deps.jobs.recover();
      await new Promise((r) => setTimeout(r, 500));
      expect(received).toHaveLength(1);
    });
  },
  { config: { smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true` } },
);
