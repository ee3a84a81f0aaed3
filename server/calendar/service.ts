import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import type { AppDeps } from "../deps";
import { notFound } from "../http/app-error";
import { listSigned } from "../portfolio/repository";
import { portfolioCalendar } from "./ics";

const newSecret = () => randomBytes(24).toString("base64url");
const feedUrl = (deps: AppDeps, secret: string) => `${deps.config.appUrl}/api/calendar/${secret}.ics`;

export async function calendarFeedFor(options: { deps: AppDeps; userId: string; reset?: boolean }) {
  const { deps } = options;
  const [user] = await deps.db
    .select({ secret: users.calendarSecret })
    .from(users)
    .where(eq(users.id, options.userId));
  let secret = user?.secret ?? null;
  if (!secret || options.reset) {
    secret = newSecret();
    await deps.db.update(users).set({ calendarSecret: secret }).where(eq(users.id, options.userId));
  }
  return { url: feedUrl(deps, secret) };
}

/** The secret in the address is the only credential, so an unknown one is a plain 404. */
export async function calendarBySecret(options: { deps: AppDeps; secret: string }) {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(options.secret)) throw notFound("Calendar not found");
  const [user] = await options.deps.db
    .select({ id: users.id, isActive: users.isActive })
    .from(users)
    .where(eq(users.calendarSecret, options.secret));
  if (!user?.isActive) throw notFound("Calendar not found");
  const rows = await listSigned(options.deps.db, user.id);
  return portfolioCalendar(rows, options.deps.clock());
}
