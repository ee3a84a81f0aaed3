/**
 * End-to-end helper: a real SMTP server that keeps what it receives and shows it over HTTP,
 * so browser journeys can follow links from emails. Ports from MAIL_SINK_SMTP_PORT / MAIL_SINK_HTTP_PORT.
 */
import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";

type Mail = { to: string[]; subject: string; text: string; receivedAt: string };
const mails: Mail[] = [];
const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT ?? 4026);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT ?? 4025);

const decode = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      mails.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? "",
        text: decode(raw),
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
}).listen(smtpPort, "127.0.0.1");

createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  const to = url.searchParams.get("to");
  const list = to ? mails.filter((m) => m.to.includes(to.toLowerCase())) : mails;
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify(list));
}).listen(httpPort, "127.0.0.1", () => console.log(`mail sink: smtp ${smtpPort}, http ${httpPort}`));
