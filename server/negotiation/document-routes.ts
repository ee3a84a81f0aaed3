import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { DOCX_MIME } from "../../common/upload-rules";
import type { AppDeps } from "../deps";
import { attachmentHeader, sendAttachment } from "../http/attachment";
import { type AuthGuards, currentUser } from "../http/auth-guard";
import { fileResponse, withErrors } from "../http/responses";
import type { FileStore } from "../storage/file-store";
import { generateAmendmentProposal } from "./amendment-service";
import { generateRedline } from "./redline-service";
import { generateReviewSummary } from "./summary-service";

const idParams = z.object({ id: z.string() });
const decisionEntry = z.object({
  action: z.enum(["accept", "reject", "propose"]),
  alternativeText: z.string().max(20_000).nullable().optional(),
  text: z.string().max(20_000).nullable().optional(),
  reasoning: z.string().max(5_000).nullable().optional(),
  timestamp: z.union([z.string(), z.number()]).optional(),
});
const redlineBody = z.object({ decisions: z.record(z.string(), decisionEntry).optional() }).nullish();

export const documentRoutes =
  (deps: AppDeps, guards: AuthGuards, files: FileStore): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook("preHandler", guards.requireUser);
    const tags = ["documents"];
    const redline = withErrors({
      200: fileResponse("The contract with the changes tracked (DOCX)", [DOCX_MIME]),
    });

    const sendRedline = async (
      reply: import("fastify").FastifyReply,
      result: Awaited<ReturnType<typeof generateRedline>>,
    ) =>
      reply
        .header("content-type", DOCX_MIME)
        .header("content-disposition", attachmentHeader(result.fileName))
        .header("x-redline-applied", result.applied.join(","))
        .header("x-redline-not-applied", encodeURIComponent(JSON.stringify(result.notApplied)))
        .header(
          "access-control-expose-headers",
          "content-disposition, x-redline-applied, x-redline-not-applied",
        )
        .send(Buffer.from(result.bytes));

    app.post(
      "/contracts/:id/generate-redlined-document",
      { schema: { tags, params: idParams, body: redlineBody, response: redline } },
      async (request, reply) =>
        sendRedline(
          reply,
          await generateRedline({
            deps,
            files,
            user: currentUser(request),
            contractId: request.params.id,
            decisions: request.body?.decisions,
          }),
        ),
    );

    app.get(
      "/contracts/:id/redlined",
      { schema: { tags, params: idParams, response: redline } },
      async (request, reply) =>
        sendRedline(
          reply,
          await generateRedline({ deps, files, user: currentUser(request), contractId: request.params.id }),
        ),
    );

    app.get(
      "/contracts/:id/summary.pdf",
      {
        schema: {
          tags,
          params: idParams,
          response: withErrors({
            200: fileResponse("A one-page A4 summary of the review", ["application/pdf"]),
          }),
        },
      },
      async (request, reply) => {
        const result = await generateReviewSummary({
          deps,
          user: currentUser(request),
          contractId: request.params.id,
        });
        return sendAttachment(reply, { ...result, mimeType: "application/pdf" });
      },
    );

    app.post(
      "/contracts/:id/generate-vendor-document",
      {
        schema: {
          tags,
          params: idParams,
          response: withErrors({ 200: fileResponse("The amendment proposal (DOCX)", [DOCX_MIME]) }),
        },
      },
      async (request, reply) => {
        const result = await generateAmendmentProposal({
          deps,
          user: currentUser(request),
          contractId: request.params.id,
        });
        return reply
          .header("content-type", DOCX_MIME)
          .header("content-disposition", attachmentHeader(result.fileName))
          .send(Buffer.from(result.bytes));
      },
    );
  };
