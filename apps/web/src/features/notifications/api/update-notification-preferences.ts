import {
  notificationPreferencesResponseSchema,
  type NotificationChannels,
  type NotificationPreferencesInput,
  type NotificationPreferencesResponse,
  type NotificationType,
} from '@teamboard/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { changePreferences } from './get-notification-preferences';

/** The error toast when a preference cannot be saved. */
export const PREFERENCE_FAILED_MESSAGE = 'Failed to save notification settings';

export function updateNotificationPreferences(
  input: NotificationPreferencesInput,
): Promise<NotificationPreferencesResponse> {
  return api.put('/api/me/notification-preferences', notificationPreferencesResponseSchema, input);
}

/** One type's channels as they are to be: the toggle's change over the type's other channel. */
export interface PreferenceChange {
  type: NotificationType;
  channels: NotificationChannels;
}

const mutationKey = ['update-notification-preferences'] as const;

/**
 * Saves one type's channels at once (optimistic). A refusal puts back only the channels this
 * change touched (another toggle may have changed since) and toasts. The server's answer (every
 * type) is taken only when no other change is still on its way, which it would undo on screen.
 */
export function useUpdateNotificationPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: ({ type, channels }: PreferenceChange) =>
      updateNotificationPreferences({ preferences: { [type]: channels } }),
    onMutate: ({ type, channels }) => {
      let previous: NotificationChannels | undefined;
      changePreferences(queryClient, (preferences) => {
        previous = preferences[type];
        return { ...preferences, [type]: channels };
      });
      return { previous };
    },
    onError: (error, { type, channels }, context) => {
      console.error('Saving notification preferences failed', error);
      const previous = context?.previous;
      if (previous)
        changePreferences(queryClient, (preferences) => {
          const now = preferences[type];
          const undone = {
            inApp: channels.inApp === previous.inApp ? now.inApp : previous.inApp,
            email: channels.email === previous.email ? now.email : previous.email,
          };
          return { ...preferences, [type]: undone };
        });
      toast.error(PREFERENCE_FAILED_MESSAGE);
    },
    onSuccess: ({ preferences }) => {
      if (queryClient.isMutating({ mutationKey }) <= 1)
        changePreferences(queryClient, () => preferences);
    },
  });
}
