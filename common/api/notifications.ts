import { z } from "zod";

export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  urgency: z.enum(["urgent", "normal", "info"]),
  isRead: z.boolean(),
  link: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number() });
export const notificationListSchema = unreadCountSchema.extend({
  notifications: z.array(notificationSchema),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const markedAllReadSchema = z.object({ updated: z.number() });
