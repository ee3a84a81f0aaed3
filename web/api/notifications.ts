import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { Notification, NotificationList, unreadCountSchema } from "../../common/api/notifications";
import { apiFetch } from "./client";

export type { Notification };

export const notificationKeys = {
  all: ["notifications"] as const,
  list: () => [...notificationKeys.all, "list"] as const,
  unreadCount: () => [...notificationKeys.all, "unread-count"] as const,
};

export const notificationsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: () => apiFetch<NotificationList>("/api/notifications"),
    enabled,
    refetchInterval: 30_000,
  });

export const unreadCountQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: () => apiFetch<z.infer<typeof unreadCountSchema>>("/api/notifications/unread-count"),
    enabled,
    refetchInterval: 60_000,
  });

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/notifications/${id}/read`, { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch("/api/notifications/mark-all-read", { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
