import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GeneratedText } from "../../common/api/negotiation";
import { profileKeys } from "./auth";
import { ApiError, apiFetch } from "./client";

/** The texts of spec 01 section 2.10 the server writes from this contract's findings (premium: email_feature). */
export const MESSAGE_KINDS = [
  "negotiation-email",
  "legal-review",
  "issue-summary",
  "amendment",
  "email-solution",
  "send-proposal",
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Kinds written about one advanced clause; they need its id. */
export type ClauseMessageKind = Extract<MessageKind, "amendment" | "email-solution" | "send-proposal">;

export type { GeneratedText };

export type MessageRequest = { contractId: string; kind: MessageKind; clauseId?: string };

/** POST /api/contracts/{id}/messages/{kind}; the clause kinds send `{ clauseId }`. */
export function generateMessage({ contractId, kind, clauseId }: MessageRequest) {
  return apiFetch<GeneratedText>(`/api/contracts/${encodeURIComponent(contractId)}/messages/${kind}`, {
    method: "POST",
    body: clauseId ? { clauseId } : undefined,
  });
}

/** The server's refusal of a premium feature to a free account: 402 `{ upgradeRequired: true, reason }`. */
export const isUpgradeRequired = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 402 || error.body.upgradeRequired === true);

/**
 * Generates one text. Nothing on the server changes, so nothing is invalidated on success; a 402 means
 * the account is no longer premium, so the profile (which carries isPremium) is fetched again.
 */
export function useGenerateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateMessage,
    onError: (error) => {
      if (isUpgradeRequired(error)) void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
