import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { okMessageSchema } from "../../common/api/errors";
import { executedContractSchema, executedUploadSchema } from "../../common/api/portfolio";
import { executedContractUpdateSchema, manualContractSchema } from "../../common/portfolio";
import { EXECUTED_UPLOAD_ERRORS } from "../../common/upload-rules";
import type { AppDeps } from "../deps";
import { notFound } from "../http/app-error";
import { attachmentHeader } from "../http/attachment";
import { type AuthGuards, currentUser } from "../http/auth-guard";
import { readUploadedFile } from "../http/multipart";
import { fileResponse, withErrors } from "../http/responses";
import { sweepRenewalReminders } from "../jobs/reminder-sweep";
import type { FileStore } from "../storage/file-store";
import {
  deleteExecutedContract,
  findOwnedExecutedContract,
  listExecutedContracts,
  saveManualContract,
  updateExecutedContract,
} from "./contracts-service";
import { portfolioCsv } from "./csv";
import { discardUpload, getUpload, presentUpload, uploadExecutedFile } from "./intake";

const idParams = z.object({ id: z.string() });

export const portfolioRoutes =
  (deps: AppDeps, guards: AuthGuards, files: FileStore): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook("preHandler", guards.requireUser);
    const tags = ["portfolio"];
    const upload = withErrors({ 200: executedUploadSchema });
    const contract = withErrors({ 200: executedContractSchema });
    const storedFile = withErrors({
      200: fileResponse("The stored contract file", [
        "application/pdf",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      ]),
    });

    /** A reminder already due for a saved or changed contract goes out now, not at the next hourly sweep. */
    const remindNow = (request: import("fastify").FastifyRequest, contractId: string) =>
      sweepRenewalReminders({ deps, contractId }).catch((error) =>
        request.log.error({ err: error }, "reminder sweep failed"),
      );

    const sendFile = async (
      reply: import("fastify").FastifyReply,
      userId: string,
      fileId: string | null,
      name: string | null,
    ) => {
      const file = fileId ? await files.get(deps.db, { userId, id: fileId }) : null;
      if (!file) throw notFound("The stored file is no longer available");
      return reply
        .header("content-type", file.mimeType)
        .header("content-disposition", attachmentHeader(name ?? "contract"))
        .send(Buffer.from(file.bytes));
    };

    app.post(
      "/executed-contracts/manual",
      {
        schema: {
          tags,
          consumes: ["multipart/form-data"],
          response: withErrors({ 201: executedUploadSchema }),
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const file = await readUploadedFile(request, "contract", EXECUTED_UPLOAD_ERRORS.tooLarge.message);
        return reply.status(201).send(await uploadExecutedFile({ deps, files, user, file }));
      },
    );

    app.get(
      "/executed-contracts/uploads/:id",
      { schema: { tags, params: idParams, response: upload } },
      async (request) =>
        presentUpload(
          await getUpload({ deps, userId: currentUser(request).id, uploadId: request.params.id }),
        ),
    );

    app.delete(
      "/executed-contracts/uploads/:id",
      { schema: { tags, params: idParams, response: withErrors({ 200: okMessageSchema }) } },
      async (request) => {
        await discardUpload({ deps, userId: currentUser(request).id, uploadId: request.params.id });
        return { ok: true, message: "Upload discarded" };
      },
    );

    app.get(
      "/executed-contracts/uploads/:id/file",
      { schema: { tags, params: idParams, response: storedFile } },
      async (request, reply) => {
        const user = currentUser(request);
        const upload = await getUpload({ deps, userId: user.id, uploadId: request.params.id });
        return sendFile(reply, user.id, upload.fileId, upload.fileName);
      },
    );

    app.post(
      "/executed-contracts/save-manual",
      { schema: { tags, body: manualContractSchema, response: withErrors({ 201: executedContractSchema }) } },
      async (request, reply) => {
        const saved = await saveManualContract({ deps, user: currentUser(request), input: request.body });
        await remindNow(request, saved.id);
        return reply.status(201).send(saved);
      },
    );

    app.get(
      "/executed-contracts",
      {
        schema: {
          tags,
          querystring: z.object({ search: z.string().max(200).optional() }),
          response: withErrors({ 200: z.array(executedContractSchema) }),
        },
      },
      async (request) =>
        listExecutedContracts({ db: deps.db, userId: currentUser(request).id, search: request.query.search }),
    );

    app.get(
      "/executed-contracts/export.csv",
      { schema: { tags, response: withErrors({ 200: fileResponse("The portfolio as CSV", ["text/csv"]) }) } },
      async (request, reply) => {
        const rows = await listExecutedContracts({ db: deps.db, userId: currentUser(request).id });
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header(
            "content-disposition",
            attachmentHeader(`clausewise-portfolio-${deps.clock().toISOString().slice(0, 10)}.csv`),
          )
          .send(portfolioCsv(rows, deps.clock()));
      },
    );

    app.get(
      "/executed-contracts/:id",
      { schema: { tags, params: idParams, response: contract } },
      async (request) => {
        const { presentExecutedContract } = await import("./presenter");
        return presentExecutedContract(
          await findOwnedExecutedContract(deps.db, currentUser(request).id, request.params.id),
        );
      },
    );

    app.get(
      "/executed-contracts/:id/file",
      { schema: { tags, params: idParams, response: storedFile } },
      async (request, reply) => {
        const user = currentUser(request);
        const row = await findOwnedExecutedContract(deps.db, user.id, request.params.id);
        return sendFile(reply, user.id, row.fileId, row.fileName);
      },
    );

    app.put(
      "/executed-contracts/:id",
      { schema: { tags, params: idParams, body: executedContractUpdateSchema, response: contract } },
      async (request) => {
        const updated = await updateExecutedContract({
          deps,
          userId: currentUser(request).id,
          id: request.params.id,
          input: request.body,
        });
        await remindNow(request, updated.id);
        return updated;
      },
    );

    app.delete(
      "/executed-contracts/:id",
      { schema: { tags, params: idParams, response: withErrors({ 200: okMessageSchema }) } },
      async (request) =>
        deleteExecutedContract({ deps, files, userId: currentUser(request).id, id: request.params.id }),
    );
  };
