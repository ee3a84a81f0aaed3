import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";

/** `messageId` is the idempotency key of a message that may be retried: the same id means the same email. */
export type MailMessage = { to: string; subject: string; text: string; html?: string; messageId?: string };

/**
 * Nodemailer waits 2 minutes to connect and 10 minutes on a silent socket by default: a mail server that
 * accepts and never answers would hold a job (or a request) that long. Query parameters in SMTP_URL
 * (e.g. ?greetingTimeout=30000) override these.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
export type Mailer = { send: (message: MailMessage) => Promise<void> };

/** SMTP when configured; otherwise the message is kept in the outbox table and logged so a newcomer can follow links. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        options.log.info({ to: message.to, subject: message.subject }, "mail sent");
      },
    };
  }
  return {
    async send({ messageId: _messageId, ...message }) {
      await options.db.insert(mailOutbox).values(message);
      options.log.info(
        { to: message.to, subject: message.subject, text: message.text },
        "mail stored in outbox",
      );
    },
  };
}
