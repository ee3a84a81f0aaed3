import { Anchor, Center, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconArrowLeft } from "@tabler/icons-react";
import { useId } from "react";
import { Link } from "react-router";
import { checkPassword } from "../../../common/password-strength";
import { resetPasswordSchema } from "../../../common/registration";
import { useResetPassword } from "../../api/auth";
import { ApiError } from "../../api/client";
import { BusyButton } from "../../components/forms/BusyButton";
import { PasswordField } from "../../components/password/PasswordField";
import { PasswordStrengthMeter } from "../../components/password/PasswordStrengthMeter";

type Props = { token: string; initialEmail: string; onDone: () => void };
type ResetValues = { email: string; newPassword: string; confirmPassword: string };

/** Spec 02 section 8: the server's message, else a generic one; a network failure keeps its own message. */
function resetFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return error.message;
    const serverMessage = typeof error.body.message === "string" ? error.body.message : "";
    return serverMessage || "Failed to reset password";
  }
  return "Failed to reset password";
}

export function ResetPasswordForm({ token, initialEmail, onDone }: Props) {
  const form = useForm<ResetValues>({
    mode: "controlled",
    initialValues: { email: initialEmail, newPassword: "", confirmPassword: "" },
    validate: schemaResolver(resetPasswordSchema, { sync: true }),
  });
  const mutation = useResetPassword({
    onSuccess: () => {
      notifications.show({
        title: "Password reset",
        message: "Password reset successful. You can now log in with your new password.",
        color: "teal",
      });
      onDone();
    },
    onError: (error) =>
      notifications.show({ title: "Password reset failed", message: resetFailure(error), color: "red" }),
  });

  const hintId = useId();
  const { values } = form;
  const email = values.email.trim();
  const passwordValid = checkPassword(values.newPassword, { email }).valid;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((submitted) =>
        mutation.mutate({ email: submitted.email.trim(), token, newPassword: submitted.newPassword }),
      )}
    >
      <Stack gap="md">
        <TextInput
          label="Email address"
          type="email"
          autoComplete="username"
          required
          data-testid="reset-email"
          {...form.getInputProps("email")}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          toggleLabel="Show or hide new password"
          data-testid="reset-password"
          {...form.getInputProps("newPassword")}
        />
        <PasswordStrengthMeter
          password={values.newPassword}
          context={{ email }}
          testIdPrefix="reset-password"
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          toggleLabel="Show or hide password confirmation"
          data-testid="reset-confirm-password"
          {...form.getInputProps("confirmPassword")}
        />
        <BusyButton
          fullWidth
          disabled={!passwordValid}
          aria-describedby={passwordValid ? undefined : hintId}
          data-testid="reset-submit"
          busy={mutation.isPending}
          busyLabel="Resetting Password..."
          label="Reset Password"
        />
        {!passwordValid && (
          <Text id={hintId} size="xs" c="dimmed" ta="center">
            Reset Password becomes available once the new password meets every requirement.
          </Text>
        )}
        <Center>
          <Anchor component={Link} to="/login" size="sm" data-testid="back-to-login">
            <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: "middle", marginRight: 4 }} />
            Back to Login
          </Anchor>
        </Center>
      </Stack>
    </form>
  );
}
