import { type UseMutationOptions, useMutation } from "@tanstack/react-query";
import type { ContactMessage } from "../../common/contact";
import { apiFetch } from "./client";

type ContactReply = { ok: boolean; message?: string };

const sendContactMessage = (body: ContactMessage) =>
  apiFetch<ContactReply>("/api/contact", { method: "POST", body });

export const useSendContactMessage = (
  options: Omit<UseMutationOptions<ContactReply, Error, ContactMessage>, "mutationFn"> = {},
) => useMutation({ ...options, mutationFn: sendContactMessage });
