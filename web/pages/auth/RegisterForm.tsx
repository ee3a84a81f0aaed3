import { Anchor, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { Link } from "react-router";
import {
  COMPANY_SIZES,
  INDUSTRIES,
  type RegisterField,
  type RegisterInput,
  registerSchema,
} from "../../../common/registration";
import { checkWorkEmail } from "../../../common/work-email";
import { useRegister } from "../../api/auth";
import { ApiError } from "../../api/client";
import { BusyButton } from "../../components/forms/BusyButton";
import { PasswordField } from "../../components/password/PasswordField";
import { PasswordStrengthMeter } from "../../components/password/PasswordStrengthMeter";
import { useCompleteSignIn } from "./use-complete-sign-in";
import { WorkEmailHint } from "./WorkEmailHint";

type RegisterValues = Record<Exclude<RegisterField, "companySize" | "industry">, string> & {
  companySize: string | null;
  industry: string | null;
};

const EMPTY: RegisterValues = {
  firstName: "",
  lastName: "",
  email: "",
  jobTitle: "",
  companyName: "",
  companySize: null,
  industry: null,
  password: "",
  confirmPassword: "",
};

/** Spec 02 section 8: the server's message, else the status, else a generic message. */
function registrationFailure(error: unknown): string {
  if (error instanceof ApiError) {
    const serverMessage = typeof error.body.message === "string" ? error.body.message : "";
    if (serverMessage) return serverMessage;
    if (error.status === 0) return error.message;
    return `Registration failed with status ${error.status}`;
  }
  return "An unexpected error occurred";
}

export function RegisterForm() {
  const completeSignIn = useCompleteSignIn();
  const [emailBlurred, setEmailBlurred] = useState(false);
  const form = useForm<RegisterValues>({
    mode: "controlled",
    initialValues: EMPTY,
    validate: schemaResolver(registerSchema, { sync: true }),
  });

  const mutation = useRegister({
    onSuccess: (token) =>
      completeSignIn(token, {
        title: "Registration successful",
        message: "Your Clausewise account is ready.",
      }),
    onError: (error) => {
      const message = registrationFailure(error);
      // A 409 means the address already has an account, so the message belongs under the email field.
      const field =
        error instanceof ApiError
          ? (error.body.field ?? (error.status === 409 ? "email" : undefined))
          : undefined;
      if (typeof field === "string" && field in EMPTY) form.setFieldError(field, message);
      notifications.show({ title: "Registration failed", message, color: "red" });
    },
  });

  const { values } = form;
  const email = values.email.trim();
  const emailCheck = checkWorkEmail(email);
  // A half-typed address is not flagged as malformed until the person leaves the field or types the @.
  const showEmailCheck =
    email !== "" && (emailCheck.kind !== "invalid" || emailBlurred || email.includes("@"));
  const emailInput = form.getInputProps("email");
  const passwordContext = { email, firstName: values.firstName, lastName: values.lastName };

  return (
    <form
      noValidate
      aria-label="Register"
      onSubmit={form.onSubmit((submitted) =>
        mutation.mutate({
          ...submitted,
          companySize: submitted.companySize ?? "",
          industry: submitted.industry ?? "",
        } as RegisterInput),
      )}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            required
            data-testid="register-first-name"
            {...form.getInputProps("firstName")}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            required
            data-testid="register-last-name"
            {...form.getInputProps("lastName")}
          />
        </SimpleGrid>
        <TextInput
          label="Work email address"
          description="Use your company address; personal and temporary mail services cannot register."
          type="email"
          autoComplete="email"
          placeholder="jane.doe@company.co.uk"
          required
          data-testid="register-email"
          {...emailInput}
          onBlur={(event) => {
            setEmailBlurred(true);
            emailInput.onBlur?.(event);
          }}
          error={
            form.errors.email ??
            (showEmailCheck && !emailCheck.ok ? <WorkEmailHint result={emailCheck} /> : undefined)
          }
          success={showEmailCheck && emailCheck.ok ? <WorkEmailHint result={emailCheck} /> : undefined}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label="Job title"
            autoComplete="organization-title"
            required
            data-testid="register-job-title"
            {...form.getInputProps("jobTitle")}
          />
          <TextInput
            label="Company name"
            autoComplete="organization"
            required
            data-testid="register-company-name"
            {...form.getInputProps("companyName")}
          />
          <Select
            label="Company size (employees)"
            placeholder="Select company size"
            data={[...COMPANY_SIZES]}
            allowDeselect={false}
            required
            data-testid="register-company-size"
            {...form.getInputProps("companySize")}
          />
          <Select
            label="Industry"
            placeholder="Select your industry"
            data={[...INDUSTRIES]}
            allowDeselect={false}
            required
            data-testid="register-industry"
            {...form.getInputProps("industry")}
          />
        </SimpleGrid>
        <PasswordField
          label="Password"
          autoComplete="new-password"
          data-testid="register-password"
          {...form.getInputProps("password")}
        />
        <PasswordStrengthMeter
          password={values.password}
          context={passwordContext}
          testIdPrefix="register-password"
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          toggleLabel="Show or hide password confirmation"
          data-testid="register-confirm-password"
          {...form.getInputProps("confirmPassword")}
        />
        <Text size="xs" c="dimmed">
          By creating an account you agree to our{" "}
          <Anchor component={Link} to="/terms-of-service" target="_blank" inherit>
            Terms of Service
          </Anchor>{" "}
          and{" "}
          <Anchor component={Link} to="/privacy-policy" target="_blank" inherit>
            Privacy Policy
          </Anchor>{" "}
          (both open in a new tab).
        </Text>
        <BusyButton
          fullWidth
          data-testid="register-submit"
          busy={mutation.isPending}
          busyLabel="Creating account..."
          label="Create account"
        />
      </Stack>
    </form>
  );
}
