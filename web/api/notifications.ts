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

export const notificationsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: ["notifications"],
    queryFn: () => apiFetch<{ notifications: Notification[]; unreadCount: number }>("/api/notifications"),
    enabled,
    refetchInterval: 30_000,
  });

export const unreadCountQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: ["notifications", "unread-count"],
    queryFn: () => apiFetch<{ unreadCount: number }>("/api/notifications/unread-count"),
    enabled,
    refetchInterval: 60_000,
  });

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/notifications/${id}/read`, { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["notifications"] }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch("/api/notifications/mark-all-read", { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["notifications"] }),
  });
}
