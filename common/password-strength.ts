/** Password rules and strength meter of spec 02 section 5, shared by the sign-up, reset and change forms and the server. */

export const PASSWORD_MIN_LENGTH = 8;
const LONG_BONUS_LENGTH = 12;
const VERY_LONG_BONUS_LENGTH = 16;
/** Names shorter than this are too common inside words to be rejected ("Al", "Li"). */
const MIN_PERSONAL_TOKEN_LENGTH = 3;

export type PasswordStrength = "weak" | "medium" | "strong" | "very-strong";
export type PasswordCheckId = "length" | "uppercase" | "lowercase" | "number" | "special" | "personal";

export interface PasswordCheck {
  id: PasswordCheckId;
  passed: boolean;
  message: string;
}

export interface PasswordContext {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

export interface PasswordResult {
  valid: boolean;
  checks: PasswordCheck[];
  strength: PasswordStrength;
  score: number;
  percent: 25 | 50 | 75 | 100;
}

export const PASSWORD_MESSAGES = {
  length: "Password must be at least 8 characters long",
  uppercase: "Password must contain at least one uppercase letter",
  lowercase: "Password must contain at least one lowercase letter",
  number: "Password must contain at least one number",
  special: "Password must contain at least one special character",
  personal: "Password must not contain your name or email",
} as const satisfies Record<PasswordCheckId, string>;

export const PASSWORD_STRENGTH_LABELS: Record<PasswordStrength, string> = {
  weak: "Weak",
  medium: "Medium",
  strong: "Strong",
  "very-strong": "Very strong",
};

const METER: Record<PasswordStrength, PasswordResult["percent"]> = {
  weak: 25,
  medium: 50,
  strong: 75,
  "very-strong": 100,
};

const HAS_UPPERCASE = /\p{Lu}/u;
const HAS_LOWERCASE = /\p{Ll}/u;
const HAS_NUMBER = /\p{Nd}/u;
/** Anything that is not a letter, digit or white space counts as special (£, €, emoji included). */
const HAS_SPECIAL = /[^\p{L}\p{N}\s]/u;

/**
 * The lower-cased words a password must not contain: the whole first name, last name and e-mail local
 * part, and each of their pieces split on punctuation ("john.smith" gives "john.smith", "john", "smith"),
 * keeping only those of at least three characters.
 */
function personalTokens(context: PasswordContext | undefined): string[] {
  if (!context) return [];
  const localPart = context.email?.split("@")[0] ?? "";
  const sources = [context.firstName ?? "", context.lastName ?? "", localPart];
  const tokens = new Set<string>();
  for (const source of sources) {
    const whole = source.trim().toLowerCase();
    for (const token of [whole, ...whole.split(/[^\p{L}\p{N}]+/u)]) {
      if (token.length >= MIN_PERSONAL_TOKEN_LENGTH) tokens.add(token);
    }
  }
  return [...tokens];
}

export function strengthFromScore(score: number): PasswordStrength {
  if (score < 3) return "weak";
  if (score < 6) return "medium";
  if (score < 8) return "strong";
  return "very-strong";
}

/**
 * Checks a password against the policy and scores it: 2 for 8+ characters, +1 for 12+, +1 for 16+,
 * +1 per character class present (upper, lower, number, special). The "personal" check is always listed
 * so the checklist keeps its shape; it passes when no context is given.
 */
export function checkPassword(password: string, context?: PasswordContext): PasswordResult {
  const length = [...password].length;
  const lowered = password.toLowerCase();
  const classes = {
    uppercase: HAS_UPPERCASE.test(password),
    lowercase: HAS_LOWERCASE.test(password),
    number: HAS_NUMBER.test(password),
    special: HAS_SPECIAL.test(password),
  };
  const containsPersonal = personalTokens(context).some((token) => lowered.includes(token));

  const checks: PasswordCheck[] = [
    { id: "length", passed: length >= PASSWORD_MIN_LENGTH, message: PASSWORD_MESSAGES.length },
    { id: "uppercase", passed: classes.uppercase, message: PASSWORD_MESSAGES.uppercase },
    { id: "lowercase", passed: classes.lowercase, message: PASSWORD_MESSAGES.lowercase },
    { id: "number", passed: classes.number, message: PASSWORD_MESSAGES.number },
    { id: "special", passed: classes.special, message: PASSWORD_MESSAGES.special },
    { id: "personal", passed: !containsPersonal, message: PASSWORD_MESSAGES.personal },
  ];

  let score = 0;
  if (length >= PASSWORD_MIN_LENGTH) score += 2;
  if (length >= LONG_BONUS_LENGTH) score += 1;
  if (length >= VERY_LONG_BONUS_LENGTH) score += 1;
  score += Object.values(classes).filter(Boolean).length;

  const strength = strengthFromScore(score);
  return {
    valid: checks.every((check) => check.passed),
    checks,
    strength,
    score,
    percent: METER[strength],
  };
}
