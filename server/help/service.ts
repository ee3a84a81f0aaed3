import { asc, count, eq } from "drizzle-orm";
import type { Faq, FaqCategory, FaqCategoryInput, FaqInput } from "../../common/help";
import type { Db } from "../db/client";
import { faqCategories, faqs } from "../db/schema";
import { AppError, notFound } from "../http/app-error";
import { isUuid } from "../http/ids";
import { defaultFaqs } from "./default-faqs";

const presentCategory = (row: typeof faqCategories.$inferSelect): FaqCategory => ({
  id: row.id,
  name: row.name,
  description: row.description,
  order: row.order,
  isActive: row.isActive,
});

const presentFaq = (row: typeof faqs.$inferSelect): Faq => ({
  id: row.id,
  categoryId: row.categoryId,
  question: row.question,
  answer: row.answer,
  order: row.order,
  isActive: row.isActive,
});

export async function listFaqCategories(options: { db: Db; includeInactive?: boolean }) {
  const rows = await options.db
    .select()
    .from(faqCategories)
    .orderBy(asc(faqCategories.order), asc(faqCategories.name));
  return rows.filter((row) => options.includeInactive || row.isActive).map(presentCategory);
}

export async function listFaqs(options: { db: Db; includeInactive?: boolean }) {
  const rows = await options.db.select().from(faqs).orderBy(asc(faqs.order), asc(faqs.createdAt));
  return rows.filter((row) => options.includeInactive || row.isActive).map(presentFaq);
}

export async function createFaqCategory(options: { db: Db; input: FaqCategoryInput }) {
  const [row] = await options.db.insert(faqCategories).values(options.input).returning();
  return presentCategory(row);
}

export async function updateFaqCategory(options: { db: Db; id: string; input: FaqCategoryInput }) {
  if (!isUuid(options.id)) throw notFound("Category not found");
  const [row] = await options.db
    .update(faqCategories)
    .set(options.input)
    .where(eq(faqCategories.id, options.id))
    .returning();
  if (!row) throw notFound("Category not found");
  return presentCategory(row);
}

export async function deleteFaqCategory(options: { db: Db; id: string }) {
  if (!isUuid(options.id)) throw notFound("Category not found");
  const rows = await options.db.delete(faqCategories).where(eq(faqCategories.id, options.id)).returning();
  if (rows.length === 0) throw notFound("Category not found");
  return { ok: true };
}

async function assertCategory(db: Db, categoryId: string) {
  if (!isUuid(categoryId))
    throw new AppError("INVALID_INPUT", "Please choose a category", { field: "categoryId" });
  const [row] = await db
    .select({ id: faqCategories.id })
    .from(faqCategories)
    .where(eq(faqCategories.id, categoryId));
  if (!row) throw new AppError("INVALID_INPUT", "Please choose a category", { field: "categoryId" });
}

export async function createFaq(options: { db: Db; input: FaqInput }) {
  await assertCategory(options.db, options.input.categoryId);
  const [row] = await options.db.insert(faqs).values(options.input).returning();
  return presentFaq(row);
}

export async function updateFaq(options: { db: Db; id: string; input: FaqInput }) {
  if (!isUuid(options.id)) throw notFound("FAQ not found");
  await assertCategory(options.db, options.input.categoryId);
  const [row] = await options.db.update(faqs).set(options.input).where(eq(faqs.id, options.id)).returning();
  if (!row) throw notFound("FAQ not found");
  return presentFaq(row);
}

export async function deleteFaq(options: { db: Db; id: string }) {
  if (!isUuid(options.id)) throw notFound("FAQ not found");
  const rows = await options.db.delete(faqs).where(eq(faqs.id, options.id)).returning();
  if (rows.length === 0) throw notFound("FAQ not found");
  return { ok: true };
}

/** A new installation starts with a useful help centre; administrators edit it from there. */
export async function seedDefaultFaqs(options: { db: Db }) {
  const [{ value }] = await options.db.select({ value: count() }).from(faqCategories);
  if (value > 0) return;
  await options.db.transaction(async (tx) => {
    for (const [index, group] of defaultFaqs.entries()) {
      const [category] = await tx
        .insert(faqCategories)
        .values({ name: group.name, description: group.description, order: index })
        .returning();
      await tx.insert(faqs).values(
        group.faqs.map((faq, order) => ({
          categoryId: category.id,
          question: faq.q,
          answer: faq.a,
          order,
        })),
      );
    }
  });
}
