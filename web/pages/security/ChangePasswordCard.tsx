import { Alert, Paper, Stack, Text, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconDevices, IconKey } from "@tabler/icons-react";
import type { Ref } from "react";
import type { PasswordContext } from "../../../common/password-strength";
import { type ChangePassword, changePasswordSchema } from "../../../common/registration";
import { useChangePassword } from "../../api/auth";
import { ApiError } from "../../api/client";
import { BusyButton } from "../../components/forms/BusyButton";
import { PasswordField } from "../../components/password/PasswordField";
import { PasswordStrengthMeter } from "../../components/password/PasswordStrengthMeter";
import { PasswordMatchIndicator } from "./PasswordMatchIndicator";

const EMPTY: ChangePassword = { currentPassword: "", newPassword: "", confirmNewPassword: "" };

type Props = {
  /** The signed-in user's e-mail and names: the server rejects a new password containing them. */
  passwordContext?: PasswordContext;
  /** Receives the current-password field so the recommendations can move focus to it. */
  currentPasswordRef?: Ref<HTMLInputElement>;
};

function changeFailure(error: unknown): string {
  if (error instanceof ApiError) {
    const serverMessage = typeof error.body.message === "string" ? error.body.message : "";
    return serverMessage || (error.status === 0 ? error.message : "Failed to change password");
  }
  return "Failed to change password";
}

/** Spec 02 section 2 "Security Settings", right column, with the rules of sections 5 and 8. */
export function ChangePasswordCard({ passwordContext, currentPasswordRef }: Props) {
  const form = useForm<ChangePassword>({
    mode: "controlled",
    initialValues: EMPTY,
    validate: schemaResolver(changePasswordSchema, { sync: true }),
  });
  const mutation = useChangePassword({
    onSuccess: () => {
      notifications.show({
        title: "Password changed successfully",
        message: "Other devices signed in to your account have been signed out.",
        color: "teal",
      });
      form.reset();
    },
    onError: (error) => {
      const message = changeFailure(error);
      const field = error instanceof ApiError ? error.body.field : undefined;
      if (typeof field === "string" && field in EMPTY) form.setFieldError(field, message);
      notifications.show({ title: "Password change failed", message, color: "red" });
    },
  });

  const { values } = form;
  const allFilled = Boolean(values.currentPassword && values.newPassword && values.confirmNewPassword);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="change-password-title">
      <form
        noValidate
        aria-labelledby="change-password-title"
        onSubmit={form.onSubmit((submitted) => mutation.mutate(submitted))}
      >
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h4" id="change-password-title">
              <IconKey size={20} aria-hidden style={{ verticalAlign: "-3px", marginRight: 8 }} />
              Change Password
            </Title>
            <Text size="sm" c="dimmed">
              Enter your current password, then choose a new one that meets every requirement below.
            </Text>
          </Stack>
          <PasswordField
            ref={currentPasswordRef}
            label="Current password"
            autoComplete="current-password"
            toggleLabel="Show or hide current password"
            data-testid="change-password-current"
            {...form.getInputProps("currentPassword")}
          />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            toggleLabel="Show or hide new password"
            data-testid="change-password-new"
            {...form.getInputProps("newPassword")}
          />
          <PasswordStrengthMeter
            password={values.newPassword}
            context={passwordContext}
            testIdPrefix="change-password"
          />
          <Stack gap={6}>
            <PasswordField
              label="Confirm new password"
              autoComplete="new-password"
              toggleLabel="Show or hide new password confirmation"
              data-testid="change-password-confirm"
              {...form.getInputProps("confirmNewPassword")}
            />
            {!form.errors.confirmNewPassword && (
              <PasswordMatchIndicator
                password={values.newPassword}
                confirmation={values.confirmNewPassword}
              />
            )}
          </Stack>
          <Alert color="blue" variant="light" icon={<IconDevices aria-hidden />} p="sm">
            <Text size="sm">
              Changing your password signs you out on every other device and browser. You stay signed in here.
            </Text>
          </Alert>
          <BusyButton
            disabled={!allFilled}
            data-testid="change-password-submit"
            busy={mutation.isPending}
            busyLabel="Changing password..."
            label="Change Password"
          />
          {!allFilled && (
            <Text size="xs" c="dimmed" ta="center">
              Fill in all three fields to change your password.
            </Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
