import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { calendarFeedSchema } from "../../common/api/calendar";
import type { AppDeps } from "../deps";
import { type AuthGuards, currentUser } from "../http/auth-guard";
import { fileResponse, withErrors } from "../http/responses";
import { calendarBySecret, calendarFeedFor } from "./service";

export const calendarRoutes =
  (deps: AppDeps, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["calendar"];
    const feed = withErrors({ 200: calendarFeedSchema });
    app.get(
      "/calendar-feed",
      { schema: { tags, response: feed }, preHandler: guards.requireUser },
      async (request) => calendarFeedFor({ deps, userId: currentUser(request).id }),
    );
    app.post(
      "/calendar-feed/reset",
      { schema: { tags, response: feed }, preHandler: guards.requireUser },
      async (request) => calendarFeedFor({ deps, userId: currentUser(request).id, reset: true }),
    );
    app.get(
      "/calendar/:file",
      {
        schema: {
          tags,
          params: z.object({ file: z.string().regex(/\.ics$/, "Calendar not found") }),
          response: withErrors({
            200: fileResponse("The contracts' key dates (iCalendar)", ["text/calendar"]),
          }),
        },
      },
      async (request, reply) => {
        const ics = await calendarBySecret({ deps, secret: request.params.file.replace(/\.ics$/, "") });
        return reply
          .header("content-type", "text/calendar; charset=utf-8")
          .header("cache-control", "no-cache")
          .send(ics);
      },
    );
  };
