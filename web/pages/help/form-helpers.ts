import { ApiError } from "../../api/client";

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
