import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  enhancedRiskSettingsSchema,
  riskThresholdsInputSchema,
  riskThresholdsSchema,
} from "../../common/risk-settings";
import type { AppDeps } from "../deps";
import { type AuthGuards, currentUser } from "../http/auth-guard";
import { withErrors } from "../http/responses";
import { enhancedSettingsOf, saveEnhancedRiskSettings, saveRiskThresholds, thresholdsOf } from "./service";

export const settingsRoutes =
  (deps: AppDeps, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook("preHandler", guards.requireUser);
    const tags = ["settings"];
    const thresholds = withErrors({ 200: riskThresholdsSchema });
    const enhanced = withErrors({ 200: enhancedRiskSettingsSchema });
    app.get("/risk-thresholds", { schema: { tags, response: thresholds } }, async (request) =>
      thresholdsOf(currentUser(request)),
    );
    app.put(
      "/risk-thresholds",
      { schema: { tags, body: riskThresholdsInputSchema, response: thresholds } },
      async (request) =>
        saveRiskThresholds({ db: deps.db, userId: currentUser(request).id, thresholds: request.body }),
    );
    app.get("/enhanced-risk-settings", { schema: { tags, response: enhanced } }, async (request) =>
      enhancedSettingsOf(currentUser(request)),
    );
    app.put(
      "/enhanced-risk-settings",
      { schema: { tags, body: enhancedRiskSettingsSchema, response: enhanced } },
      async (request) =>
        saveEnhancedRiskSettings({ db: deps.db, userId: currentUser(request).id, settings: request.body }),
    );
  };
