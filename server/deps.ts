import type { FastifyBaseLogger } from "fastify";
import type Stripe from "stripe";
import type { Config } from "./config";
import type { Db } from "./db/client";
import type { JobQueue } from "./jobs/queue";
import type { Mailer } from "./mail/mailer";

/** Everything a service needs from the outside world, passed in so tests can control it (clock, mail, limits). */
export type AppDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** durable background work (OCR, reminder emails): see jobs/queue.ts */
  jobs: JobQueue;
  clock: () => Date;
  log: FastifyBaseLogger;
  authRateLimit: { max: number; timeWindowMs: number };
  webDir?: string;
  /** Stripe SDK client, present only when the three Stripe settings are (see server/billing). */
  stripe?: Stripe;
};
