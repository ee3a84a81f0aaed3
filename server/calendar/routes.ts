import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../deps";
import { type AuthGuards, currentUser } from "../http/auth-guard";
import { calendarBySecret, calendarFeedFor } from "./service";

export const calendarRoutes =
  (deps: AppDeps, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["calendar"];
    app.get("/calendar-feed", { schema: { tags }, preHandler: guards.requireUser }, async (request) =>
      calendarFeedFor({ deps, userId: currentUser(request).id }),
    );
    app.post("/calendar-feed/reset", { schema: { tags }, preHandler: guards.requireUser }, async (request) =>
      calendarFeedFor({ deps, userId: currentUser(request).id, reset: true }),
    );
    app.get(
      "/calendar/:file",
      { schema: { tags, params: z.object({ file: z.string().regex(/\.ics$/, "Calendar not found") }) } },
      async (request, reply) => {
        const ics = await calendarBySecret({ deps, secret: request.params.file.replace(/\.ics$/, "") });
        return reply
          .header("content-type", "text/calendar; charset=utf-8")
          .header("cache-control", "no-cache")
          .send(ics);
      },
    );
  };
