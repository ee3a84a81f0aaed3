import { afterAll, beforeAll, describe } from "vitest";
import { buildApp } from "../app";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { AppDeps } from "../deps";
import { testDatabases } from "./databases";
import { type SmtpSink, startSmtpSink } from "./smtp-sink";

export type TestClock = { now: Date; advance: (ms: number) => void; set: (date: Date) => void };

export type TestContext = {
  app: Awaited<ReturnType<typeof buildApp>>["app"];
  routes: Awaited<ReturnType<typeof buildApp>>["routes"];
  deps: AppDeps;
  database: Database;
  smtp: SmtpSink;
  clock: TestClock;
  dbName: string;
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: "127.0.0.1",
    dataDir: "memory://",
    webDir: "/nonexistent",
    appUrl: "http://localhost:3000",
    mailFrom: "Clausewise <no-reply@clausewise.test>",
    supportEmail: "support@clausewise.co.uk",
    adminEmails: [],
    logLevel: "silent",
    trustProxy: false,
    ...overrides,
  };
}

/** Runs the suite once per test database with an app built in-process, a real SMTP sink and a controllable clock. */
export function describeWithApp(
  title: string,
  suite: (ctx: () => TestContext) => void,
  options: {
    /** a function when a value is known only once the suite starts (a local server's port) */
    config?: Partial<Config> | (() => Partial<Config>);
    authRateLimit?: AppDeps["authRateLimit"];
  } = {},
) {
  for (const kind of testDatabases) {
    describe(`${title} [${kind.name}]`, () => {
      let context: TestContext | undefined;
      beforeAll(async () => {
        const database = await kind.open();
        const smtp = await startSmtpSink();
        const clock: TestClock = {
          now: new Date("2026-03-02T09:00:00Z"),
          advance(ms) {
            clock.now = new Date(clock.now.getTime() + ms);
          },
          set(date) {
            clock.now = date;
          },
        };
        const { app, deps, routes } = await buildApp({
          db: database.db,
          config: testConfig({
            smtpUrl: smtp.url,
            ...(typeof options.config === "function" ? options.config() : options.config),
          }),
          clock: () => clock.now,
          authRateLimit: options.authRateLimit ?? { max: 10_000, timeWindowMs: 60_000 },
          logger: false,
          strictResponses: true,
        });
        await app.ready();
        context = { app, routes, deps, database, smtp, clock, dbName: kind.name };
      });
      afterAll(async () => {
        if (!context) return;
        await context.app.close();
        await context.smtp.close();
        await context.database.close();
      });
      suite(() => {
        if (!context) throw new Error("test context not ready");
        return context;
      });
    });
  }
}
