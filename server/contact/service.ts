import { eq } from "drizzle-orm";
import { contactMessages, users } from "../db/schema";
import type { AppDeps } from "../deps";
import { contactMessageMail } from "../mail/templates";
import { createNotification } from "../notifications/service";

export async function submitContactMessage(options: {
  deps: AppDeps;
  input: { name: string; email: string; company?: string; message: string };
}) {
  const { deps, input } = options;
  const [saved] = await deps.db
    .insert(contactMessages)
    .values({ name: input.name, email: input.email, company: input.company ?? "", message: input.message })
    .returning({ id: contactMessages.id });

  const admins = await deps.db.select({ id: users.id }).from(users).where(eq(users.userType, "admin"));
  for (const admin of admins) {
    await createNotification({
      db: deps.db,
      userId: admin.id,
      title: `Contact form: ${input.name}`,
      message: `${input.email}${input.company ? ` (${input.company})` : ""}: ${input.message.slice(0, 200)}`,
      urgency: "normal",
    });
  }
  try {
    await deps.mailer.send(
      contactMessageMail({ to: deps.config.supportEmail, company: input.company ?? "", ...input }),
    );
  } catch (error) {
    deps.log.error({ err: error }, "contact mail failed");
  }
  return { ok: true, id: saved.id, message: "Thank you. We will reply within 24 hours on business days." };
}
