import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { AdminUser, adminUserUpdateSchema } from "../../common/admin";
import type { UserAccess, UserPremium } from "../../common/api/admin";
import { profileKeys } from "./auth";
import { apiFetch } from "./client";

export type AdminUserUpdateBody = z.input<typeof adminUserUpdateSchema>;

const adminUsersKey = ["admin", "users"] as const;

export const adminUsersQuery = () =>
  queryOptions({
    queryKey: adminUsersKey,
    queryFn: () => apiFetch<AdminUser[]>("/api/admin/users"),
    // Other administrators change these rows too, so a return visit refetches in the background.
    staleTime: 0,
  });

const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export function useUpdateAdminUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminUserUpdateBody }) =>
      apiFetch<AdminUser>(userPath(id), { method: "PUT", body }),
    // An administrator may edit their own row, which the session profile also shows.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersKey }),
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
      ]),
  });
}

export function useToggleUserAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      apiFetch<UserAccess>(`${userPath(id)}/toggle-access`, {
        method: "PATCH",
        body: { isActive },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}

export function useToggleUserPremium() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hasPremiumAccess }: { id: string; hasPremiumAccess: boolean }) =>
      apiFetch<UserPremium>(`${userPath(id)}/toggle-premium`, {
        method: "PATCH",
        body: { hasPremiumAccess },
      }),
    // Granting premium to yourself changes what your own session unlocks.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersKey }),
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
      ]),
  });
}
