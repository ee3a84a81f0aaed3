/** Account form and request schemas (spec 02 sections 3 and 5), shared by the web forms and the API routes. */
import { z } from "zod";
import { checkPassword, PASSWORD_MIN_LENGTH } from "./password-strength";
import { whenFieldsValid } from "./schema-when";
import { checkWorkEmail, EMAIL_PATTERN } from "./work-email";

export const COMPANY_SIZES = ["1-10", "11-50", "51-200", "201-1000", "1000+"] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const INDUSTRIES = [
  "Technology",
  "Financial Services",
  "Healthcare",
  "Legal Services",
  "Consulting",
  "Manufacturing",
  "Retail",
  "Real Estate",
  "Education",
  "Other",
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const WEAK_PASSWORD_MESSAGE = "Password does not meet security requirements";
const FILL_ALL_FIELDS = "Please fill in all required fields";
const INVALID_EMAIL = "Please enter a valid email address";

/** A trimmed text field that is required; a missing field gets the same message as an empty one. */
const requiredText = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

/** Trimmed, lower-cased address so that "Jane@Acme.co.uk" and "jane@acme.co.uk" are one account. */
const emailField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .toLowerCase()
    .min(1, { error: requiredMessage })
    .regex(EMAIL_PATTERN, { error: INVALID_EMAIL });

/** A password is never trimmed: spaces are characters the person chose. */
const requiredPassword = (message: string) => z.string({ error: message }).min(1, { error: message });

/** A mismatch is reported once the confirmation is filled in, even if the password itself is too short. */
const whenConfirmable =
  (password: string, confirmation: string) =>
  (payload: z.core.ParsePayload): boolean =>
    typeof (payload.value as Record<string, unknown> | null)?.[password] === "string" &&
    whenFieldsValid(confirmation)(payload);

export const registerSchema = z
  .object({
    firstName: requiredText("First name is required"),
    lastName: requiredText("Last name is required"),
    email: emailField("Email address is required").superRefine((email, ctx) => {
      const result = checkWorkEmail(email);
      // A malformed address already has its own message from the pattern check.
      if (result.kind !== "invalid" && !result.ok) ctx.addIssue({ code: "custom", message: result.message });
    }),
    jobTitle: requiredText("Job title is required"),
    companyName: requiredText("Company name is required"),
    companySize: z.enum(COMPANY_SIZES, { error: "Please select company size" }),
    industry: z.enum(INDUSTRIES, { error: "Please select your industry" }),
    password: requiredPassword("Password is required").min(
      PASSWORD_MIN_LENGTH,
      "Password must be at least 8 characters",
    ),
    confirmPassword: requiredPassword("Please confirm your password"),
  })
  .refine((values) => values.password === values.confirmPassword, {
    error: "Passwords do not match",
    path: ["confirmPassword"],
    when: whenConfirmable("password", "confirmPassword"),
  })
  .superRefine(
    (values, ctx) => {
      const context = {
        email: typeof values.email === "string" ? values.email : undefined,
        firstName: typeof values.firstName === "string" ? values.firstName : undefined,
        lastName: typeof values.lastName === "string" ? values.lastName : undefined,
      };
      if (!checkPassword(values.password, context).valid) {
        ctx.addIssue({ code: "custom", path: ["password"], message: WEAK_PASSWORD_MESSAGE });
      }
    },
    { when: whenFieldsValid("password") },
  );
export type RegisterInput = z.input<typeof registerSchema>;
export type Register = z.infer<typeof registerSchema>;
export type RegisterField = keyof Register;

export const loginSchema = z.object({
  email: emailField("Email address is required"),
  password: requiredPassword("Password is required"),
});
export type Login = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({
  email: emailField("Email address is required"),
});
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;

const strongPassword = (password: string, email: unknown) =>
  checkPassword(password, { email: typeof email === "string" ? email : undefined }).valid;

/** The reset-password form (the token comes from the address, not the form). */
export const resetPasswordSchema = z
  .object({
    email: emailField(FILL_ALL_FIELDS),
    newPassword: requiredPassword(FILL_ALL_FIELDS),
    confirmPassword: requiredPassword(FILL_ALL_FIELDS),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    error: "Passwords do not match",
    path: ["confirmPassword"],
    when: whenConfirmable("newPassword", "confirmPassword"),
  })
  .refine((values) => strongPassword(values.newPassword, values.email), {
    error: WEAK_PASSWORD_MESSAGE,
    path: ["newPassword"],
    when: whenFieldsValid("newPassword"),
  });
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

/** POST /api/auth/reset-password body. */
export const resetPasswordRequestSchema = z
  .object({
    email: emailField(FILL_ALL_FIELDS),
    token: requiredText(FILL_ALL_FIELDS),
    newPassword: requiredPassword(FILL_ALL_FIELDS),
  })
  .refine((values) => strongPassword(values.newPassword, values.email), {
    error: WEAK_PASSWORD_MESSAGE,
    path: ["newPassword"],
    when: whenFieldsValid("newPassword"),
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/**
 * Change-password form and POST /api/change-password body. The policy check here has no name context;
 * the server repeats checkPassword with the signed-in user's name and e-mail.
 */
export const changePasswordSchema = z
  .object({
    currentPassword: requiredPassword(FILL_ALL_FIELDS),
    newPassword: requiredPassword(FILL_ALL_FIELDS),
    confirmNewPassword: requiredPassword(FILL_ALL_FIELDS),
  })
  .refine((values) => values.newPassword === values.confirmNewPassword, {
    error: "New passwords don't match",
    path: ["confirmNewPassword"],
    when: whenConfirmable("newPassword", "confirmNewPassword"),
  })
  .refine((values) => values.newPassword !== values.currentPassword, {
    error: "New password must be different from current password",
    path: ["newPassword"],
    when: whenFieldsValid("currentPassword", "newPassword"),
  })
  .refine((values) => strongPassword(values.newPassword, undefined), {
    error: WEAK_PASSWORD_MESSAGE,
    path: ["newPassword"],
    when: whenFieldsValid("newPassword"),
  });
export type ChangePassword = z.infer<typeof changePasswordSchema>;
