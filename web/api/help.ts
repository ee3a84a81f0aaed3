import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { Faq, FaqCategory, faqCategoryInputSchema, faqInputSchema } from "../../common/help";
import { apiFetch } from "./client";

export type FaqCategoryBody = z.input<typeof faqCategoryInputSchema>;
export type FaqBody = z.input<typeof faqInputSchema>;

const helpKey = ["faq"] as const;

/** Active categories only: the public endpoint is what visitors, users and administrators all see. */
export const faqCategoriesQuery = () =>
  queryOptions({
    queryKey: [...helpKey, "categories"],
    queryFn: () => apiFetch<FaqCategory[]>("/api/faq/categories"),
  });

export const faqsQuery = () =>
  queryOptions({
    queryKey: [...helpKey, "all"],
    queryFn: () => apiFetch<Faq[]>("/api/faq/all"),
  });

function useInvalidateHelp() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: helpKey });
}

/** Creates when no id is given, otherwise updates. */
export function useSaveFaqCategory() {
  const invalidate = useInvalidateHelp();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: FaqCategoryBody }) =>
      id
        ? apiFetch<FaqCategory>(`/api/admin/faq/categories/${encodeURIComponent(id)}`, {
            method: "PUT",
            body,
          })
        : apiFetch<FaqCategory>("/api/admin/faq/categories", { method: "POST", body }),
    onSettled: invalidate,
  });
}

/** Deleting a category also deletes its FAQs (the server cascades). */
export function useDeleteFaqCategory() {
  const invalidate = useInvalidateHelp();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ ok: boolean }>(`/api/admin/faq/categories/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: invalidate,
  });
}

/** Creates when no id is given, otherwise updates. */
export function useSaveFaq() {
  const invalidate = useInvalidateHelp();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: FaqBody }) =>
      id
        ? apiFetch<Faq>(`/api/admin/faq/${encodeURIComponent(id)}`, { method: "PUT", body })
        : apiFetch<Faq>("/api/admin/faq", { method: "POST", body }),
    onSettled: invalidate,
  });
}

export function useDeleteFaq() {
  const invalidate = useInvalidateHelp();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ ok: boolean }>(`/api/admin/faq/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSettled: invalidate,
  });
}
