import { and, eq, gt, isNull } from "drizzle-orm";
import { checkPassword } from "../../common/password-strength";
import { SECURITY_POLICY } from "../../common/security-policy";
import { passwordResets, users } from "../db/schema";
import type { AppDeps } from "../deps";
import { AppError } from "../http/app-error";
import { passwordResetMail } from "../mail/templates";
import { hashPassword } from "./passwords";
import { revokeUserSessions } from "./sessions";
import { hashToken, newToken } from "./tokens";

export const forgotPasswordReply = {
  ok: true,
  message: "If an account exists for that email, we have sent a link to reset the password.",
};

/** Answers the same way, and as fast, whether or not the email exists. */
export async function requestPasswordReset(options: { deps: AppDeps; email: string }) {
  const { deps } = options;
  const email = options.email.trim().toLowerCase();
  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user?.isActive) return forgotPasswordReply;
  const token = newToken();
  const now = deps.clock();
  await deps.db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SECURITY_POLICY.resetLinkMinutes * 60_000),
  });
  const url = `${deps.config.appUrl}/reset-password/${token}?email=${encodeURIComponent(user.email)}`;
  // Not awaited: the reply takes the same time whether or not the email has an account.
  void deps.mailer
    .send(passwordResetMail({ to: user.email, firstName: user.firstName, url }))
    .catch((error) => deps.log.error({ err: error, userId: user.id }, "password reset mail failed"));
  return forgotPasswordReply;
}

const INVALID_LINK = "This reset link is invalid or has expired. Please request a new one.";

export async function resetPassword(options: {
  deps: AppDeps;
  email: string;
  token: string;
  newPassword: string;
}) {
  const { deps } = options;
  const email = options.email.trim().toLowerCase();
  const now = deps.clock();
  const [row] = await deps.db
    .select({ reset: passwordResets, user: users })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(options.token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row || row.user.email !== email) throw new AppError("INVALID_INPUT", INVALID_LINK);
  const strength = checkPassword(options.newPassword, {
    email,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
  });
  if (!strength.valid) throw new AppError("INVALID_INPUT", "Password does not meet security requirements");
  const passwordHash = await hashPassword(options.newPassword);

  await deps.db.transaction(async (tx) => {
    // Claiming the token in the same statement that checks it makes the link single-use under concurrency.
    const claimed = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, row.reset.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (claimed.length === 0) throw new AppError("INVALID_INPUT", INVALID_LINK);
    await tx
      .update(users)
      .set({
        passwordHash,
        passwordStrength: strength.strength,
        passwordMeetsPolicy: strength.valid,
        passwordLastChanged: now,
        failedLoginAttempts: 0,
        lockedUntil: null,
      })
      .where(eq(users.id, row.user.id));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, row.user.id), isNull(passwordResets.usedAt)));
    await revokeUserSessions({ db: tx, userId: row.user.id });
  });
  return { ok: true, message: "Password reset successful. You can now log in with your new password." };
}
