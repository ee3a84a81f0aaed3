import { Button, Center, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { Link } from "react-router";

export function ResetPasswordDone() {
  return (
    <Stack gap="md" role="status">
      <Center>
        <ThemeIcon size={56} radius="xl" variant="light" color="green" aria-hidden>
          <IconCircleCheck size={30} />
        </ThemeIcon>
      </Center>
      <Text>Your password has been changed. You can now log in with your new password.</Text>
      <Text size="sm" c="dimmed">
        For your security, every device that was signed in to your account has been signed out.
      </Text>
      <Button component={Link} to="/login" fullWidth data-testid="continue-to-login">
        Continue to Login
      </Button>
    </Stack>
  );
}
