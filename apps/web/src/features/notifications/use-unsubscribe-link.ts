import type { NotificationType } from '@teamboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import {
  changePreferences,
  invalidateNotificationPreferences,
} from './api/get-notification-preferences';
import { unsubscribeOnce } from './api/unsubscribe';

export type UnsubscribeOutcome =
  | { kind: 'pending' }
  | { kind: 'done'; type: NotificationType }
  | { kind: 'failed'; message: string };

/** The message of a link the server refuses without saying why (or cannot be reached). */
const INVALID_LINK_MESSAGE = 'The unsubscribe link is invalid';

/**
 * Follows an email's unsubscribe link once: the type's emails stop. A signed-in user's cached
 * preferences show it at once and are fetched again (a read that raced the link may be older).
 */
export function useUnsubscribeLink(token: string): UnsubscribeOutcome {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<UnsubscribeOutcome>({ kind: 'pending' });

  useEffect(() => {
    let active = true;
    unsubscribeOnce(token).then(
      ({ type }) => {
        changePreferences(queryClient, (preferences) => ({
          ...preferences,
          [type]: { ...preferences[type], email: false },
        }));
        void invalidateNotificationPreferences(queryClient);
        if (active) setOutcome({ kind: 'done', type });
      },
      (error: unknown) => {
        if (active)
          setOutcome({ kind: 'failed', message: errorMessage(error, INVALID_LINK_MESSAGE) });
      },
    );
    return () => {
      active = false;
    };
  }, [token, queryClient]);

  return outcome;
}
