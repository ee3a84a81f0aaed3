import { createHash } from "node:crypto";
import type { DbOrTx } from "../db/client";
import type { AppDeps } from "../deps";
import type { JobDefinition } from "../jobs/queue";
import type { MailMessage } from "./mailer";

export const EMAIL_JOB = "email";
export type EmailJobData = { message: MailMessage; key: string };

/**
 * Queues an email as a durable job: it survives a restart and is retried with backoff when the mail
 * server fails. `key` names what the email is about (e.g. "payment-failed:in_123:2"): a second send
 * with the same key while one waits is ignored, and it becomes the Message-ID, so a repeat after a
 * crash mid-send shows once. Not for messages carrying secrets (reset links): job data is kept for days.
 * Pass the transaction that records what the email tells about as `tx`: the email is then queued if
 * and only if that change commits, so no crash between the two can lose it.
 */
export async function queueEmail(deps: AppDeps, message: MailMessage, key: string, tx?: DbOrTx) {
  // The key names the email once for ever: the queue's singleton only covers a job still waiting, so a
  // job already running, retrying or done must not be queued again.
  const existing = await deps.jobs.jobsFor(EMAIL_JOB, key, tx);
  if (existing.some((job) => job.state !== "failed" && job.state !== "cancelled")) return;
  await deps.jobs.send<EmailJobData>(EMAIL_JOB, { message, key }, { key, tx });
}

export function emailJob(deps: AppDeps): JobDefinition<EmailJobData> {
  return {
    name: EMAIL_JOB,
    // SMTP time-outs (mailer.ts) keep one send well under expireInSeconds.
    options: { retryLimit: 4, retryDelay: 30, expireInSeconds: 180 },
    async run({ message, key }) {
      const id = createHash("sha256").update(key).digest("hex").slice(0, 32);
      await deps.mailer.send({ ...message, messageId: `<${id}@${new URL(deps.config.appUrl).hostname}>` });
    },
  };
}
