import { schemaResolver } from "@mantine/form";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  COMPANY_SIZES,
  changePasswordSchema,
  forgotPasswordSchema,
  INDUSTRIES,
  loginSchema,
  registerSchema,
  resetPasswordRequestSchema,
  resetPasswordSchema,
} from "./registration";

/** The errors a form shows under each field, as the forms compute them (Mantine's schemaResolver). */
const fieldErrors = (schema: z.ZodType, values: unknown) =>
  schemaResolver(schema, { sync: true })(values as Record<string, unknown>);
const validateRegistration = (values: Record<string, unknown>) => fieldErrors(registerSchema, values);

const valid = {
  firstName: "Priya",
  lastName: "Okafor",
  email: "priya.okafor@northwind-logistics.co.uk",
  jobTitle: "Procurement Lead",
  companyName: "Northwind Logistics",
  companySize: "51-200",
  industry: "Manufacturing",
  password: "Harbour-Lights-42",
  confirmPassword: "Harbour-Lights-42",
};

describe("option lists", () => {
  it("match the spec", () => {
    expect(COMPANY_SIZES).toEqual(["1-10", "11-50", "51-200", "201-1000", "1000+"]);
    expect(INDUSTRIES).toEqual([
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
    ]);
  });
});

describe("registerSchema", () => {
  it("accepts a complete payload, trimming names and lower-casing the email", () => {
    const parsed = registerSchema.parse({
      ...valid,
      firstName: "  Priya ",
      email: " Priya.Okafor@Northwind-Logistics.co.uk ",
    });
    expect(parsed.firstName).toBe("Priya");
    expect(parsed.email).toBe("priya.okafor@northwind-logistics.co.uk");
    expect(parsed.password).toBe("Harbour-Lights-42");
  });

  it("shows every required-field message at once for an empty form", () => {
    expect(
      validateRegistration({
        firstName: "",
        lastName: " ",
        email: "",
        jobTitle: "",
        companyName: "",
        companySize: "",
        industry: "",
        password: "",
        confirmPassword: "",
      }),
    ).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Email address is required",
      jobTitle: "Job title is required",
      companyName: "Company name is required",
      companySize: "Please select company size",
      industry: "Please select your industry",
      password: "Password is required",
      confirmPassword: "Please confirm your password",
    });
  });

  it("treats missing fields like empty ones", () => {
    expect(validateRegistration({})).toMatchObject({
      firstName: "First name is required",
      email: "Email address is required",
      companySize: "Please select company size",
      password: "Password is required",
    });
  });

  it("rejects a malformed email", () => {
    expect(validateRegistration({ ...valid, email: "priya.northwind" })).toEqual({
      email: "Please enter a valid email address",
    });
  });

  it("applies the work-email check", () => {
    expect(validateRegistration({ ...valid, email: "priya@gmail.com" }).email).toMatch(
      /^Clausewise is designed for business professionals\. Please use your work email address\./,
    );
    expect(validateRegistration({ ...valid, email: "priya@tempmail.co.uk" })).toEqual({
      email: "Temporary email addresses are not allowed for business accounts.",
    });
    expect(validateRegistration({ ...valid, email: "priya@a.b" })).toEqual({
      email: "Very short domain names are not accepted for business accounts.",
    });
  });

  it("rejects unknown company sizes and industries", () => {
    expect(validateRegistration({ ...valid, companySize: "5000+", industry: "Mining" })).toEqual({
      companySize: "Please select company size",
      industry: "Please select your industry",
    });
  });

  it("requires 8 characters before judging strength", () => {
    expect(validateRegistration({ ...valid, password: "Ab1!", confirmPassword: "Ab1!" })).toEqual({
      password: "Password must be at least 8 characters",
    });
  });

  it("rejects a weak password", () => {
    expect(validateRegistration({ ...valid, password: "password", confirmPassword: "password" })).toEqual({
      password: "Password does not meet security requirements",
    });
  });

  it("rejects a password containing the person's name or email", () => {
    expect(
      validateRegistration({ ...valid, password: "Okafor#2024!", confirmPassword: "Okafor#2024!" }),
    ).toEqual({
      password: "Password does not meet security requirements",
    });
    expect(
      validateRegistration({ ...valid, password: "Priya.Okafor-99", confirmPassword: "Priya.Okafor-99" }),
    ).toEqual({ password: "Password does not meet security requirements" });
  });

  it("rejects a confirmation that does not match, alongside other errors", () => {
    expect(validateRegistration({ ...valid, jobTitle: "", confirmPassword: "Harbour-Lights-43" })).toEqual({
      jobTitle: "Job title is required",
      confirmPassword: "Passwords do not match",
    });
  });

  it("returns no errors for valid values", () => {
    expect(validateRegistration(valid)).toEqual({});
  });
});

describe("loginSchema", () => {
  it("requires an email and a password", () => {
    expect(fieldErrors(loginSchema, { email: "", password: "" })).toEqual({
      email: "Email address is required",
      password: "Password is required",
    });
    expect(fieldErrors(loginSchema, { email: "nope", password: "x" })).toEqual({
      email: "Please enter a valid email address",
    });
  });

  it("does not apply the work-email or strength rules", () => {
    expect(loginSchema.parse({ email: "Old@Gmail.com", password: "x" })).toEqual({
      email: "old@gmail.com",
      password: "x",
    });
  });
});

describe("forgotPasswordSchema", () => {
  it("requires a well-formed email", () => {
    expect(fieldErrors(forgotPasswordSchema, { email: "" })).toEqual({ email: "Email address is required" });
    expect(fieldErrors(forgotPasswordSchema, { email: "a@b" })).toEqual({
      email: "Please enter a valid email address",
    });
    expect(forgotPasswordSchema.safeParse({ email: "priya@northwind.co.uk" }).success).toBe(true);
  });
});

describe("resetPasswordSchema", () => {
  const form = {
    email: "priya@northwind.co.uk",
    newPassword: "Harbour-Lights-42",
    confirmPassword: "Harbour-Lights-42",
  };

  it("asks for all fields", () => {
    expect(fieldErrors(resetPasswordSchema, { email: "", newPassword: "", confirmPassword: "" })).toEqual({
      email: "Please fill in all required fields",
      newPassword: "Please fill in all required fields",
      confirmPassword: "Please fill in all required fields",
    });
  });

  it("requires matching passwords", () => {
    expect(fieldErrors(resetPasswordSchema, { ...form, confirmPassword: "Harbour-Lights-4" })).toEqual({
      confirmPassword: "Passwords do not match",
    });
  });

  it("requires a strong password that does not contain the email", () => {
    expect(
      fieldErrors(resetPasswordSchema, { ...form, newPassword: "short", confirmPassword: "short" }),
    ).toEqual({
      newPassword: "Password does not meet security requirements",
    });
    expect(
      fieldErrors(resetPasswordSchema, {
        ...form,
        newPassword: "Priya#Rules99",
        confirmPassword: "Priya#Rules99",
      }),
    ).toEqual({ newPassword: "Password does not meet security requirements" });
  });

  it("accepts a valid form", () => {
    expect(resetPasswordSchema.safeParse(form).success).toBe(true);
  });
});

describe("resetPasswordRequestSchema", () => {
  it("needs the token and a strong password", () => {
    expect(
      fieldErrors(resetPasswordRequestSchema, {
        email: "priya@northwind.co.uk",
        token: "",
        newPassword: "weak",
      }),
    ).toEqual({
      token: "Please fill in all required fields",
      newPassword: "Password does not meet security requirements",
    });
    expect(
      resetPasswordRequestSchema.safeParse({
        email: "priya@northwind.co.uk",
        token: "abc123",
        newPassword: "Harbour-Lights-42",
      }).success,
    ).toBe(true);
  });
});

describe("changePasswordSchema", () => {
  const form = {
    currentPassword: "Old-Password-1",
    newPassword: "Harbour-Lights-42",
    confirmNewPassword: "Harbour-Lights-42",
  };

  it("asks for all three fields", () => {
    expect(fieldErrors(changePasswordSchema, {})).toEqual({
      currentPassword: "Please fill in all required fields",
      newPassword: "Please fill in all required fields",
      confirmNewPassword: "Please fill in all required fields",
    });
  });

  it("requires the new passwords to match", () => {
    expect(fieldErrors(changePasswordSchema, { ...form, confirmNewPassword: "Harbour-Lights-41" })).toEqual({
      confirmNewPassword: "New passwords don't match",
    });
  });

  it("requires a new password different from the current one", () => {
    expect(
      fieldErrors(changePasswordSchema, {
        currentPassword: "Harbour-Lights-42",
        newPassword: "Harbour-Lights-42",
        confirmNewPassword: "Harbour-Lights-42",
      }),
    ).toEqual({ newPassword: "New password must be different from current password" });
  });

  it("requires the new password to meet the policy", () => {
    expect(
      fieldErrors(changePasswordSchema, { ...form, newPassword: "password", confirmNewPassword: "password" }),
    ).toEqual({
      newPassword: "Password does not meet security requirements",
    });
  });

  it("accepts a valid change", () => {
    expect(changePasswordSchema.safeParse(form).success).toBe(true);
  });
});

describe("registerSchema issue order", () => {
  it("reports a short password and a mismatched confirmation together", () => {
    expect(validateRegistration({ ...valid, password: "Ab1!", confirmPassword: "Ab1?" })).toEqual({
      password: "Password must be at least 8 characters",
      confirmPassword: "Passwords do not match",
    });
  });

  it("puts the required message first for an empty password", () => {
    const result = registerSchema.safeParse({ ...valid, password: "", confirmPassword: "" });
    const messages = result.error?.issues
      .filter((issue) => issue.path[0] === "password")
      .map((i) => i.message);
    expect(messages?.[0]).toBe("Password is required");
  });
});
