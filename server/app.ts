import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyServerOptions, type RouteOptions } from "fastify";
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { UPLOAD_LIMITS } from "../common/plans";
import { countAnalysesPerUser } from "./admin/analysis-counts";
import { adminRoutes } from "./admin/routes";
import {
  screenshotAdminRoutes,
  screenshotFileRoutes,
  screenshotPublicRoutes,
} from "./admin/screenshot-routes";
import { analyticsRoutes } from "./analytics/routes";
import { authRoutes } from "./auth/routes";
import { billingRoutes } from "./billing/routes";
import { createStripeClient } from "./billing/stripe-client";
import { calendarRoutes } from "./calendar/routes";
import type { Config } from "./config";
import { contactRoutes } from "./contact/routes";
import { contractRoutes } from "./contracts/routes";
import { dashboardRoutes } from "./dashboard/routes";
import type { Db } from "./db/client";
import { decisionRoutes } from "./decisions/routes";
import type { AppDeps } from "./deps";
import { healthRoutes } from "./health/routes";
import { helpRoutes } from "./help/routes";
import { seedDefaultFaqs } from "./help/service";
import { createAuthGuards } from "./http/auth-guard";
import { registerInputCleaning } from "./http/clean-input";
import { registerErrorHandler } from "./http/error-handler";
import { createResponseSerializer } from "./http/serializer";
import { registerWebApp } from "./http/web-app";
import { JobQueue } from "./jobs/queue";
import { reminderEmailJob } from "./jobs/reminder-email";
import { emailJob } from "./mail/email-job";
import { createMailer, type Mailer } from "./mail/mailer";
import { documentRoutes } from "./negotiation/document-routes";
import { negotiationRoutes } from "./negotiation/routes";
import { notificationRoutes } from "./notifications/routes";
import { ocrJob } from "./portfolio/ocr-job";
import { portfolioRoutes } from "./portfolio/routes";
import { reminderRoutes } from "./reminders/routes";
import { settingsRoutes } from "./settings/routes";
import { databaseFileStore, type FileStore } from "./storage/file-store";
import { usageRoutes } from "./usage/routes";

export type BuildAppOptions = {
  db: Db;
  config: Config;
  mailer?: Mailer;
  clock?: () => Date;
  authRateLimit?: AppDeps["authRateLimit"];
  webDir?: string;
  logger?: FastifyServerOptions["logger"];
  files?: FileStore;
  /** poll for jobs queued by other instances this often (tests use less) */
  jobPollingSeconds?: number;
  /** fail a reply that carries a field its response schema does not list (tests), instead of dropping it */
  strictResponses?: boolean;
};

export async function buildApp(options: BuildAppOptions) {
  const app = Fastify({
    logger: options.logger ?? { level: options.config.logLevel },
    // Only a configured proxy may set the client address; otherwise X-Forwarded-For could dodge rate limits.
    trustProxy: options.config.trustProxy as boolean,
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ strict: options.strictResponses ?? false }));
  const routes: RouteOptions[] = [];
  app.addHook("onRoute", (route) => {
    routes.push(route);
  });

  const deps: AppDeps = {
    db: options.db,
    config: options.config,
    clock: options.clock ?? (() => new Date()),
    log: app.log,
    mailer:
      options.mailer ??
      createMailer({
        smtpUrl: options.config.smtpUrl,
        from: options.config.mailFrom,
        db: options.db,
        log: app.log,
      }),
    authRateLimit: options.authRateLimit ?? { max: 20, timeWindowMs: 60_000 },
    webDir: options.webDir ?? options.config.webDir,
    stripe: options.config.stripe ? createStripeClient(options.config.stripe) : undefined,
    jobs: new JobQueue({ db: options.db, log: app.log, pollingIntervalSeconds: options.jobPollingSeconds }),
  };
  const guards = createAuthGuards(deps);
  const files = options.files ?? databaseFileStore;
  // Every instance works on every queue, so jobs run wherever there is capacity.
  deps.jobs.define(ocrJob(deps, files));
  deps.jobs.define(reminderEmailJob(deps));
  deps.jobs.define(emailJob(deps));
  app.addHook("onReady", () => deps.jobs.start());
  app.addHook("onClose", () => deps.jobs.stop());

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 1, fields: 20 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Clausewise API",
        version: "1.0.0",
        description: "Contract review and vendor contract management.",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
  registerErrorHandler(app);
  registerInputCleaning(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(deps));
      await api.register(authRoutes(deps, guards));
      await api.register(notificationRoutes(deps, guards));
      await api.register(contactRoutes(deps));
      await api.register(helpRoutes(deps, guards));
      await api.register(adminRoutes(deps, guards, countAnalysesPerUser));
      await api.register(screenshotAdminRoutes(deps, guards, files));
      await api.register(screenshotPublicRoutes(deps));
      await api.register(usageRoutes(deps, guards));
      await api.register(settingsRoutes(deps, guards));
      await api.register(contractRoutes(deps, guards, files));
      await api.register(decisionRoutes(deps, guards));
      await api.register(dashboardRoutes(deps, guards));
      await api.register(analyticsRoutes(deps, guards));
      await api.register(billingRoutes(deps, guards));
      await api.register(negotiationRoutes(deps, guards));
      await api.register(documentRoutes(deps, guards, files));
      await api.register(portfolioRoutes(deps, guards, files));
      await api.register(reminderRoutes(deps, guards));
      await api.register(calendarRoutes(deps, guards));
    },
    { prefix: "/api" },
  );

  await app.register(screenshotFileRoutes(deps, files));

  await seedDefaultFaqs({ db: deps.db });
  await registerWebApp(app, deps.webDir);
  return { app, deps, routes };
}
