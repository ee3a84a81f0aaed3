import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminUserUpdateSchema } from "../../common/admin";
import { adminUserSchema, userAccessSchema, userPremiumSchema } from "../../common/api/admin";
import type { AppDeps } from "../deps";
import { type AuthGuards, currentUser } from "../http/auth-guard";
import { withErrors } from "../http/responses";
import {
  type AnalysisCounter,
  listUsersForAdmin,
  setUserAccess,
  setUserPremium,
  updateUserByAdmin,
} from "./service";

const idParams = z.object({ id: z.string() });

export const adminRoutes =
  (deps: AppDeps, guards: AuthGuards, countAnalyses: AnalysisCounter): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook("preHandler", guards.requireAdmin);
    const tags = ["admin"];
    app.get(
      "/admin/users",
      { schema: { tags, response: withErrors({ 200: z.array(adminUserSchema) }) } },
      async () => listUsersForAdmin({ deps, countAnalyses }),
    );
    app.put(
      "/admin/users/:id",
      {
        schema: {
          tags,
          params: idParams,
          body: adminUserUpdateSchema,
          response: withErrors({ 200: adminUserSchema }),
        },
      },
      (req) => updateUserByAdmin({ deps, id: req.params.id, input: req.body }),
    );
    app.patch(
      "/admin/users/:id/toggle-access",
      {
        schema: {
          tags,
          params: idParams,
          body: z.object({ isActive: z.boolean() }),
          response: withErrors({ 200: userAccessSchema }),
        },
      },
      (req) =>
        setUserAccess({ deps, actorId: currentUser(req).id, id: req.params.id, isActive: req.body.isActive }),
    );
    app.patch(
      "/admin/users/:id/toggle-premium",
      {
        schema: {
          tags,
          params: idParams,
          body: z.object({ hasPremiumAccess: z.boolean() }),
          response: withErrors({ 200: userPremiumSchema }),
        },
      },
      (req) =>
        setUserPremium({
          deps,
          actorId: currentUser(req).id,
          id: req.params.id,
          hasPremiumAccess: req.body.hasPremiumAccess,
        }),
    );
  };
