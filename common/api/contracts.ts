import { z } from "zod";
import { analysisSchema, sideSchema } from "./analysis";

export const contractStatusSchema = z.enum(["uploaded", "analyzed"]);

/** A row of the draft contracts list (GET /api/contracts), defined with its query in common/contract-list.ts. */
export { type ContractSummary, contractSummarySchema } from "../contract-list";

/** A term decision of the review (accept, reject or propose a change). */
export const decisionSchema = z.object({
  id: z.string(),
  analysisId: z.string().nullable(),
  contractId: z.string(),
  termType: z.string(),
  decision: z.enum(["accept", "reject", "propose"]),
  proposedChange: z.string().nullable(),
  proposedText: z.string().nullable(),
  reasoning: z.string().nullable(),
  updatedAt: z.string(),
});
export type Decision = z.infer<typeof decisionSchema>;

/** The contract as the review screen shows it; its text is sent here only, once. */
export const contractDocumentSchema = z.object({
  id: z.string(),
  originalName: z.string(),
  uploadedAt: z.string(),
  status: contractStatusSchema,
  side: sideSchema,
  /** the plain text every analysis offset points into */
  extractedText: z.string(),
  extractedHtml: z.string(),
});
export type ContractDocument = z.infer<typeof contractDocumentSchema>;

/** GET /api/contracts/:id/analysis */
export const contractViewSchema = z.object({
  contract: contractDocumentSchema,
  analysis: analysisSchema.nullable(),
  decisions: z.array(decisionSchema),
});
export type ContractView = z.infer<typeof contractViewSchema>;

/** POST /api/contracts/upload; with `?analyse=true` it also carries the whole review (`view`). */
export const uploadedContractSchema = z.object({
  contractId: z.string(),
  id: z.string(),
  originalName: z.string(),
  view: contractViewSchema.optional(),
});
export type UploadedContract = z.infer<typeof uploadedContractSchema>;
