import type { ReviewTerm } from "../../../../common/review-terms";
import { ApiError } from "../../../api/client";
import {
  type GeneratedAlternative,
  NoAlternativeError,
  useGenerateAlternativeMutation,
} from "../../../api/negotiation";
import { showError, showSuccess } from "./view-toasts";

export type { GeneratedAlternative };

/** Spec 01 section 8: '{error or status text} - {details or Unknown error occurred}'. */
function failureText(error: unknown): string {
  if (error instanceof NoAlternativeError) return error.message;
  const body = error instanceof ApiError ? error.body : {};
  const head =
    (typeof body.error === "string" && body.error) || (error instanceof Error && error.message) || "Error";
  const details = (typeof body.details === "string" && body.details) || "Unknown error occurred";
  return `${head} - ${details}`;
}

/** The clause sent for a term the contract lacks: the finding, so the generator knows what to add. */
const originalClauseOf = (term: ReviewTerm) =>
  term.excerpt.trim() || `The contract has no ${term.title.toLowerCase()}. ${term.summary}`.trim();

/** Generates wording for a term; on success it goes to `onGenerated` for the user to edit. */
export function useGenerateAlternative(
  contractId: string,
  onGenerated: (alternative: GeneratedAlternative) => void,
) {
  const mutation = useGenerateAlternativeMutation();
  const generate = (input: { term: ReviewTerm; concerns: string }) =>
    mutation.mutate(
      {
        originalClause: originalClauseOf(input.term),
        termType: input.term.id,
        userConcerns: input.concerns.trim(),
        contractId,
      },
      {
        onSuccess: (alternative) => {
          onGenerated(alternative);
          showSuccess("Alternative ready", "Review and edit as needed");
        },
        onError: (error) => showError("Error", "Failed to generate alternative", failureText(error)),
      },
    );
  return { generate, isPending: mutation.isPending };
}
