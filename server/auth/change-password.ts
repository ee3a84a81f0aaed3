import { eq } from "drizzle-orm";
import { checkPassword } from "../../common/password-strength";
import { users } from "../db/schema";
import type { AppDeps } from "../deps";
import { AppError } from "../http/app-error";
import { hashPassword, verifyPassword } from "./passwords";
import type { SessionUser } from "./sessions";
import { revokeUserSessions } from "./sessions";

/** Changes the password and signs out every other session of the user; the current one stays. */
export async function changePassword(options: {
  deps: AppDeps;
  user: SessionUser;
  sessionId: string;
  currentPassword: string;
  newPassword: string;
}) {
  const { deps, user } = options;
  if (!(await verifyPassword(user.passwordHash, options.currentPassword))) {
    throw new AppError("INVALID_INPUT", "Current password is incorrect", { field: "currentPassword" });
  }
  const strength = checkPassword(options.newPassword, {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
  });
  if (!strength.valid) {
    throw new AppError("INVALID_INPUT", "Password does not meet security requirements", {
      field: "newPassword",
    });
  }
  const passwordHash = await hashPassword(options.newPassword);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        passwordHash,
        passwordStrength: strength.strength,
        passwordMeetsPolicy: strength.valid,
        passwordLastChanged: deps.clock(),
      })
      .where(eq(users.id, user.id));
    await revokeUserSessions({ db: tx, userId: user.id, exceptSessionId: options.sessionId });
  });
  return { ok: true, message: "Password changed successfully" };
}
