import type { PasswordStrength } from "../../../common/password-strength";

/** One colour per strength, shared by the meter and the security overview (always shown with its word). */
export const STRENGTH_COLOURS: Record<PasswordStrength, string> = {
  weak: "red",
  medium: "orange",
  strong: "teal",
  "very-strong": "green",
};

/** Text shades of those colours that keep WCAG AA contrast on a white background. */
export const STRENGTH_TEXT_COLOURS: Record<PasswordStrength, string> = {
  weak: "red.8",
  medium: "orange.9",
  strong: "teal.8",
  "very-strong": "green.8",
};
