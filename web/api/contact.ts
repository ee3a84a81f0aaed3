import { type UseMutationOptions, useMutation } from "@tanstack/react-query";
import type { ContactReceipt } from "../../common/api/public";
import type { ContactMessage } from "../../common/contact";
import { apiFetch } from "./client";

const sendContactMessage = (body: ContactMessage) =>
  apiFetch<ContactReceipt>("/api/contact", { method: "POST", body });

export const useSendContactMessage = (
  options: Omit<UseMutationOptions<ContactReceipt, Error, ContactMessage>, "mutationFn"> = {},
) => useMutation({ ...options, mutationFn: sendContactMessage });
