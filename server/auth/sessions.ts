import { and, eq, ne, sql } from "drizzle-orm";
import { SECURITY_POLICY } from "../../common/security-policy";
import type { DbOrTx } from "../db/client";
import { preparedOnce } from "../db/prepared";
import { sessions, users } from "../db/schema";
import { AppError } from "../http/app-error";
import { hashToken, newToken } from "./tokens";

export type SessionUser = typeof users.$inferSelect;

const IDLE_MS = SECURITY_POLICY.sessionIdleDays * 24 * 60 * 60 * 1000;
const TOUCH_AFTER_MS = 5 * 60 * 1000;

export async function createSession(options: { db: DbOrTx; userId: string; now: Date; userAgent?: string }) {
  const token = newToken();
  await options.db.insert(sessions).values({
    userId: options.userId,
    tokenHash: hashToken(token),
    createdAt: options.now,
    lastUsedAt: options.now,
    userAgent: options.userAgent?.slice(0, 300),
  });
  return token;
}

function sessionByTokenQuery(db: DbOrTx, name: string) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder("tokenHash")))
    .limit(1)
    .prepare(name);
}

/** Resolves a bearer token to its user; an unknown, idle-expired or blocked session is refused with 'Invalid token'. */
export async function resolveSession(options: { db: DbOrTx; token: string; now: Date }) {
  const tokenHash = hashToken(options.token);
  // every signed-in request runs it, so it is prepared once per database handle
  const query = preparedOnce(options.db, "session_by_token", (name) => sessionByTokenQuery(options.db, name));
  const [row] = await query.execute({ tokenHash });
  if (!row) throw new AppError("INVALID_TOKEN", "Invalid token");
  const idleFor = options.now.getTime() - row.session.lastUsedAt.getTime();
  if (idleFor > IDLE_MS || !row.user.isActive) {
    await options.db.delete(sessions).where(eq(sessions.id, row.session.id));
    throw new AppError("INVALID_TOKEN", "Invalid token");
  }
  if (idleFor > TOUCH_AFTER_MS) {
    await options.db.update(sessions).set({ lastUsedAt: options.now }).where(eq(sessions.id, row.session.id));
  }
  return { user: row.user, sessionId: row.session.id };
}

export async function revokeSession(options: { db: DbOrTx; sessionId: string }) {
  await options.db.delete(sessions).where(eq(sessions.id, options.sessionId));
}

export async function revokeUserSessions(options: { db: DbOrTx; userId: string; exceptSessionId?: string }) {
  const condition = options.exceptSessionId
    ? and(eq(sessions.userId, options.userId), ne(sessions.id, options.exceptSessionId))
    : eq(sessions.userId, options.userId);
  await options.db.delete(sessions).where(condition);
}
