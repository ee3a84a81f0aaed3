import { queryOptions, type UseMutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { Profile, tokenSchema } from "../../common/api/auth";
import type { okMessageSchema, okSchema } from "../../common/api/errors";
import type { RegisterInput } from "../../common/registration";
import { apiFetch } from "./client";

export type { Profile };

type OkMessage = z.infer<typeof okMessageSchema>;

export const profileKeys = {
  all: ["profile"] as const,
  session: (isSignedIn: boolean) => [...profileKeys.all, isSignedIn ? "signed-in" : "signed-out"] as const,
};

export const profileQuery = (token: string | null) =>
  queryOptions({
    queryKey: profileKeys.session(Boolean(token)),
    queryFn: () => apiFetch<Profile>("/api/profile"),
    enabled: Boolean(token),
    retry: false,
  });

export async function login(input: { email: string; password: string }) {
  const result = await apiFetch<Partial<z.infer<typeof tokenSchema>>>("/api/login", {
    method: "POST",
    body: input,
  });
  if (!result?.token) throw new Error("No token received");
  return result.token;
}

export async function register(input: RegisterInput) {
  const result = await apiFetch<Partial<z.infer<typeof tokenSchema>>>("/api/register", {
    method: "POST",
    body: input,
  });
  if (!result?.token) throw new Error("No token received");
  return result.token;
}

export const logout = () => apiFetch<z.infer<typeof okSchema>>("/api/logout", { method: "POST" });

export const forgotPassword = (email: string) =>
  apiFetch<OkMessage>("/api/auth/forgot-password", {
    method: "POST",
    body: { email },
  });

export const resetPassword = (input: { email: string; token: string; newPassword: string }) =>
  apiFetch<OkMessage>("/api/auth/reset-password", { method: "POST", body: input });

export const changePassword = (input: {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}) => apiFetch<OkMessage>("/api/change-password", { method: "POST", body: input });

/** Callbacks a form adds to an auth mutation; the request itself is fixed here. */
type FormCallbacks<Result, Input> = Omit<UseMutationOptions<Result, Error, Input>, "mutationFn">;

export const useLogin = (options: FormCallbacks<string, { email: string; password: string }> = {}) =>
  useMutation({ ...options, mutationFn: login });

export const useRegister = (options: FormCallbacks<string, RegisterInput> = {}) =>
  useMutation({ ...options, mutationFn: register });

export const useForgotPassword = (
  options: FormCallbacks<Awaited<ReturnType<typeof forgotPassword>>, string> = {},
) => useMutation({ ...options, mutationFn: forgotPassword });

export const useResetPassword = (
  options: FormCallbacks<Awaited<ReturnType<typeof resetPassword>>, Parameters<typeof resetPassword>[0]> = {},
) => useMutation({ ...options, mutationFn: resetPassword });

/** Changing the password signs other devices out and changes the profile's password facts. */
export function useChangePassword(
  options: FormCallbacks<
    Awaited<ReturnType<typeof changePassword>>,
    Parameters<typeof changePassword>[0]
  > = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: changePassword,
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
      return options.onSettled?.(...args);
    },
  });
}
