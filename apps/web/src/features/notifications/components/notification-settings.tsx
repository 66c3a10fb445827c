import {
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  type NotificationChannels,
  type NotificationType,
} from '@teamboard/shared';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreference } from '../api/update-notification-preferences';

const CHANNELS: readonly { channel: keyof NotificationChannels; heading: string; how: string }[] = [
  { channel: 'inApp', heading: 'In app', how: 'in the app' },
  { channel: 'email', heading: 'Email', how: 'by email' },
];

/**
 * Every type of notification against where it arrives (in the app, by email): each switch is
 * saved as soon as it changes.
 */
export function NotificationSettings() {
  const query = useNotificationPreferences();
  const update = useUpdateNotificationPreference();

  if (query.isPending) return <Spinner className="text-indigo-600" label="Loading settings" />;
  if (query.isError) return <Alert tone="error">Could not load your notification settings.</Alert>;
  const { preferences } = query.data;

  const toggle = (type: NotificationType, channel: keyof NotificationChannels) => {
    const channels = preferences[type];
    update.mutate({ type, channels: { ...channels, [channel]: !channels[channel] } });
  };

  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="border-b border-neutral-200 text-left dark:border-neutral-800">
          <th scope="col" className="py-2 pr-4 font-medium">
            Notification
          </th>
          {CHANNELS.map(({ channel, heading }) => (
            <th key={channel} scope="col" className="w-24 py-2 text-center font-medium">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-neutral-100 dark:divide-neutral-800">
        {NOTIFICATION_TYPES.map((type) => (
          <tr key={type}>
            <th scope="row" className="py-2.5 pr-4 text-left font-normal">
              {NOTIFICATION_TYPE_LABELS[type]}
            </th>
            {CHANNELS.map(({ channel, how }) => (
              <td key={channel} className="py-2.5 text-center">
                <input
                  type="checkbox"
                  role="switch"
                  aria-label={`${NOTIFICATION_TYPE_LABELS[type]} ${how}`}
                  checked={preferences[type][channel]}
                  onChange={() => toggle(type, channel)}
                  className="size-4 accent-indigo-600"
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
