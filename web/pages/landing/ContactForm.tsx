import { Alert, Button, Stack, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { type ContactMessage, contactMessageSchema } from "../../../common/contact";
import { ApiError, errorMessage } from "../../api/client";
import { useSendContactMessage } from "../../api/contact";

type Values = Record<keyof ContactMessage, string>;

const EMPTY: Values = { name: "", email: "", company: "", message: "" };
const THANK_YOU = "Thank you. We will reply within 24 hours on business days.";

function failureMessage(error: unknown) {
  if (error instanceof ApiError && error.status === 429) {
    return "You have sent several messages in a short time. Please wait a minute and try again.";
  }
  return errorMessage(error, "We could not send your message. Please try again.");
}

export function ContactForm() {
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: EMPTY,
    validate: schemaResolver(contactMessageSchema, { sync: true }),
    clearInputErrorOnChange: true,
  });
  const send = useSendContactMessage({ onSuccess: () => form.reset() });

  const handleSubmit = form.onSubmit((values) => send.mutate(contactMessageSchema.parse(values)));

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Contact us" data-testid="contact-form">
      <Stack gap="md">
        {send.isSuccess && (
          <Alert
            color="teal"
            icon={<IconCircleCheck aria-hidden />}
            role="status"
            data-testid="contact-success"
          >
            {send.data?.message || THANK_YOU}
          </Alert>
        )}
        {send.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" data-testid="contact-error">
            {failureMessage(send.error)}
          </Alert>
        )}
        <TextInput label="Name" name="name" autoComplete="name" required {...form.getInputProps("name")} />
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps("email")}
        />
        <TextInput
          label="Company"
          name="company"
          autoComplete="organization"
          {...form.getInputProps("company")}
        />
        <Textarea
          label="Message"
          name="message"
          required
          autosize
          minRows={4}
          maxRows={10}
          {...form.getInputProps("message")}
        />
        <Button type="submit" loading={send.isPending} size="md" data-testid="contact-submit">
          Send message
        </Button>
      </Stack>
    </form>
  );
}
