import { and, count, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { notifications } from "../db/schema";
import { notFound } from "../http/app-error";
import { isUuid } from "../http/ids";

type Urgency = "urgent" | "normal" | "info";

export async function createNotification(options: {
  db: DbOrTx;
  userId: string;
  title: string;
  message: string;
  urgency?: Urgency;
  link?: string;
  dedupeKey?: string;
}) {
  const [row] = await options.db
    .insert(notifications)
    .values({
      userId: options.userId,
      title: options.title,
      message: options.message,
      urgency: options.urgency ?? "info",
      link: options.link,
      dedupeKey: options.dedupeKey,
    })
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning();
  return row ?? null;
}

function present(row: typeof notifications.$inferSelect) {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    urgency: row.urgency,
    isRead: row.isRead,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function countUnread(options: { db: DbOrTx; userId: string }) {
  const [{ value }] = await options.db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, options.userId), eq(notifications.isRead, false)));
  return value;
}

export async function listNotifications(options: { db: DbOrTx; userId: string; limit?: number }) {
  const rows = await options.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, options.userId))
    .orderBy(desc(notifications.createdAt))
    .limit(options.limit ?? 50);
  return { notifications: rows.map(present), unreadCount: await countUnread(options) };
}

export async function markNotificationRead(options: { db: DbOrTx; userId: string; id: string }) {
  if (!isUuid(options.id)) throw notFound("Notification not found");
  const rows = await options.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, options.id), eq(notifications.userId, options.userId)))
    .returning();
  if (rows.length === 0) throw notFound("Notification not found");
  return present(rows[0]);
}

export async function markAllNotificationsRead(options: { db: DbOrTx; userId: string }) {
  const rows = await options.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, options.userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}
