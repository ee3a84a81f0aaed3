import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { reminderSettingsSchema } from "../../common/portfolio";
import type { AppDeps } from "../deps";
import { type AuthGuards, currentUser } from "../http/auth-guard";
import { deleteReminderSettings, getReminderSettings, saveReminderSettings } from "./service";

const idParams = z.object({ id: z.string() });

export const reminderRoutes =
  (deps: AppDeps, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook("preHandler", guards.requireUser);
    const tags = ["reminders"];
    app.get("/contract-reminders/:id", { schema: { tags, params: idParams } }, async (request, reply) => {
      reply.header("cache-control", "no-store");
      return getReminderSettings({ deps, userId: currentUser(request).id, contractId: request.params.id });
    });
    app.post("/contract-reminders", { schema: { tags, body: reminderSettingsSchema } }, async (request) =>
      saveReminderSettings({ deps, userId: currentUser(request).id, input: request.body }),
    );
    app.delete("/contract-reminders/:id", { schema: { tags, params: idParams } }, async (request) =>
      deleteReminderSettings({ deps, userId: currentUser(request).id, contractId: request.params.id }),
    );
  };
