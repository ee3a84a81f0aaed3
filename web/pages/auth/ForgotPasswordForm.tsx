import { Anchor, Center, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "react-router";
import { forgotPasswordSchema } from "../../../common/registration";
import { useForgotPassword } from "../../api/auth";
import { ApiError } from "../../api/client";
import { BusyButton } from "../../components/forms/BusyButton";

/** Spec 02 section 8: the server's message, else a generic one; a network failure has its own. */
function forgotFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return "Network error. Please try again.";
    const serverMessage = typeof error.body.message === "string" ? error.body.message : "";
    return serverMessage || "Failed to send reset email";
  }
  return "Failed to send reset email";
}

type Props = { initialEmail: string; onSent: (email: string) => void };

export function ForgotPasswordForm({ initialEmail, onSent }: Props) {
  const form = useForm({
    mode: "controlled",
    initialValues: { email: initialEmail },
    validate: schemaResolver(forgotPasswordSchema, { sync: true }),
  });
  const mutation = useForgotPassword({
    onSuccess: (_result, email) => {
      notifications.show({
        title: "Reset link sent",
        message: "Please check your email for password reset instructions",
        color: "teal",
      });
      onSent(email);
    },
    onError: (error) => notifications.show({ title: "Error", message: forgotFailure(error), color: "red" }),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values.email.trim()))}>
      <Stack gap="md">
        <TextInput
          label="Email address"
          type="email"
          autoComplete="email"
          placeholder="you@company.co.uk"
          required
          data-testid="forgot-email"
          {...form.getInputProps("email")}
        />
        <BusyButton
          fullWidth
          data-testid="forgot-submit"
          busy={mutation.isPending}
          busyLabel="Sending..."
          label="Send Reset Link"
        />
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
