import { useMutation } from "@tanstack/react-query";
import type { Alternative } from "../../../../common/api/negotiation";
import type { ReviewTerm } from "../../../../common/review-terms";
import { ApiError, apiFetch } from "../../../api/client";
import { showError, showSuccess } from "./view-toasts";

/** The wording and who drafted it: the clause library, or the language model when one is configured. */
export type GeneratedAlternative = { text: string; source: Alternative["source"] };

class NoAlternativeError extends Error {}

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

/** POST /api/generate-alternative; on success the wording goes to `onGenerated` for the user to edit. */
export function useGenerateAlternative(
  contractId: string,
  onGenerated: (alternative: GeneratedAlternative) => void,
) {
  return useMutation({
    mutationFn: async (input: { term: ReviewTerm; concerns: string }) => {
      const result = await apiFetch<Alternative>("/api/generate-alternative", {
        method: "POST",
        body: {
          originalClause: originalClauseOf(input.term),
          termType: input.term.id,
          userConcerns: input.concerns.trim(),
          contractId,
        },
      });
      const text = result?.alternativeClause?.trim();
      if (!text) throw new NoAlternativeError("No alternative clause returned from server");
      return { text, source: result.source } satisfies GeneratedAlternative;
    },
    onSuccess: (alternative) => {
      onGenerated(alternative);
      showSuccess("Alternative ready", "Review and edit as needed");
    },
    onError: (error) => showError("Error", "Failed to generate alternative", failureText(error)),
  });
}
