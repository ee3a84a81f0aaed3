import { count, eq, sql } from "drizzle-orm";
import { checkPassword } from "../../common/password-strength";
import type { Register } from "../../common/registration";
import { baseUsername, uniqueUsername } from "../../common/username";
import { users } from "../db/schema";
import type { AppDeps } from "../deps";
import { queueEmail } from "../mail/email-job";
import { accountExistsMail } from "../mail/templates";
import { createNotification } from "../notifications/service";
import { hashPassword } from "./passwords";
import { createSession } from "./sessions";
import { newToken } from "./tokens";

const REGISTRATION_LOCK = 7_100_001;

export async function registerUser(options: { deps: AppDeps; input: Register; userAgent?: string }) {
  const { deps, input } = options;
  const email = input.email.trim().toLowerCase();
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const strength = checkPassword(input.password, { email, firstName, lastName });
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock();

  // Both answers do the same work (hashing above, the same reads, writes and one commit below), so the
  // response time does not tell whether the address has an account.
  await deps.jobs.ready();
  const outcome = await deps.db.transaction(async (tx) => {
    // Serialises sign-ups so "the first account ever" and username suffixes are decided once.
    await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK})`);
    const [existing] = await tx
      .select({ id: users.id, firstName: users.firstName })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    const base = baseUsername(firstName, lastName);
    const similar = await tx
      .select({ username: users.username })
      .from(users)
      .where(sql`lower(${users.username}) like ${`${base.toLowerCase()}%`}`);
    const [{ value: userCount }] = await tx.select({ value: count() }).from(users);

    if (existing) {
      // The owner hears about it by email, queued with this transaction (one durable write, as a new
      // account's rows are); the answer is the same as for a new address.
      await queueEmail(
        deps,
        accountExistsMail({ to: email, firstName: existing.firstName, appUrl: deps.config.appUrl }),
        `account-exists:${existing.id}:${newToken()}`,
        tx,
      );
      return { user: null, token: null, existing };
    }

    const username = uniqueUsername(base, new Set(similar.map((row) => row.username.toLowerCase())));
    const isAdmin = userCount === 0 || deps.config.adminEmails.includes(email);
    const [created] = await tx
      .insert(users)
      .values({
        username,
        email,
        firstName,
        lastName,
        jobTitle: input.jobTitle.trim(),
        companyName: input.companyName.trim(),
        companySize: input.companySize,
        industry: input.industry,
        passwordHash,
        passwordStrength: strength.strength,
        passwordMeetsPolicy: strength.valid,
        passwordLastChanged: now,
        userType: isAdmin ? "admin" : "user",
        createdAt: now,
      })
      .returning();
    const sessionToken = await createSession({
      db: tx,
      userId: created.id,
      now,
      userAgent: options.userAgent,
    });
    await createNotification({
      db: tx,
      userId: created.id,
      title: "Welcome to Clausewise",
      message:
        "Upload a draft contract for a clause-by-clause risk review, or add a signed contract to track its renewal.",
      urgency: "info",
      link: "/app",
    });
    return { user: created, token: sessionToken, existing: null };
  });

  if (outcome.existing) {
    deps.log.info({ userId: outcome.existing.id }, "registration for an existing email; owner notified");
    // A random token that opens no session.
    return { token: newToken(), user: null };
  }
  const { user, token } = outcome;
  deps.log.info({ userId: user.id, admin: user.userType === "admin" }, "account registered");
  return { token, user };
}
