import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { uploadedScreenshotSchema } from "../../common/api/admin";
import { okMessageSchema } from "../../common/api/errors";
import { SCREENSHOT_MESSAGES, SCREENSHOTS_PATH, screenshotSchema } from "../../common/screenshots";
import type { AppDeps } from "../deps";
import { type AuthGuards, currentUser } from "../http/auth-guard";
import { readUploadedFile } from "../http/multipart";
import { withErrors } from "../http/responses";
import type { FileStore } from "../storage/file-store";
import { deleteScreenshot, listScreenshots, readScreenshot, uploadScreenshot } from "./screenshots";

const filenameParams = z.object({ filename: z.string() });
const tags = ["admin"];
const screenshotList = withErrors({ 200: z.array(screenshotSchema) });

/** Upload, list and delete: administrators only (under /api). */
export const screenshotAdminRoutes =
  (deps: AppDeps, guards: AuthGuards, files: FileStore): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook("preHandler", guards.requireAdmin);
    app.get("/admin/screenshots", { schema: { tags, response: screenshotList } }, () =>
      listScreenshots({ deps }),
    );
    app.post(
      "/admin/upload-screenshot",
      {
        schema: {
          tags,
          consumes: ["multipart/form-data"],
          response: withErrors({ 201: uploadedScreenshotSchema }),
        },
      },
      async (request, reply) => {
        const file = await readUploadedFile(request, "image", SCREENSHOT_MESSAGES.tooLarge);
        const screenshot = await uploadScreenshot({ deps, files, userId: currentUser(request).id, file });
        return reply.status(201).send({ message: "Image uploaded successfully", screenshot });
      },
    );
    app.delete(
      "/admin/screenshots/:filename",
      { schema: { tags, params: filenameParams, response: withErrors({ 200: okMessageSchema }) } },
      async (request) => {
        await deleteScreenshot({ deps, files, filename: request.params.filename });
        return { ok: true, message: "Screenshot deleted successfully" };
      },
    );
  };

/** The list for the landing page gallery (under /api), open to everyone. */
export const screenshotPublicRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get("/screenshots", { schema: { tags: ["landing"], response: screenshotList } }, () =>
      listScreenshots({ deps }),
    );
  };

/** The images themselves, read-only and public, at SCREENSHOTS_PATH/<filename>. */
export const screenshotFileRoutes =
  (deps: AppDeps, files: FileStore): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${SCREENSHOTS_PATH}/:filename`,
      { schema: { hide: true, params: filenameParams } },
      async (request, reply) => {
        const image = await readScreenshot({ deps, files, filename: request.params.filename });
        return reply
          .header("content-type", image.mimeType)
          .header("cache-control", "public, max-age=300")
          .header("content-disposition", "inline")
          .send(Buffer.from(image.bytes));
      },
    );
  };
