import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../deps";
import { type AuthGuards, currentUser } from "../http/auth-guard";
import { countUnread, listNotifications, markAllNotificationsRead, markNotificationRead } from "./service";

const idParams = z.object({ id: z.string() });

export const notificationRoutes =
  (deps: AppDeps, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook("preHandler", guards.requireUser);
    const tags = ["notifications"];

    app.get("/notifications", { schema: { tags } }, async (request) =>
      listNotifications({ db: deps.db, userId: currentUser(request).id }),
    );
    app.get("/notifications/unread-count", { schema: { tags } }, async (request) => ({
      unreadCount: await countUnread({ db: deps.db, userId: currentUser(request).id }),
    }));
    app.post("/notifications/:id/read", { schema: { tags, params: idParams } }, async (request) =>
      markNotificationRead({ db: deps.db, userId: currentUser(request).id, id: request.params.id }),
    );
    app.post("/notifications/mark-all-read", { schema: { tags } }, async (request) =>
      markAllNotificationsRead({ db: deps.db, userId: currentUser(request).id }),
    );
  };
