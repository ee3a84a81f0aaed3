import { notifications } from "@mantine/notifications";
import { ApiError, errorMessage } from "../../api/client";

/** Spec 02 section 5: order is parsed as an integer and defaults to 0. */
export function parseOrder(value: number | string): number {
  const parsed = Number.parseInt(String(value), 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

/** The server names the field it rejected (`{ message, field }`); the form shows it there. */
export function serverFieldError(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  const field = error.body.field;
  return typeof field === "string" && field ? { field, message: error.message } : null;
}

/**
 * Saves a help-centre form and says how it went. Spec 02 section 5: there is no client validation, so
 * the server's verdict is shown on the field it names, and in a toast.
 */
export async function saveHelpForm(options: {
  save: () => Promise<unknown>;
  form: { values: object; setFieldError: (field: string, message: string) => void };
  success: string;
  failure: string;
  onDone: () => void;
}) {
  try {
    await options.save();
    notifications.show({ title: "Success", message: options.success, color: "teal" });
    options.onDone();
  } catch (error) {
    const fieldError = serverFieldError(error);
    if (fieldError && fieldError.field in options.form.values)
      options.form.setFieldError(fieldError.field, fieldError.message);
    notifications.show({ title: "Error", message: errorMessage(error, options.failure), color: "red" });
  }
}
