import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { okMessageSchema } from "../../common/api/errors";
import { reminderStateSchema, savedRemindersSchema } from "../../common/api/portfolio";
import { reminderSettingsSchema } from "../../common/portfolio";
import type { AppDeps } from "../deps";
import { type AuthGuards, currentUser } from "../http/auth-guard";
import { withErrors } from "../http/responses";
import { sweepRenewalReminders } from "../jobs/reminder-sweep";
import { getReminderSettings, saveReminderSettings, switchOffReminders } from "./service";

const idParams = z.object({ id: z.string() });

export const reminderRoutes =
  (deps: AppDeps, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook("preHandler", guards.requireUser);
    const tags = ["reminders"];
    app.get(
      "/contract-reminders/:id",
      { schema: { tags, params: idParams, response: withErrors({ 200: reminderStateSchema }) } },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return getReminderSettings({ deps, userId: currentUser(request).id, contractId: request.params.id });
      },
    );
    app.post(
      "/contract-reminders",
      { schema: { tags, body: reminderSettingsSchema, response: withErrors({ 200: savedRemindersSchema }) } },
      async (request) => {
        const saved = await saveReminderSettings({
          deps,
          userId: currentUser(request).id,
          input: request.body,
        });
        // A reminder already due is delivered now rather than at the next hourly sweep.
        await sweepRenewalReminders({ deps, contractId: saved.contractId }).catch((error) =>
          request.log.error({ err: error }, "reminder sweep failed"),
        );
        return saved;
      },
    );
    app.delete(
      "/contract-reminders/:id",
      { schema: { tags, params: idParams, response: withErrors({ 200: okMessageSchema }) } },
      async (request) =>
        switchOffReminders({ deps, userId: currentUser(request).id, contractId: request.params.id }),
    );
  };
