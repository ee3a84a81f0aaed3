import path from "node:path";
import { z } from "zod";

const emailList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(",")
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ message: "ADMIN_EMAILS must be a comma-separated list of email addresses" })));

const optionalUrl = (name: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined))
    .pipe(z.url({ message: `${name} must be a URL` }).optional());

const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  WEB_DIR: z.string().default("./dist/web"),
  DATABASE_URL: optionalUrl("DATABASE_URL"),
  APP_URL: optionalUrl("APP_URL"),
  SMTP_URL: optionalUrl("SMTP_URL"),
  MAIL_FROM: z.string().default("Clausewise <no-reply@clausewise.local>"),
  SUPPORT_EMAIL: z
    .email({ message: "SUPPORT_EMAIL must be an email address" })
    .default("support@clausewise.co.uk"),
  ADMIN_EMAILS: emailList,
  LLM_BASE_URL: optionalUrl("LLM_BASE_URL"),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  REDLINE_AUTHOR: z.string().trim().min(1).max(80).optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value) => {
      const v = value?.trim();
      if (!v || v === "false") return false;
      if (v === "true") return true;
      return /^\d+$/.test(v) ? Number(v) : v;
    }),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PRICE_ID: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: optionalUrl("STRIPE_API_URL"),
});

export type StripeConfig = {
  secretKey: string;
  priceId: string;
  webhookSecret: string;
  /** Another API address (stripe-mock, a test server); unset = api.stripe.com. */
  apiUrl?: string;
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  webDir: string;
  databaseUrl?: string;
  appUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  supportEmail: string;
  adminEmails: string[];
  llm?: { baseUrl: string; apiKey?: string; model: string };
  logLevel: string;
  /** a fixed author for every redline; absent: each user's own name (else company) */
  redlineAuthor?: string;
  /** Card payments; absent when the installation has no Stripe settings (checkout then answers 503). */
  stripe?: StripeConfig;
  /** Fastify trustProxy: false (default), true, a hop count or addresses/CIDRs of the proxies */
  trustProxy: boolean | number | string;
};

/** Parses the environment once; returns every problem rather than stopping at the first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): { config: Config } | { errors: string[] } {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    return { errors: parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) };
  }
  const e = parsed.data;
  const errors: string[] = [];
  if (e.LLM_BASE_URL && !e.LLM_MODEL) errors.push("LLM_MODEL: required when LLM_BASE_URL is set");
  errors.push(...stripeErrors(e));
  if (errors.length) return { errors };
  return {
    config: {
      port: e.PORT,
      host: e.HOST,
      dataDir: path.resolve(e.DATA_DIR),
      webDir: path.resolve(e.WEB_DIR),
      databaseUrl: e.DATABASE_URL,
      appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      supportEmail: e.SUPPORT_EMAIL,
      adminEmails: e.ADMIN_EMAILS,
      llm:
        e.LLM_BASE_URL && e.LLM_MODEL
          ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL }
          : undefined,
      logLevel: e.LOG_LEVEL,
      redlineAuthor: e.REDLINE_AUTHOR,
      trustProxy: e.TRUST_PROXY,
      stripe:
        e.STRIPE_SECRET_KEY && e.STRIPE_PRICE_ID && e.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: e.STRIPE_SECRET_KEY,
              priceId: e.STRIPE_PRICE_ID,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET,
              apiUrl: e.STRIPE_API_URL,
            }
          : undefined,
    },
  };
}

/** Half a Stripe configuration would take money without recording it (or the reverse): all three or none. */
function stripeErrors(e: z.infer<typeof configSchema>): string[] {
  const settings = {
    STRIPE_SECRET_KEY: e.STRIPE_SECRET_KEY,
    STRIPE_PRICE_ID: e.STRIPE_PRICE_ID,
    STRIPE_WEBHOOK_SECRET: e.STRIPE_WEBHOOK_SECRET,
  };
  const missing = Object.entries(settings).filter(([, value]) => !value);
  if (missing.length === 3) {
    return e.STRIPE_API_URL ? ["STRIPE_API_URL: only used with the three STRIPE_ settings"] : [];
  }
  const errors = missing.map(
    ([name]) =>
      `${name}: required when any Stripe setting is set (STRIPE_SECRET_KEY, STRIPE_PRICE_ID, STRIPE_WEBHOOK_SECRET)`,
  );
  if (e.STRIPE_SECRET_KEY && !/^(sk|rk)_(test|live)_/.test(e.STRIPE_SECRET_KEY)) {
    errors.push(
      "STRIPE_SECRET_KEY: must be a Stripe secret key (sk_live_..., sk_test_... or a restricted rk_ key)",
    );
  }
  if (e.STRIPE_PRICE_ID && !e.STRIPE_PRICE_ID.startsWith("price_")) {
    errors.push("STRIPE_PRICE_ID: must be a Stripe price id (price_...)");
  }
  if (e.STRIPE_WEBHOOK_SECRET && !e.STRIPE_WEBHOOK_SECRET.startsWith("whsec_")) {
    errors.push("STRIPE_WEBHOOK_SECRET: must be a webhook signing secret (whsec_...)");
  }
  return errors;
}
