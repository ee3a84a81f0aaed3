import { z } from "zod";

export const faqCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  order: z.number(),
  isActive: z.boolean(),
});

export const faqSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  question: z.string(),
  answer: z.string(),
  order: z.number(),
  isActive: z.boolean(),
});
