import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send: (message: MailMessage) => Promise<void> };

/** SMTP when configured; otherwise the message is kept in the outbox table and logged so a newcomer can follow links. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        options.log.info({ to: message.to, subject: message.subject }, "mail sent");
      },
    };
  }
  return {
    async send(message) {
      await options.db.insert(mailOutbox).values(message);
      options.log.info(
        { to: message.to, subject: message.subject, text: message.text },
        "mail stored in outbox",
      );
    },
  };
}
