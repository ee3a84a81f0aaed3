import type { FastifyReply, FastifyRequest } from "fastify";
import { resolveSession, type SessionUser } from "../auth/sessions";
import type { AppDeps } from "../deps";
import { AppError } from "./app-error";

declare module "fastify" {
  interface FastifyRequest {
    user?: SessionUser;
    sessionId?: string;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith("Bearer ")) return undefined;
  const token = header.slice(7).trim();
  return token || undefined;
}

export function createAuthGuards(deps: AppDeps) {
  async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearerToken(request);
    if (!token) throw new AppError("UNAUTHENTICATED", "Authentication required");
    const { user, sessionId } = await resolveSession({ db: deps.db, token, now: deps.clock() });
    request.user = user;
    request.sessionId = sessionId;
    request.log = request.log.child({ userId: user.id });
  }

  /** Admin rights are decided on the server from userType; the web app only mirrors them. */
  async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
    await requireUser(request, reply);
    if (request.user?.userType !== "admin") throw new AppError("FORBIDDEN", "Administrator access required");
  }

  return { requireUser, requireAdmin };
}

export type AuthGuards = ReturnType<typeof createAuthGuards>;

/** The signed-in user of a guarded route. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError("UNAUTHENTICATED", "Authentication required");
  return request.user;
}
