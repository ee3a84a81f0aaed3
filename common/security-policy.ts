export const SECURITY_POLICY = {
  lockoutAttempts: 5,
  lockoutMinutes: 15,
  sessionIdleDays: 30,
  resetLinkMinutes: 60,
} as const;

export const lockedAccountMessage = `Your account is locked after ${SECURITY_POLICY.lockoutAttempts} failed sign-in attempts. Try again in ${SECURITY_POLICY.lockoutMinutes} minutes, or reset your password to unlock it now.`;
