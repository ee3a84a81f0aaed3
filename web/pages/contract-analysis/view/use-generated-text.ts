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

export type GeneratedTextState = {
  isPremium: boolean;
  /** Free accounts get the upgrade dialog; premium accounts get the text in the modal. */
  request: (kind: MessageKind, clauseId?: string) => void;
  isLoading: (kind: MessageKind, clauseId?: string) => boolean;
  /** the last text written; it outlives `opened` so the modal keeps its content while it fades out */
  message: GeneratedText | null;
  opened: boolean;
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
  const [shown, setShown] = useState<{ message: GeneratedText | null; opened: boolean }>({
    message: null,
    opened: false,
  });
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
          onSuccess: (message) => setShown({ message, opened: true }),
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

  const close = useCallback(() => setShown((current) => ({ ...current, opened: false })), []);

  return { isPremium, request, isLoading, message: shown.message, opened: shown.opened, close };
}
