import { z } from "zod";
import type { faqCategorySchema, faqSchema } from "./api/help";

export const faqCategoryInputSchema = z.object({
  name: z.string().trim().min(1, "Category name is required").max(120),
  description: z.string().trim().max(500).optional().nullable(),
  order: z.coerce.number().int().min(0).max(10_000).default(0),
  isActive: z.boolean().optional().default(true),
});
export type FaqCategoryInput = z.infer<typeof faqCategoryInputSchema>;

export const faqInputSchema = z.object({
  categoryId: z.string().min(1, "Please choose a category"),
  question: z.string().trim().min(1, "Question is required").max(300),
  answer: z.string().trim().min(1, "Answer is required").max(10_000),
  order: z.coerce.number().int().min(0).max(10_000).default(0),
  isActive: z.boolean().optional().default(true),
});
export type FaqInput = z.infer<typeof faqInputSchema>;

export type FaqCategory = z.infer<typeof faqCategorySchema>;
export type Faq = z.infer<typeof faqSchema>;

/** Help search (spec 02 §5): case-insensitive over question and answer; a category also matches by its name. */
export function filterFaqs(categories: FaqCategory[], faqs: Faq[], term: string) {
  const needle = term.trim().toLowerCase();
  const visible = categories.filter((c) => c.isActive).sort((a, b) => a.order - b.order);
  return visible
    .map((category) => {
      const own = faqs
        .filter((f) => f.isActive && f.categoryId === category.id)
        .sort((a, b) => a.order - b.order);
      if (!needle) return { category, faqs: own };
      const nameMatches = category.name.toLowerCase().includes(needle);
      const matching = own.filter(
        (f) => f.question.toLowerCase().includes(needle) || f.answer.toLowerCase().includes(needle),
      );
      return { category, faqs: nameMatches && matching.length === 0 ? own : matching, nameMatches };
    })
    .filter((group) => !needle || group.faqs.length > 0 || ("nameMatches" in group && group.nameMatches));
}
