import { useCallback, useState } from "react";
import {
  type GeneratedText,
  isUpgradeRequired,
  type MessageKind,
  useGenerateMessage,
} from "../../../api/negotiation";
import { openUpgradeDialog } from "../../../components/upgrade/upgrade-events";
import { useSession } from "../../../session/session-context";
import { showError } from "./view-toasts";

type Shown = { message: GeneratedText; id: number; opened: boolean };

export type GeneratedTextState = {
  isPremium: boolean;
  /** Free accounts get the upgrade dialog; premium accounts get the text in the modal. */
  request: (kind: MessageKind, clauseId?: string) => void;
  isLoading: (kind: MessageKind, clauseId?: string) => boolean;
  shown: Shown | null;
  close: () => void;
};

/**
 * The e-mail and amendment texts of the Clauses tab: one request at a time, one modal for all of them.
 * The client decides from isPremium first; a 402 from the server (the authority) is treated the same.
 */
export function useGeneratedText(contractId: string): GeneratedTextState {
  const { user } = useSession();
  const isPremium = Boolean(user?.isPremium || user?.hasPremiumAccess);
  const generate = useGenerateMessage();
  const [shown, setShown] = useState<Shown | null>(null);
  const { mutate, isPending, variables } = generate;

  const request = useCallback(
    (kind: MessageKind, clauseId?: string) => {
      if (!isPremium) {
        openUpgradeDialog("email_feature");
        return;
      }
      if (isPending) return;
      mutate(
        { contractId, kind, clauseId },
        {
          onSuccess: (message) =>
            setShown((current) => ({ message, id: (current?.id ?? 0) + 1, opened: true })),
          onError: (error) => {
            if (isUpgradeRequired(error)) openUpgradeDialog("email_feature");
            else showError("Error", error.message || "Something went wrong. Please try again.");
          },
        },
      );
    },
    [contractId, isPremium, isPending, mutate],
  );

  const isLoading = (kind: MessageKind, clauseId?: string) =>
    isPending && variables?.kind === kind && variables.clauseId === clauseId;

  const close = useCallback(() => setShown((current) => current && { ...current, opened: false }), []);

  return { isPremium, request, isLoading, shown, close };
}
