import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { profileSchema, tokenSchema } from "../../common/api/auth";
import { okMessageSchema, okSchema } from "../../common/api/errors";
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordRequestSchema,
} from "../../common/registration";
import type { AppDeps } from "../deps";
import { type AuthGuards, currentUser } from "../http/auth-guard";
import { withErrors } from "../http/responses";
import { changePassword } from "./change-password";
import { loginUser } from "./login";
import { requestPasswordReset, resetPassword } from "./password-reset";
import { presentProfile } from "./presenter";
import { registerUser } from "./register";
import { revokeSession } from "./sessions";

const tokenReply = withErrors({ 200: tokenSchema });
const okReply = withErrors({ 200: okMessageSchema });

export const authRoutes =
  (deps: AppDeps, guards: AuthGuards): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["auth"];
    const rateLimit = { max: deps.authRateLimit.max, timeWindow: deps.authRateLimit.timeWindowMs };
    const limited = { rateLimit };

    app.post(
      "/register",
      { config: limited, schema: { tags, body: registerSchema, response: withErrors({ 201: tokenSchema }) } },
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
      { config: limited, schema: { tags, body: loginSchema, response: tokenReply } },
      async (request) =>
        loginUser({
          deps,
          email: request.body.email,
          password: request.body.password,
          userAgent: request.headers["user-agent"],
        }),
    );

    app.post(
      "/logout",
      { schema: { tags, response: withErrors({ 200: okSchema }) }, preHandler: guards.requireUser },
      async (request) => {
        await revokeSession({ db: deps.db, sessionId: request.sessionId! });
        return { ok: true };
      },
    );

    app.post(
      "/auth/forgot-password",
      { config: limited, schema: { tags, body: forgotPasswordSchema, response: okReply } },
      async (request) => requestPasswordReset({ deps, email: request.body.email }),
    );

    app.post(
      "/auth/reset-password",
      { config: limited, schema: { tags, body: resetPasswordRequestSchema, response: okReply } },
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
        schema: { tags, body: changePasswordSchema, response: okReply },
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

    app.get(
      "/profile",
      { schema: { tags, response: withErrors({ 200: profileSchema }) }, preHandler: guards.requireUser },
      async (request) => presentProfile(currentUser(request), deps.clock()),
    );
  };
