import { z } from "zod";

export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, "Please enter your name").max(200),
  email: z.email("Please enter a valid email address").max(320),
  company: z.string().trim().max(200).optional().default(""),
  message: z.string().trim().min(10, "Please write a message of at least 10 characters").max(5000),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
