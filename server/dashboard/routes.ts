import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../deps";
import { type AuthGuards, currentUser } from "../http/auth-guard";
import { dashboardStats } from "./service";

export const dashboardRoutes =
  (deps: AppDeps, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/dashboard/stats",
      { schema: { tags: ["dashboard"] }, preHandler: guards.requireUser },
      async (request) => dashboardStats({ deps, user: currentUser(request) }),
    );
  };
