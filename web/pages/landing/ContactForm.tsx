import { Alert, Button, Stack, Textarea, TextInput } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { type ContactMessage, contactMessageSchema } from "../../../common/contact";
import { ApiError, errorMessage } from "../../api/client";
import { useSendContactMessage } from "../../api/contact";

type Field = keyof ContactMessage;
type Values = Record<Field, string>;

const EMPTY: Values = { name: "", email: "", company: "", message: "" };
const THANK_YOU = "Thank you. We will reply within 24 hours on business days.";

function failureMessage(error: unknown) {
  if (error instanceof ApiError && error.status === 429) {
    return "You have sent several messages in a short time. Please wait a minute and try again.";
  }
  return errorMessage(error, "We could not send your message. Please try again.");
}

export function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const send = useSendContactMessage({ onSuccess: () => setValues(EMPTY) });

  const handleChange = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = contactMessageSchema.safeParse(values);
    if (!result.success) {
      const fieldErrors: Partial<Record<Field, string>> = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0] as Field;
        fieldErrors[field] ??= issue.message;
      }
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    send.mutate(result.data);
  };

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
        <TextInput
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={handleChange("name")}
          error={errors.name}
        />
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={handleChange("email")}
          error={errors.email}
        />
        <TextInput
          label="Company"
          name="company"
          autoComplete="organization"
          value={values.company}
          onChange={handleChange("company")}
          error={errors.company}
        />
        <Textarea
          label="Message"
          name="message"
          required
          autosize
          minRows={4}
          maxRows={10}
          value={values.message}
          onChange={handleChange("message")}
          error={errors.message}
        />
        <Button type="submit" loading={send.isPending} size="md" data-testid="contact-submit">
          Send message
        </Button>
      </Stack>
    </form>
  );
}
