import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "./client";

export type Notification = {
  id: string;
  title: string;
  message: string;
  urgency: "urgent" | "normal" | "info";
  isRead: boolean;
  link: string | null;
  createdAt: string;
};

export const notificationKeys = {
  all: ["notifications"] as const,
  list: () => [...notificationKeys.all, "list"] as const,
  unreadCount: () => [...notificationKeys.all, "unread-count"] as const,
};

export const notificationsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: () => apiFetch<{ notifications: Notification[]; unreadCount: number }>("/api/notifications"),
    enabled,
    refetchInterval: 30_000,
  });

export const unreadCountQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(),
    queryFn: () => apiFetch<{ unreadCount: number }>("/api/notifications/unread-count"),
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
