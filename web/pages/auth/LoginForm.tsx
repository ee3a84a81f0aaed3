import { Alert, Anchor, Group, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconAlertCircle } from "@tabler/icons-react";
import { Link } from "react-router";
import { loginSchema } from "../../../common/registration";
import { useLogin } from "../../api/auth";
import { errorMessage } from "../../api/client";
import { BusyButton } from "../../components/forms/BusyButton";
import { PasswordField } from "../../components/password/PasswordField";
import { useCompleteSignIn } from "./use-complete-sign-in";

type LoginValues = { email: string; password: string };

export function LoginForm() {
  const completeSignIn = useCompleteSignIn();
  const form = useForm<LoginValues>({
    mode: "controlled",
    initialValues: { email: "", password: "" },
    validate: schemaResolver(loginSchema, { sync: true }),
  });
  const mutation = useLogin({
    onSuccess: (token) =>
      completeSignIn(token, { title: "Login successful", message: "Welcome back to Clausewise." }),
  });

  return (
    <form
      noValidate
      aria-label="Login"
      onSubmit={form.onSubmit((values) =>
        mutation.mutate({ email: values.email.trim(), password: values.password }),
      )}
    >
      <Stack gap="md">
        {mutation.isError && (
          <Alert
            color="red"
            variant="light"
            title="Login failed"
            icon={<IconAlertCircle aria-hidden />}
            role="alert"
            data-testid="login-error"
          >
            {errorMessage(mutation.error, "Invalid credentials")}
          </Alert>
        )}
        <TextInput
          label="Email address"
          type="email"
          autoComplete="username"
          placeholder="you@company.co.uk"
          required
          data-testid="login-email"
          {...form.getInputProps("email")}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          data-testid="login-password"
          {...form.getInputProps("password")}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgot-password" size="sm" data-testid="forgot-password-link">
            Forgot your password?
          </Anchor>
        </Group>
        <BusyButton
          fullWidth
          data-testid="login-submit"
          busy={mutation.isPending}
          busyLabel="Logging in..."
          label="Login"
        />
      </Stack>
    </form>
  );
}
