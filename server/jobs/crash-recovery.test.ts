import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePdf } from "../../documents/test-support/make-pdf";
import { renderTextImage } from "../../documents/test-support/render-text-image";
import { openDatabase } from "../db/client";
import { SMTP_TIMEOUTS } from "../mail/mailer";
import { freePort, startServer, until } from "../test/live-server";
import { multipartBody } from "../test/multipart";

/**
 * kill -9 of the real server in the middle of OCR and of sending a reminder email; after a restart
 * both finish, and each is done once. Runs on embedded PGlite and, with TEST_DATABASE_URL, a server.
 */

/** An SMTP server that, while `hang` is set, takes a message and never confirms it. */
async function flakyMailServer() {
  const state = { hang: true, hungSessions: 0, accepted: [] as Array<{ to: string[]; raw: string }> };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (state.hang) {
          state.hungSessions += 1;
          return; // never answers: the sender is stuck mid-send
        }
        state.accepted.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  server.on("error", () => {});
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { state, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const kinds = [
  { name: "pglite", server: undefined as string | undefined },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "postgres", server: process.env.TEST_DATABASE_URL }] : []),
];

for (const kind of kinds) {
  describe(`kill -9 mid-job [${kind.name}]`, () => {
    const logs: string[] = [];
    let mail: Awaited<ReturnType<typeof flakyMailServer>>;
    let dataDir: string;
    let databaseUrl: string | undefined;
    let child: ChildProcess | undefined;
    let base: string;
    let env: NodeJS.ProcessEnv;

    beforeAll(async () => {
      mail = await flakyMailServer();
      dataDir = mkdtempSync(path.join(tmpdir(), "cw-crash-"));
      if (kind.server) {
        const name = `cw_crash_${randomBytes(5).toString("hex")}`;
        const admin = new pg.Client({ connectionString: kind.server });
        await admin.connect();
        await admin.query(`create database ${name}`);
        await admin.end();
        const url = new URL(kind.server);
        url.pathname = `/${name}`;
        databaseUrl = url.toString();
      }
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      env = {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? "",
        WEB_DIR: path.join(dataDir, "no-web"),
        SMTP_URL: `smtp://127.0.0.1:${mail.port}?ignoreTLS=true`,
        APP_URL: base,
        LOG_LEVEL: "info",
      };
    });

    afterAll(async () => {
      child?.kill("SIGKILL");
      await mail.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (kind.server && databaseUrl) {
        const admin = new pg.Client({ connectionString: kind.server });
        await admin.connect();
        await admin.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
        await admin.end();
      }
    });

    const api = async (method: string, url: string, token?: string, body?: unknown) => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { "content-type": "application/json" } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, json: (await response.json().catch(() => null)) as never };
    };
    const boot = async () => {
      child = startServer(env, logs);
      await until(
        () =>
          fetch(`${base}/api/health`).then(
            (r) => r.status,
            () => 0,
          ),
        (status) => status === 200,
        90_000,
      );
    };

    it("finishes the OCR and sends the reminder once after a restart", async () => {
      await boot();
      const email = `crash-${randomBytes(4).toString("hex")}@northwind-trading.co.uk`;
      const registered = await api("POST", "/api/register", undefined, {
        firstName: "Alice",
        lastName: "Walker",
        email,
        jobTitle: "Finance Manager",
        companyName: "Northwind Trading Ltd",
        companySize: "11-50",
        industry: "Technology",
        password: "Str0ng!Passphrase",
        confirmPassword: "Str0ng!Passphrase",
      });
      expect(registered.status).toBe(201);
      const token = (registered.json as { token: string }).token;

      const page = await renderTextImage([
        "SERVICES AGREEMENT",
        "This Agreement is made between Brightwater Cleaning Limited",
        "(the Supplier) and Northwind Trading Ltd (the Customer).",
        "The Customer shall pay each invoice within thirty (30) days.",
      ]);
      const scan = makePdf(Array.from({ length: 4 }, () => ({ kind: "image" as const, ...page })));
      const body = multipartBody("contract", { name: "scan.pdf", bytes: scan, type: "application/pdf" });
      const uploaded = await fetch(`${base}/api/executed-contracts/manual`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, ...body.headers },
        body: body.payload,
      });
      expect(uploaded.status).toBe(201);
      const { uploadId } = (await uploaded.json()) as { uploadId: string };
      const upload = () =>
        api("GET", `/api/executed-contracts/uploads/${uploadId}`, token).then(
          (r) => r.json as { status: string; progress: number } | null,
        );

      const renewal = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
      const contract = await api("POST", "/api/executed-contracts/save-manual", token, {
        contractTitle: "Fleet telematics",
        vendorName: "Trackwise Ltd",
        contractValue: "£9,600",
        renewalDate: renewal,
        autoRenewal: false,
        noticeRequired: "",
      });
      expect(contract.status).toBe(201);
      const started = Date.now();
      const reminders = await api("POST", "/api/contract-reminders", token, {
        contractId: (contract.json as { id: string }).id,
        reminderDays: [7],
        emailAlerts: true,
        dashboardAlerts: true,
        customMessage: "",
      });
      expect(reminders.status).toBe(200);
      // Had the request waited for the mail server's confirmation, it would have taken the socket time-out.
      expect(Date.now() - started).toBeLessThan(SMTP_TIMEOUTS.greetingTimeout);

      // Both jobs are mid-way: OCR has reported progress, the email is in the mail server's hands.
      await until(
        () => upload(),
        (u) => u?.status === "ocr_running" && u.progress > 0,
        60_000,
      );
      await until(
        async () => mail.state.hungSessions,
        (n) => n >= 1,
        30_000,
      );
      expect((await upload())?.status).toBe("ocr_running");
      child?.kill("SIGKILL");
      await new Promise((resolve) => child?.once("exit", resolve));

      mail.state.hang = false;
      await boot();
      const done = await until(
        () => upload(),
        (u) => u?.status !== "ocr_running",
        150_000,
      );
      expect(done).toMatchObject({ status: "ready", progress: 100 });
      await until(
        async () => mail.state.accepted.length,
        (n) => n >= 1,
        90_000,
      );
      const saved = await api("POST", "/api/executed-contracts/save-manual", token, {
        uploadId,
        contractTitle: "Cleaning services",
        vendorName: "Brightwater Cleaning Limited",
        contractValue: "£4,000",
        // far enough away that no reminder falls due: only the first contract's email is expected
        renewalDate: new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10),
        autoRenewal: false,
        noticeRequired: "",
      });
      expect(saved.status).toBe(201);
      await new Promise((r) => setTimeout(r, 3_000));
      expect(mail.state.accepted.filter((m) => m.to.includes(email))).toHaveLength(1);

      child?.kill("SIGTERM");
      await new Promise((resolve) => child?.once("exit", resolve));
      child = undefined;
      const output = logs.join("");
      expect(output.match(/"OCR finished"/g) ?? []).toHaveLength(1);
      expect(output.match(/"mail sent"/g) ?? []).toHaveLength(1);

      // The jobs' own records: each ran once more after the crash, and no more.
      const database = await openDatabase({ url: databaseUrl, dataDir });
      try {
        const client = (
          database.db as unknown as { $client: { query: (q: string) => Promise<{ rows: unknown[] }> } }
        ).$client;
        const jobs = await client.query(
          "select name, state, retry_count as retries from pgboss.job order by name",
        );
        expect(jobs.rows).toEqual([
          { name: "ocr", state: "completed", retries: 1 },
          { name: "reminder-email", state: "completed", retries: 1 },
        ]);
        const deliveries = await client.query(
          "select email_status as status, email_attempts as attempts from reminder_deliveries where not superseded",
        );
        expect(deliveries.rows).toEqual([{ status: "sent", attempts: 2 }]);
      } finally {
        await database.close();
      }
    }, 400_000);
  });
}
