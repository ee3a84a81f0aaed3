import { SECURITY_POLICY } from "../../../common/security-policy";
import type { Profile } from "../../api/auth";

/** Past this age the overview suggests a new password (a product choice; the spec gives no figure). */
export const PASSWORD_MAX_AGE_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export type PasswordHealth = Pick<
  Profile,
  "passwordStrength" | "passwordLastChanged" | "passwordMeetsPolicy" | "accountLocked" | "failedLoginAttempts"
>;

export type Recommendation = {
  id: string;
  level: "high" | "medium" | "info";
  title: string;
  text: string;
  /** Whether the fix is changing the password, so the card offers a shortcut to the form. */
  changePassword: boolean;
};

/** Whole days since the password was last set; null when the date is missing or unreadable. */
export function passwordAgeDays(
  lastChanged: string | null | undefined,
  now: Date = new Date(),
): number | null {
  if (!lastChanged) return null;
  const time = new Date(lastChanged).getTime();
  if (Number.isNaN(time)) return null;
  return Math.max(0, Math.floor((now.getTime() - time) / DAY_MS));
}

/**
 * Advice derived from the profile's password health, most urgent first. Only recommends what the product
 * offers (changing the password, logging out); the last two tips always apply.
 */
export function securityRecommendations(health: PasswordHealth, now: Date = new Date()): Recommendation[] {
  const items: Recommendation[] = [];
  if (health.accountLocked) {
    items.push({
      id: "locked",
      level: "high",
      title: "Your account is locked",
      text: `Too many wrong passwords were entered. It unlocks after ${SECURITY_POLICY.lockoutMinutes} minutes, or at once when the password is reset from the login screen. If the attempts were not yours, change your password.`,
      changePassword: true,
    });
  }
  if (!health.passwordMeetsPolicy) {
    items.push({
      id: "policy",
      level: "high",
      title: "Your password does not meet the password rules",
      text: "Choose a new one with at least 8 characters, upper- and lower-case letters, a number and a symbol.",
      changePassword: true,
    });
  }
  if (health.passwordStrength === "weak" || health.passwordStrength === "medium") {
    items.push({
      id: "strength",
      level: health.passwordStrength === "weak" ? "high" : "medium",
      title: health.passwordStrength === "weak" ? "Your password is weak" : "Your password could be stronger",
      text: "Length helps most: 16 or more characters mixing letters, numbers and symbols rates as very strong. A short phrase is easy to remember.",
      changePassword: true,
    });
  }
  const age = passwordAgeDays(health.passwordLastChanged, now);
  if (age !== null && age > PASSWORD_MAX_AGE_DAYS) {
    items.push({
      id: "age",
      level: "medium",
      title: `Your password is ${age} days old`,
      text: `We suggest a new password at least every ${PASSWORD_MAX_AGE_DAYS} days, and at once if you have shared it or used it elsewhere.`,
      changePassword: true,
    });
  }
  if (health.failedLoginAttempts > 0 && !health.accountLocked) {
    const attempts = health.failedLoginAttempts;
    items.push({
      id: "failed-attempts",
      level: "medium",
      title: `${attempts} failed login ${attempts === 1 ? "attempt" : "attempts"}`,
      text: `Someone entered a wrong password for your account. If it was not you, change your password. After ${SECURITY_POLICY.lockoutAttempts} failures in a row the account locks for ${SECURITY_POLICY.lockoutMinutes} minutes.`,
      changePassword: true,
    });
  }
  items.push(
    {
      id: "unique",
      level: "info",
      title: "Use this password only for Clausewise",
      text: "A password reused on another site is only as safe as that site. A password manager makes unique passwords easy.",
      changePassword: false,
    },
    {
      id: "logout",
      level: "info",
      title: "Log out on shared computers",
      text: "Use Logout in the account menu when you finish on a computer other people use.",
      changePassword: false,
    },
  );
  return items;
}
