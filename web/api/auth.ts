import { queryOptions, type UseMutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { RegisterInput } from "../../common/registration";
import { apiFetch } from "./client";

export type Profile = {
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  jobTitle: string;
  companyName: string;
  companySize: string | null;
  industry: string | null;
  userType: "user" | "admin";
  isAdmin: boolean;
  isPremium: boolean;
  hasPremiumAccess: boolean;
  createdAt: string;
  passwordStrength: "weak" | "medium" | "strong" | "very-strong";
  passwordLastChanged: string;
  passwordMeetsPolicy: boolean;
  accountLocked: boolean;
  failedLoginAttempts: number;
};

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
  const result = await apiFetch<{ token?: string }>("/api/login", { method: "POST", body: input });
  if (!result?.token) throw new Error("No token received");
  return result.token;
}

export async function register(input: RegisterInput) {
  const result = await apiFetch<{ token?: string }>("/api/register", { method: "POST", body: input });
  if (!result?.token) throw new Error("No token received");
  return result.token;
}

export const logout = () => apiFetch<{ ok: boolean }>("/api/logout", { method: "POST" });

export const forgotPassword = (email: string) =>
  apiFetch<{ ok: boolean; message: string }>("/api/auth/forgot-password", {
    method: "POST",
    body: { email },
  });

export const resetPassword = (input: { email: string; token: string; newPassword: string }) =>
  apiFetch<{ ok: boolean; message: string }>("/api/auth/reset-password", { method: "POST", body: input });

export const changePassword = (input: {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}) => apiFetch<{ ok: boolean; message: string }>("/api/change-password", { method: "POST", body: input });

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
