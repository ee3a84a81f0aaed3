import { z } from "zod";

/**
 * Search, filter and sort of the draft-contract list (GET /api/contracts). The same parameters are the
 * web page's query string, so a link, Back and Refresh keep what the person chose.
 */

export const OVERALL_RISKS = ["red", "amber", "green"] as const;
export type OverallRisk = (typeof OVERALL_RISKS)[number];

/** Where a contract is in its review; each contract is in exactly one. */
export const REVIEW_STATUSES = ["not-analysed", "analysed", "decisions-made"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  "not-analysed": "Not analysed",
  analysed: "No decisions yet",
  "decisions-made": "Decisions made",
};

export const CONTRACT_SORTS = ["uploaded", "name", "risk"] as const;
export type ContractSort = (typeof CONTRACT_SORTS)[number];
export type SortOrder = "asc" | "desc";

/** Without `order`: newest first, names A to Z, highest risk first. */
export const DEFAULT_ORDER: Record<ContractSort, SortOrder> = { uploaded: "desc", name: "asc", risk: "desc" };

export const SEARCH_MAX_LENGTH = 200;

/** One or more values, given as `a,b` or repeated (`risk=red&risk=amber`); unknown values are refused. */
const listOf = <T extends string>(allowed: readonly T[], name: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((raw, ctx): T[] => {
      const items = (Array.isArray(raw) ? raw : [raw ?? ""])
        .flatMap((part) => part.split(","))
        .map((part) => part.trim())
        .filter(Boolean);
      const unknown = items.find((item) => !(allowed as readonly string[]).includes(item));
      if (unknown !== undefined) {
        ctx.addIssue({
          code: "custom",
          message: `${name} must be one or more of ${allowed.join(", ")}, separated by commas; "${unknown}" is not one`,
        });
        return z.NEVER;
      }
      return [...new Set(items)] as T[];
    });

export const contractListQuerySchema = z.object({
  q: z
    .string({ error: "q must be text" })
    .max(SEARCH_MAX_LENGTH, { error: `Search text must be ${SEARCH_MAX_LENGTH} characters or fewer` })
    .optional()
    .transform((q) => q?.trim() ?? ""),
  risk: listOf(OVERALL_RISKS, "risk"),
  status: listOf(REVIEW_STATUSES, "status"),
  sort: z
    .enum(CONTRACT_SORTS, { error: `sort must be one of ${CONTRACT_SORTS.join(", ")}` })
    .optional()
    .default("uploaded"),
  order: z.enum(["asc", "desc"], { error: "order must be asc or desc" }).optional(),
});

export type ContractListQuery = z.output<typeof contractListQuerySchema>;

/** The parameters as the page's query string: only what differs from the defaults, in a stable order. */
export function contractListSearchParams(query: ContractListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.risk.length) params.set("risk", query.risk.join(","));
  if (query.status.length) params.set("status", query.status.join(","));
  if (query.sort !== "uploaded") params.set("sort", query.sort);
  if (query.order && query.order !== DEFAULT_ORDER[query.sort]) params.set("order", query.order);
  return params;
}

export const contractSummarySchema = z.object({
  id: z.string(),
  originalName: z.string(),
  uploadedAt: z.string(),
  status: z.enum(["uploaded", "analyzed"]),
  side: z.enum(["customer", "supplier"]),
  sizeBytes: z.number(),
  reviewStatus: z.enum(REVIEW_STATUSES),
  /** how many terms have a decision (accepted, rejected or alternative proposed) */
  decisionCount: z.number(),
  analysis: z
    .object({
      id: z.string(),
      overallRisk: z.enum(OVERALL_RISKS),
      createdAt: z.string(),
      /** the contract's own title, when the engine found one */
      title: z.string().nullable(),
      /** the other party: the supplier when the user is the customer */
      counterparty: z.string().nullable(),
    })
    .nullable(),
});
export type ContractSummary = z.infer<typeof contractSummarySchema>;
