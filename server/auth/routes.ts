import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordRequestSchema,
} from "../../common/registration";
import type { AppDeps } from "../deps";
import { type AuthGuards, currentUser } from "../http/auth-guard";
import { changePassword } from "./change-password";
import { loginUser } from "./login";
import { requestPasswordReset, resetPassword } from "./password-reset";
import { presentProfile } from "./presenter";
import { registerUser } from "./register";
import { revokeSession } from "./sessions";

const tokenReply = z.object({ token: z.string() });
const okReply = z.object({ ok: z.boolean(), message: z.string() });

export const authRoutes =
  (deps: AppDeps, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["auth"];
    const rateLimit = { max: deps.authRateLimit.max, timeWindow: deps.authRateLimit.timeWindowMs };
    const limited = { rateLimit };

    app.post(
      "/register",
      { config: limited, schema: { tags, body: registerSchema, response: { 201: tokenReply } } },
      async (request, reply) => {
        const { token } = await registerUser({
          deps,
          input: request.body,
          userAgent: request.headers["user-agent"],
        });
        return reply.status(201).send({ token });
      },
    );

    app.post(
      "/login",
      { config: limited, schema: { tags, body: loginSchema, response: { 200: tokenReply } } },
      async (request) =>
        loginUser({
          deps,
          email: request.body.email,
          password: request.body.password,
          userAgent: request.headers["user-agent"],
        }),
    );

    app.post("/logout", { schema: { tags }, preHandler: guards.requireUser }, async (request) => {
      await revokeSession({ db: deps.db, sessionId: request.sessionId! });
      return { ok: true };
    });

    app.post(
      "/auth/forgot-password",
      { config: limited, schema: { tags, body: forgotPasswordSchema, response: { 200: okReply } } },
      async (request) => requestPasswordReset({ deps, email: request.body.email }),
    );

    app.post(
      "/auth/reset-password",
      { config: limited, schema: { tags, body: resetPasswordRequestSchema, response: { 200: okReply } } },
      async (request) =>
        resetPassword({
          deps,
          email: request.body.email,
          token: request.body.token,
          newPassword: request.body.newPassword,
        }),
    );

    app.post(
      "/change-password",
      {
        config: limited,
        schema: { tags, body: changePasswordSchema, response: { 200: okReply } },
        preHandler: guards.requireUser,
      },
      async (request) =>
        changePassword({
          deps,
          user: currentUser(request),
          sessionId: request.sessionId!,
          currentPassword: request.body.currentPassword,
          newPassword: request.body.newPassword,
        }),
    );

    app.get("/profile", { schema: { tags }, preHandler: guards.requireUser }, async (request) =>
      presentProfile(currentUser(request), deps.clock()),
    );
  };
