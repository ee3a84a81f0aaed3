import { Anchor, Button, Center, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconArrowLeft, IconMailCheck } from "@tabler/icons-react";
import { Link } from "react-router";

type Props = { email: string; onTryAgain: () => void };

/** The confirmation after a reset link was requested; the wording does not reveal whether the account exists. */
export function ForgotPasswordSent({ email, onTryAgain }: Props) {
  return (
    <Stack gap="md" role="status">
      <Center>
        <ThemeIcon size={56} radius="xl" variant="light" color="teal" aria-hidden>
          <IconMailCheck size={30} />
        </ThemeIcon>
      </Center>
      <Text>
        If an account exists for <b style={{ overflowWrap: "anywhere" }}>{email}</b>, we have sent it a link
        to reset the password. The link works once and expires after one hour.
      </Text>
      <Text size="sm" c="dimmed">
        Nothing arrived after a few minutes? Check your spam or junk folder, or try again.
      </Text>
      <Button variant="light" fullWidth onClick={onTryAgain} data-testid="forgot-try-again">
        Try Again
      </Button>
      <Center>
        <Anchor component={Link} to="/login" size="sm" data-testid="back-to-login">
          <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: "middle", marginRight: 4 }} />
          Back to Login
        </Anchor>
      </Center>
    </Stack>
  );
}
