import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_TYPES,
  type NotificationChannels,
  type NotificationPreferences,
  type NotificationType,
} from '@teamboard/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

interface ChannelsRow {
  type: string;
  in_app: boolean;
  email: boolean;
}

/** Every type's channels for the user: what they changed, else the defaults. */
export async function preferencesOf(
  db: Database,
  userId: string,
): Promise<NotificationPreferences> {
  const rows = await rawRows<ChannelsRow>(
    db,
    sql`select type, in_app, email from notification_preferences where user_id = ${userId}`,
  );
  const chosen = new Map(rows.map((row) => [row.type, row]));
  const preferences = { ...DEFAULT_NOTIFICATION_PREFERENCES };
  for (const type of NOTIFICATION_TYPES) {
    const row = chosen.get(type);
    if (row) preferences[type] = { inApp: row.in_app, email: row.email };
  }
  return preferences;
}

/** Writes the given types' channels for the user (the others keep theirs). */
export async function savePreferences(
  db: Database,
  userId: string,
  changes: Partial<Record<NotificationType, NotificationChannels>>,
): Promise<void> {
  for (const [type, channels] of Object.entries(changes)) {
    await db.execute(sql`
      insert into notification_preferences (user_id, type, in_app, email)
      values (${userId}, ${type}, ${channels.inApp}, ${channels.email})
      on conflict (user_id, type) do update
        set in_app = excluded.in_app, email = excluded.email`);
  }
}

/** Someone a notification is for, with what it needs to reach them. */
export interface Recipient {
  id: string;
  name: string;
  email: string;
  channels: NotificationChannels;
}

/** The users among `userIds` (those that exist) with their channels for `type`. */
export async function recipientsOf(
  db: Database,
  userIds: string[],
  type: NotificationType,
): Promise<Recipient[]> {
  const rows = await rawRows<{
    id: string;
    name: string;
    email: string;
    in_app: boolean | null;
    email_on: boolean | null;
  }>(
    db,
    sql`
    select u.id, u.name, u.email, p.in_app, p.email as email_on
    from users u
      left join notification_preferences p on p.user_id = u.id and p.type = ${type}
    where u.id in (select value::uuid from json_array_elements_text(${JSON.stringify(userIds)}::json))`,
  );
  const defaults = DEFAULT_NOTIFICATION_PREFERENCES[type];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    channels: {
      inApp: row.in_app ?? defaults.inApp,
      email: row.email_on ?? defaults.email,
    },
  }));
}
