import type { Profile } from "../../common/api/auth";
import type { users } from "../db/schema";

type UserRow = typeof users.$inferSelect;

export function presentProfile(user: UserRow, now: Date): Profile {
  const accountLocked = Boolean(user.lockedUntil && user.lockedUntil > now);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    jobTitle: user.jobTitle,
    companyName: user.companyName,
    companySize: user.companySize,
    industry: user.industry,
    userType: user.userType,
    isAdmin: user.userType === "admin",
    isPremium: user.hasPremiumAccess,
    hasPremiumAccess: user.hasPremiumAccess,
    createdAt: user.createdAt.toISOString(),
    passwordStrength: user.passwordStrength as Profile["passwordStrength"],
    passwordLastChanged: user.passwordLastChanged.toISOString(),
    passwordMeetsPolicy: user.passwordMeetsPolicy,
    accountLocked,
    failedLoginAttempts: user.failedLoginAttempts,
  };
}
