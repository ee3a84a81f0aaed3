import { z } from "zod";

/** GET /api/calendar-feed: the private address a calendar app subscribes to */
export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
