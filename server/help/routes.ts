import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { faqCategoryInputSchema, faqInputSchema } from "../../common/help";
import type { AppDeps } from "../deps";
import type { AuthGuards } from "../http/auth-guard";
import {
  createFaq,
  createFaqCategory,
  deleteFaq,
  deleteFaqCategory,
  listFaqCategories,
  listFaqs,
  updateFaq,
  updateFaqCategory,
} from "./service";

const idParams = z.object({ id: z.string() });

export const helpRoutes =
  (deps: AppDeps, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["help"];
    const db = deps.db;
    app.get("/faq/categories", { schema: { tags } }, async () => listFaqCategories({ db }));
    app.get("/faq/all", { schema: { tags } }, async () => listFaqs({ db }));

    const admin = { preHandler: guards.requireAdmin };
    app.post(
      "/admin/faq/categories",
      { ...admin, schema: { tags, body: faqCategoryInputSchema } },
      async (req, reply) => reply.status(201).send(await createFaqCategory({ db, input: req.body })),
    );
    app.put(
      "/admin/faq/categories/:id",
      { ...admin, schema: { tags, params: idParams, body: faqCategoryInputSchema } },
      (req) => updateFaqCategory({ db, id: req.params.id, input: req.body }),
    );
    app.delete("/admin/faq/categories/:id", { ...admin, schema: { tags, params: idParams } }, (req) =>
      deleteFaqCategory({ db, id: req.params.id }),
    );
    app.post("/admin/faq", { ...admin, schema: { tags, body: faqInputSchema } }, async (req, reply) =>
      reply.status(201).send(await createFaq({ db, input: req.body })),
    );
    app.put("/admin/faq/:id", { ...admin, schema: { tags, params: idParams, body: faqInputSchema } }, (req) =>
      updateFaq({ db, id: req.params.id, input: req.body }),
    );
    app.delete("/admin/faq/:id", { ...admin, schema: { tags, params: idParams } }, (req) =>
      deleteFaq({ db, id: req.params.id }),
    );
  };
