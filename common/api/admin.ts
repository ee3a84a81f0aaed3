import { z } from "zod";
import { screenshotSchema } from "../screenshots";
import { planSummarySchema } from "./billing";

/** A row of the administrator's user list (GET /api/admin/users). */
export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  companyName: z.string(),
  jobTitle: z.string(),
  companySize: z.string().nullable(),
  industry: z.string().nullable(),
  registrationDate: z.string(),
  isActive: z.boolean(),
  hasPremiumAccess: z.boolean(),
  userType: z.enum(["user", "admin"]),
  contractsAnalyzed: z.number(),
  /** plan, subscription status and whether an administrator granted Pro */
  billing: planSummarySchema,
});

export const userAccessSchema = z.object({ ok: z.boolean(), isActive: z.boolean() });
export type UserAccess = z.infer<typeof userAccessSchema>;

export const userPremiumSchema = z.object({
  ok: z.boolean(),
  hasPremiumAccess: z.boolean(),
  grantedByAdmin: z.boolean(),
});
export type UserPremium = z.infer<typeof userPremiumSchema>;

/** POST /api/admin/upload-screenshot */
export const uploadedScreenshotSchema = z.object({ message: z.string(), screenshot: screenshotSchema });
export type UploadedScreenshot = z.infer<typeof uploadedScreenshotSchema>;
