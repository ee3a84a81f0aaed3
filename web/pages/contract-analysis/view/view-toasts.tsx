import { Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { ApiError } from "../../../api/client";

/** Spec 01 section 8: a failed call reads 'status code: server text'. */
export function serverText(error: unknown): string {
  if (error instanceof ApiError) return error.status ? `${error.status}: ${error.message}` : error.message;
  return error instanceof Error && error.message ? error.message : "Unknown error";
}

export function showSuccess(title: string, message: string) {
  notifications.show({ title, message, color: "teal" });
}

/** An error toast: the spec's message, then the detail that says what went wrong. */
export function showError(title: string, message: string, detail?: string) {
  notifications.show({
    title,
    color: "red",
    message: detail ? (
      <>
        <Text size="sm">{message}</Text>
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      </>
    ) : (
      message
    ),
  });
}
