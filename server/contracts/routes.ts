import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { advancedClausesSchema, analysisSchema } from "../../common/api/analysis";
import { contractViewSchema, uploadedContractSchema } from "../../common/api/contracts";
import { okMessageSchema } from "../../common/api/errors";
import { contractListQuerySchema, contractSummarySchema } from "../../common/contract-list";
import { DOCX_MIME, DRAFT_UPLOAD_MESSAGES } from "../../common/upload-rules";
import { presentAdvancedClauses, presentAnalysis, presentContractView } from "../analysis/presenter";
import {
  analyseDraftContract,
  findOwnedAnalysis,
  listDecisions,
  requireOwnedAnalysis,
} from "../analysis/service";
import type { AppDeps } from "../deps";
import { notFound } from "../http/app-error";
import { attachmentHeader } from "../http/attachment";
import { type AuthGuards, currentUser } from "../http/auth-guard";
import { readUploadedFile } from "../http/multipart";
import { fileResponse, withErrors } from "../http/responses";
import type { FileStore } from "../storage/file-store";
import { createDraftContract, deleteDraftContract, findOwnedContract, listDraftContracts } from "./service";
import { uploadAndAnalyseDraft } from "./upload-and-analyse";

const idParams = z.object({ id: z.string() });
const uploadQuery = z.object({
  /** `true`: analyse in the same request and answer with the whole review (`view`). */
  analyse: z.enum(["true", "false"]).optional(),
});

export const contractRoutes =
  (deps: AppDeps, guards: AuthGuards, files: FileStore): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook("preHandler", guards.requireUser);
    const tags = ["contracts"];
    const analysis = withErrors({ 200: analysisSchema });

    app.post(
      "/contracts/upload",
      {
        schema: {
          tags,
          consumes: ["multipart/form-data"],
          querystring: uploadQuery,
          response: withErrors({ 201: uploadedContractSchema }),
        },
      },
      async (request, reply) => {
        const file = await readUploadedFile(request, "contract", DRAFT_UPLOAD_MESSAGES.tooLarge);
        const user = currentUser(request);
        if (request.query.analyse === "true") {
          const { contract, analysis } = await uploadAndAnalyseDraft({ deps, files, user, file });
          return reply.status(201).send({
            contractId: contract.id,
            id: contract.id,
            originalName: contract.originalName,
            view: presentContractView(contract, analysis, []),
          });
        }
        const contract = await createDraftContract({ deps, files, user, file });
        return reply
          .status(201)
          .send({ contractId: contract.id, id: contract.id, originalName: contract.originalName });
      },
    );

    app.get(
      "/contracts",
      {
        schema: {
          tags,
          querystring: contractListQuerySchema,
          response: withErrors({ 200: z.array(contractSummarySchema) }),
        },
      },
      async (request) =>
        listDraftContracts({ db: deps.db, userId: currentUser(request).id, query: request.query }),
    );

    app.delete(
      "/contracts/:id",
      { schema: { tags, params: idParams, response: withErrors({ 200: okMessageSchema }) } },
      async (request) =>
        deleteDraftContract({ deps, files, userId: currentUser(request).id, id: request.params.id }),
    );

    app.get(
      "/contracts/:id/file",
      {
        schema: {
          tags,
          params: idParams,
          response: withErrors({
            200: fileResponse("The uploaded contract", ["application/pdf", DOCX_MIME]),
          }),
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const contract = await findOwnedContract(deps.db, user.id, request.params.id);
        const file = contract.fileId
          ? await files.get(deps.db, { userId: user.id, id: contract.fileId })
          : null;
        if (!file) throw notFound("The stored file is no longer available");
        return reply
          .header("content-type", file.mimeType)
          .header("content-disposition", attachmentHeader(contract.originalName))
          .send(Buffer.from(file.bytes));
      },
    );

    app.post(
      "/contracts/:id/analyze",
      { schema: { tags, params: idParams, response: analysis } },
      async (request) => {
        const row = await analyseDraftContract({
          deps,
          user: currentUser(request),
          contractId: request.params.id,
        });
        return presentAnalysis(row);
      },
    );

    app.put(
      "/contracts/:id/side",
      {
        schema: {
          tags,
          params: idParams,
          body: z.object({ side: z.enum(["customer", "supplier"]) }),
          response: analysis,
        },
      },
      async (request) => {
        const row = await analyseDraftContract({
          deps,
          user: currentUser(request),
          contractId: request.params.id,
          side: request.body.side,
          countsAsRun: false,
        });
        return presentAnalysis(row);
      },
    );

    app.get(
      "/contracts/:id/analysis",
      { schema: { tags, params: idParams, response: withErrors({ 200: contractViewSchema }) } },
      async (request) => {
        const { contract, analysis } = await findOwnedAnalysis({
          deps,
          user: currentUser(request),
          contractId: request.params.id,
        });
        const decisions = await listDecisions({ deps, contractIds: [contract.id] });
        return presentContractView(contract, analysis, decisions);
      },
    );

    app.get(
      "/contracts/:id/advanced-clauses",
      { schema: { tags, params: idParams, response: withErrors({ 200: advancedClausesSchema }) } },
      async (request) => {
        const { analysis } = await requireOwnedAnalysis({
          deps,
          user: currentUser(request),
          contractId: request.params.id,
        });
        return presentAdvancedClauses(analysis);
      },
    );
  };
