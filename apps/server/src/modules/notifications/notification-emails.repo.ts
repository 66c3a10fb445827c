import type { NotificationType } from '@teamboard/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import type { NotificationContent } from './notifications.repo';

/** A notification email held for a digest, with its recipient's address. */
export interface HeldEmail {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  link: string | null;
  email: string;
}

/** How many notification emails the user was queued since `since`. */
export async function emailsSince(db: Database, userId: string, since: Date): Promise<number> {
  const [recent] = await rawRows<{ count: number }>(
    db,
    sql`
    select count(*)::int as count from notification_emails
    where user_id = ${userId} and created_at > ${since.toISOString()}`,
  );
  return recent?.count ?? 0;
}

/** Records a notification email: sent at `now`, or `held` for the next digest. */
export async function insertNotificationEmail(
  db: Database,
  userId: string,
  content: Pick<NotificationContent, 'type' | 'title' | 'message' | 'link'>,
  held: boolean,
  now: Date,
): Promise<void> {
  await db.execute(sql`
    insert into notification_emails (user_id, type, title, message, link, held, created_at, sent_at)
    values (${userId}, ${content.type}, ${content.title}, ${content.message}, ${content.link},
      ${held}, ${now.toISOString()}, ${held ? null : now.toISOString()})`);
}

/** The people whose oldest held email was queued by `due`. */
export async function peopleWithDueDigests(db: Database, due: Date): Promise<string[]> {
  const people = await rawRows<{ user_id: string }>(
    db,
    sql`
    select user_id from notification_emails
    where held and sent_at is null
    group by user_id having min(created_at) <= ${due.toISOString()}`,
  );
  return people.map((person) => person.user_id);
}

/** The user's held emails, oldest first, locked (skipping rows another process holds). */
export async function lockHeldEmails(db: Database, userId: string): Promise<HeldEmail[]> {
  return rawRows<HeldEmail>(
    db,
    sql`
    select e.id, e.type, e.title, e.message, e.link, u.email
    from notification_emails e join users u on u.id = e.user_id
    where e.user_id = ${userId} and e.held and e.sent_at is null
    order by e.created_at, e.id
    for update of e skip locked`,
  );
}

export async function markEmailsSent(db: Database, ids: string[], sentAt: Date): Promise<void> {
  await db.execute(sql`
    update notification_emails set sent_at = ${sentAt.toISOString()}
    where id in (select value::uuid from json_array_elements_text(${JSON.stringify(ids)}::json))`);
}
