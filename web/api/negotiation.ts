import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Alternative, GeneratedText } from "../../common/api/negotiation";
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

export type AlternativeRequest = {
  contractId: string;
  termType: string;
  originalClause: string;
  userConcerns: string;
};

/** The wording and who drafted it: the clause library, or the language model when one is configured. */
export type GeneratedAlternative = { text: string; source: Alternative["source"] };

export class NoAlternativeError extends Error {}

/** POST /api/generate-alternative: new wording for one term, for the user to edit before proposing it. */
export async function generateAlternative(input: AlternativeRequest): Promise<GeneratedAlternative> {
  const result = await apiFetch<Alternative>("/api/generate-alternative", { method: "POST", body: input });
  const text = result?.alternativeClause?.trim();
  if (!text) throw new NoAlternativeError("No alternative clause returned from server");
  return { text, source: result.source };
}

export const useGenerateAlternativeMutation = () => useMutation({ mutationFn: generateAlternative });
