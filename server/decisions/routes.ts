import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { decisionSchema } from "../../common/api/contracts";
import { okSchema } from "../../common/api/errors";
import { REVIEW_TERM_IDS } from "../../common/review-terms";
import type { AppDeps } from "../deps";
import { type AuthGuards, currentUser } from "../http/auth-guard";
import { withErrors } from "../http/responses";
import { preferredPositionFor } from "../negotiation/positions";
import { clearDecision, recordDecision } from "./service";

const termType = z.enum(REVIEW_TERM_IDS, { message: "Unknown term type" });
const decision = z.enum(["accept", "reject", "propose"], {
  message: "Decision must be accept, reject or propose",
});

const termDecisionBody = z.object({
  analysisId: z.string().min(1, "analysisId is required"),
  termType,
  decision,
  proposedText: z.string().max(20_000).nullable().optional(),
  reasoning: z.string().max(5_000).nullable().optional(),
});

const contractDecisionBody = z.object({
  analysisId: z.string().min(1, "analysisId is required"),
  termType,
  decision,
  proposedChange: z.string().max(20_000).nullable().optional(),
  proposedText: z.string().max(20_000).nullable().optional(),
  reasoning: z.string().max(5_000).nullable().optional(),
});

export const decisionRoutes =
  (deps: AppDeps, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook("preHandler", guards.requireUser);
    const tags = ["decisions"];
    const decided = withErrors({ 200: decisionSchema });
    app.post(
      "/term-decisions",
      { schema: { tags, body: termDecisionBody, response: decided } },
      async (request) =>
        recordDecision({
          deps,
          userId: currentUser(request).id,
          preferredPosition: preferredPositionFor(currentUser(request)),
          ...request.body,
        }),
    );
    app.post(
      "/contract-decisions",
      { schema: { tags, body: contractDecisionBody, response: decided } },
      async (request) => {
        const { proposedChange, proposedText, ...rest } = request.body;
        return recordDecision({
          deps,
          userId: currentUser(request).id,
          preferredPosition: preferredPositionFor(currentUser(request)),
          ...rest,
          proposedText: proposedText ?? proposedChange,
        });
      },
    );
    app.delete(
      "/term-decisions/:analysisId/:termType",
      {
        schema: {
          tags,
          params: z.object({ analysisId: z.string(), termType: z.string() }),
          response: withErrors({ 200: okSchema }),
        },
      },
      async (request) => clearDecision({ deps, userId: currentUser(request).id, ...request.params }),
    );
  };
