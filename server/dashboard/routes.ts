import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dashboardStatsSchema } from "../../common/api/dashboard";
import type { AppDeps } from "../deps";
import { type AuthGuards, currentUser } from "../http/auth-guard";
import { withErrors } from "../http/responses";
import { dashboardStats } from "./service";

export const dashboardRoutes =
  (deps: AppDeps, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/dashboard/stats",
      {
        schema: { tags: ["dashboard"], response: withErrors({ 200: dashboardStatsSchema }) },
        preHandler: guards.requireUser,
      },
      async (request) => dashboardStats({ deps, user: currentUser(request) }),
    );
  };
