import { and, eq, lte, min } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema/index';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Queues an email in the caller's transaction; the mail worker delivers it after commit. */
export async function enqueueEmail(db: Database, message: EmailMessage): Promise<void> {
  await db.insert(emailOutbox).values({
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
  });
}

/** When the longest-waiting email due by `now` was due; undefined when none waits. */
export async function oldestDueEmail(db: Database, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ dueAt: min(emailOutbox.nextAttemptAt) })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)));
  return row?.dueAt ?? undefined;
}
