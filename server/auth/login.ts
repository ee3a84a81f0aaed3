import { eq, sql } from "drizzle-orm";
import { lockedAccountMessage, SECURITY_POLICY } from "../../common/security-policy";
import { users } from "../db/schema";
import type { AppDeps } from "../deps";
import { AppError } from "../http/app-error";
import { burnPasswordCheck, verifyPassword } from "./passwords";
import { createSession } from "./sessions";

const INVALID = `Invalid email or password. After ${SECURITY_POLICY.lockoutAttempts} failed attempts an account is locked for ${SECURITY_POLICY.lockoutMinutes} minutes; reset your password to unlock it at once.`;

export async function loginUser(options: {
  deps: AppDeps;
  email: string;
  password: string;
  userAgent?: string;
}) {
  const { deps } = options;
  const email = options.email.trim().toLowerCase();
  const now = deps.clock();
  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) {
    await burnPasswordCheck(options.password);
    throw new AppError("UNAUTHENTICATED", INVALID);
  }
  const lockActive = user.lockedUntil !== null && user.lockedUntil > now;
  const ok = await verifyPassword(user.passwordHash, options.password);
  // A wrong password gets the same answer whether the account exists, is disabled or is locked, so
  // sign-in never tells a stranger which emails have accounts.
  if (!ok) {
    if (user.isActive && !lockActive) {
      // An expired lock starts a fresh count; the increment happens in SQL so concurrent attempts all count.
      const lockUntil = new Date(now.getTime() + SECURITY_POLICY.lockoutMinutes * 60_000);
      const next = user.lockedUntil ? sql`1` : sql`${users.failedLoginAttempts} + 1`;
      const [updated] = await deps.db
        .update(users)
        .set({
          failedLoginAttempts: next,
          lockedUntil: sql`case when ${next} >= ${SECURITY_POLICY.lockoutAttempts} then ${lockUntil.toISOString()}::timestamptz else null end`,
        })
        .where(eq(users.id, user.id))
        .returning({ lockedUntil: users.lockedUntil });
      if (updated.lockedUntil) deps.log.warn({ userId: user.id }, "account locked after failed sign-ins");
    }
    throw new AppError("UNAUTHENTICATED", INVALID);
  }
  if (!user.isActive)
    throw new AppError("FORBIDDEN", "This account has been disabled. Please contact support.");
  if (lockActive) throw new AppError("LOCKED", lockedAccountMessage);
  if (user.failedLoginAttempts !== 0 || user.lockedUntil !== null) {
    await deps.db
      .update(users)
      .set({ failedLoginAttempts: 0, lockedUntil: null })
      .where(eq(users.id, user.id));
  }
  const token = await createSession({ db: deps.db, userId: user.id, now, userAgent: options.userAgent });
  return { token };
}
