import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ContractAnalysis } from "../../analysis/types";
import { alternativeSchema, generatedTextSchema } from "../../common/api/negotiation";
import { findOwnedAnalysis } from "../analysis/service";
import type { AppDeps } from "../deps";
import { AppError } from "../http/app-error";
import { type AuthGuards, currentUser } from "../http/auth-guard";
import { withErrors } from "../http/responses";
import { generateAlternative } from "./alternative";
import { generateMessage, MESSAGE_KINDS } from "./messages/service";

const alternativeBody = z.object({
  originalClause: z.string().max(20_000).optional().nullable(),
  termType: z.string().max(60).optional().nullable(),
  userConcerns: z.string().max(2_000).optional().nullable(),
  contractId: z.string().optional().nullable(),
});

const invalid = (message: string, details: string) =>
  new AppError("INVALID_INPUT", message, { error: message, details });

export const negotiationRoutes =
  (deps: AppDeps, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook("preHandler", guards.requireUser);
    const tags = ["negotiation"];

    app.post(
      "/generate-alternative",
      { schema: { tags, body: alternativeBody, response: withErrors({ 200: alternativeSchema }) } },
      async (request) => {
        const body = request.body;
        if (!body.originalClause?.trim())
          throw invalid("Original clause is required", "Select a term with clause text first.");
        if (!body.termType?.trim())
          throw invalid("Term type is required", "Say which kind of term this clause is.");
        const user = currentUser(request);
        const analysis = body.contractId
          ? ((await findOwnedAnalysis({ deps, user, contractId: body.contractId })).analysis?.result as
              | ContractAnalysis
              | undefined)
          : undefined;
        return generateAlternative({
          deps,
          user,
          originalClause: body.originalClause,
          termType: body.termType.trim(),
          userConcerns: body.userConcerns,
          analysis: analysis ?? null,
        });
      },
    );

    app.post(
      "/contracts/:id/messages/:kind",
      {
        schema: {
          tags,
          params: z.object({ id: z.string(), kind: z.enum(MESSAGE_KINDS) }),
          body: z.object({ clauseId: z.string().optional() }).nullish(),
          response: withErrors({ 200: generatedTextSchema }),
        },
      },
      async (request) =>
        generateMessage({
          deps,
          user: currentUser(request),
          contractId: request.params.id,
          kind: request.params.kind,
          clauseId: request.body?.clauseId,
        }),
    );
  };
