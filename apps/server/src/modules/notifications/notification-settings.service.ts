import {
  NOTIFICATION_TYPE_LABELS,
  type NotificationPreferences,
  type NotificationPreferencesInput,
  type UnsubscribeResponse,
} from '@teamboard/shared';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { badRequest } from '../../http/app-error';
import {
  preferencesOf as storedPreferences,
  savePreferences,
} from './notification-preferences.repo';

/** Every type's channels for the user. */
export function preferencesOf(db: Database, userId: string): Promise<NotificationPreferences> {
  return storedPreferences(db, userId);
}

/** Changes the given types' channels; answers every type's. */
export async function changePreferences(
  db: Database,
  userId: string,
  input: NotificationPreferencesInput,
): Promise<NotificationPreferences> {
  await savePreferences(db, userId, input.preferences);
  return storedPreferences(db, userId);
}

/** Turns off the emails of the type a valid unsubscribe token names (in-app stays as it was). */
export async function unsubscribe(ctx: AppContext, token: string): Promise<UnsubscribeResponse> {
  const unsubscription = await ctx.unsubscribeTokens.verify(token);
  if (!unsubscription) throw badRequest('The unsubscribe link is invalid or has expired');
  const { userId, type } = unsubscription;
  await ctx.db.transaction(async (tx) => {
    const current = (await storedPreferences(tx, userId))[type];
    await savePreferences(tx, userId, { [type]: { ...current, email: false } });
  });
  return {
    type,
    message: `You will no longer get emails about: ${NOTIFICATION_TYPE_LABELS[type]}`,
  };
}
