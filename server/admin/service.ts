import { desc, eq } from "drizzle-orm";
import type { AdminUser, AdminUserUpdate } from "../../common/admin";
import { revokeUserSessions } from "../auth/sessions";
import { setAdminGrant } from "../billing/admin-grant";
import { type BillingRow, presentPlan } from "../billing/billing-account";
import { billingAccounts, users } from "../db/schema";
import type { AppDeps } from "../deps";
import { AppError, notFound } from "../http/app-error";
import { isUuid } from "../http/ids";

type UserRow = typeof users.$inferSelect;

function presentAdminUser(row: UserRow, contractsAnalyzed: number, billing?: BillingRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    companyName: row.companyName,
    jobTitle: row.jobTitle,
    companySize: row.companySize,
    industry: row.industry,
    registrationDate: row.createdAt.toISOString(),
    isActive: row.isActive,
    hasPremiumAccess: row.hasPremiumAccess,
    userType: row.userType,
    contractsAnalyzed,
    billing: presentPlan(billing),
  };
}

export type AnalysisCounter = (db: AppDeps["db"]) => Promise<Map<string, number>>;

export async function listUsersForAdmin(options: { deps: AppDeps; countAnalyses: AnalysisCounter }) {
  const rows = await options.deps.db
    .select({ user: users, billing: billingAccounts })
    .from(users)
    .leftJoin(billingAccounts, eq(billingAccounts.userId, users.id))
    .orderBy(desc(users.createdAt));
  const counts = await options.countAnalyses(options.deps.db);
  return rows.map((row) =>
    presentAdminUser(row.user, counts.get(row.user.id) ?? 0, row.billing ?? undefined),
  );
}

async function findUser(deps: AppDeps, id: string) {
  if (!isUuid(id)) throw notFound("User not found");
  const [row] = await deps.db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound("User not found");
  return row;
}

export async function updateUserByAdmin(options: { deps: AppDeps; id: string; input: AdminUserUpdate }) {
  const { deps, input } = options;
  const existing = await findUser(deps, options.id);
  if (input.email !== existing.email) {
    const [clash] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    if (clash) throw new AppError("CONFLICT", "Another account already uses this email");
  }
  const [row] = await deps.db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      companyName: input.companyName,
      jobTitle: input.jobTitle,
      companySize: input.companySize ?? null,
      industry: input.industry ?? null,
    })
    .where(eq(users.id, existing.id))
    .returning();
  const [billing] = await deps.db.select().from(billingAccounts).where(eq(billingAccounts.userId, row.id));
  return presentAdminUser(row, 0, billing);
}

/** Blocking signs the user out everywhere at once; an administrator cannot block themself. */
export async function setUserAccess(options: {
  deps: AppDeps;
  actorId: string;
  id: string;
  isActive: boolean;
}) {
  const { deps } = options;
  const existing = await findUser(deps, options.id);
  if (existing.id === options.actorId && !options.isActive) {
    throw new AppError("INVALID_INPUT", "You cannot block your own account");
  }
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ isActive: options.isActive }).where(eq(users.id, existing.id));
    if (!options.isActive) await revokeUserSessions({ db: tx, userId: existing.id });
  });
  deps.log.info(
    { targetUserId: existing.id, isActive: options.isActive, by: options.actorId },
    "user access changed",
  );
  return { ok: true, isActive: options.isActive };
}

/** The admin switch is the administrator's grant; a paid subscription stays whatever it is. */
export async function setUserPremium(options: {
  deps: AppDeps;
  actorId: string;
  id: string;
  hasPremiumAccess: boolean;
}) {
  const { deps } = options;
  const existing = await findUser(deps, options.id);
  const result = await setAdminGrant({
    deps,
    actorId: options.actorId,
    userId: existing.id,
    granted: options.hasPremiumAccess,
  });
  deps.log.info(
    { targetUserId: existing.id, granted: options.hasPremiumAccess, by: options.actorId },
    "premium grant changed",
  );
  return { ok: true, hasPremiumAccess: result.hasPremiumAccess, grantedByAdmin: result.plan.grantedByAdmin };
}
