import { z } from "zod";

export const tokenSchema = z.object({ token: z.string() });

/** GET /api/profile */
export const profileSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  companySize: z.string().nullable(),
  industry: z.string().nullable(),
  userType: z.enum(["user", "admin"]),
  isAdmin: z.boolean(),
  isPremium: z.boolean(),
  hasPremiumAccess: z.boolean(),
  createdAt: z.string(),
  passwordStrength: z.enum(["weak", "medium", "strong", "very-strong"]),
  passwordLastChanged: z.string(),
  passwordMeetsPolicy: z.boolean(),
  accountLocked: z.boolean(),
  failedLoginAttempts: z.number(),
});
export type Profile = z.infer<typeof profileSchema>;
