import { z } from "zod";
import type { adminUserSchema } from "./api/admin";
import { COMPANY_SIZES, INDUSTRIES } from "./registration";

const required = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true });

export const adminUserUpdateSchema = z.object({
  firstName: required("First name is required"),
  lastName: required("Last name is required"),
  email: required("Email is required")
    .pipe(z.email({ error: "Invalid email format" }))
    .transform((e) => e.toLowerCase()),
  companyName: required("Company name is required"),
  jobTitle: z.string().trim().optional().default(""),
  companySize: z.enum(COMPANY_SIZES).nullable().optional(),
  industry: z.enum(INDUSTRIES).nullable().optional(),
});
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

export type AdminUser = z.infer<typeof adminUserSchema>;
