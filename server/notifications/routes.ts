import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  markedAllReadSchema,
  notificationListSchema,
  notificationSchema,
  unreadCountSchema,
} from "../../common/api/notifications";
import type { AppDeps } from "../deps";
import { type AuthGuards, currentUser } from "../http/auth-guard";
import { withErrors } from "../http/responses";
import { countUnread, listNotifications, markAllNotificationsRead, markNotificationRead } from "./service";

const idParams = z.object({ id: z.string() });

export const notificationRoutes =
  (deps: AppDeps, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook("preHandler", guards.requireUser);
    const tags = ["notifications"];

    app.get(
      "/notifications",
      { schema: { tags, response: withErrors({ 200: notificationListSchema }) } },
      async (request) => listNotifications({ db: deps.db, userId: currentUser(request).id }),
    );
    app.get(
      "/notifications/unread-count",
      { schema: { tags, response: withErrors({ 200: unreadCountSchema }) } },
      async (request) => ({
        unreadCount: await countUnread({ db: deps.db, userId: currentUser(request).id }),
      }),
    );
    app.post(
      "/notifications/:id/read",
      { schema: { tags, params: idParams, response: withErrors({ 200: notificationSchema }) } },
      async (request) =>
        markNotificationRead({ db: deps.db, userId: currentUser(request).id, id: request.params.id }),
    );
    app.post(
      "/notifications/mark-all-read",
      { schema: { tags, response: withErrors({ 200: markedAllReadSchema }) } },
      async (request) => markAllNotificationsRead({ db: deps.db, userId: currentUser(request).id }),
    );
  };
