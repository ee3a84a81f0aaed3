import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { okSchema } from "../../common/api/errors";
import { faqCategorySchema, faqSchema } from "../../common/api/help";
import { faqCategoryInputSchema, faqInputSchema } from "../../common/help";
import type { AppDeps } from "../deps";
import type { AuthGuards } from "../http/auth-guard";
import { withErrors } from "../http/responses";
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
    const category = withErrors({ 200: faqCategorySchema });
    const faq = withErrors({ 200: faqSchema });
    const deleted = withErrors({ 200: okSchema });
    app.get(
      "/faq/categories",
      { schema: { tags, response: withErrors({ 200: z.array(faqCategorySchema) }) } },
      async () => listFaqCategories({ db }),
    );
    app.get("/faq/all", { schema: { tags, response: withErrors({ 200: z.array(faqSchema) }) } }, async () =>
      listFaqs({ db }),
    );

    const admin = { preHandler: guards.requireAdmin };
    app.post(
      "/admin/faq/categories",
      {
        ...admin,
        schema: { tags, body: faqCategoryInputSchema, response: withErrors({ 201: faqCategorySchema }) },
      },
      async (req, reply) => reply.status(201).send(await createFaqCategory({ db, input: req.body })),
    );
    app.put(
      "/admin/faq/categories/:id",
      { ...admin, schema: { tags, params: idParams, body: faqCategoryInputSchema, response: category } },
      (req) => updateFaqCategory({ db, id: req.params.id, input: req.body }),
    );
    app.delete(
      "/admin/faq/categories/:id",
      { ...admin, schema: { tags, params: idParams, response: deleted } },
      (req) => deleteFaqCategory({ db, id: req.params.id }),
    );
    app.post(
      "/admin/faq",
      { ...admin, schema: { tags, body: faqInputSchema, response: withErrors({ 201: faqSchema }) } },
      async (req, reply) => reply.status(201).send(await createFaq({ db, input: req.body })),
    );
    app.put(
      "/admin/faq/:id",
      { ...admin, schema: { tags, params: idParams, body: faqInputSchema, response: faq } },
      (req) => updateFaq({ db, id: req.params.id, input: req.body }),
    );
    app.delete("/admin/faq/:id", { ...admin, schema: { tags, params: idParams, response: deleted } }, (req) =>
      deleteFaq({ db, id: req.params.id }),
    );
  };
