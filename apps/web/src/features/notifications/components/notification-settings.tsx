import {
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  type NotificationChannels,
  type NotificationType,
} from '@teamboard/shared';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { Table, TableCell, TableRowHeader, type TableColumn } from '../../../components/ui/table';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreference } from '../api/update-notification-preferences';

const CHANNELS: readonly { channel: keyof NotificationChannels; heading: string; how: string }[] = [
  { channel: 'inApp', heading: 'In app', how: 'in the app' },
  { channel: 'email', heading: 'Email', how: 'by email' },
];

const COLUMNS: TableColumn[] = [
  { key: 'type', header: 'Notification' },
  ...CHANNELS.map(({ channel, heading }) => ({
    key: channel,
    header: heading,
    align: 'center' as const,
  })),
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
    <Table label="Where each notification arrives" columns={COLUMNS}>
      {NOTIFICATION_TYPES.map((type) => (
        <tr key={type}>
          <TableRowHeader>{NOTIFICATION_TYPE_LABELS[type]}</TableRowHeader>
          {CHANNELS.map(({ channel, how }) => (
            <TableCell key={channel} align="center">
              <input
                type="checkbox"
                role="switch"
                aria-label={`${NOTIFICATION_TYPE_LABELS[type]} ${how}`}
                checked={preferences[type][channel]}
                onChange={() => toggle(type, channel)}
                className="size-4 accent-indigo-600"
              />
            </TableCell>
          ))}
        </tr>
      ))}
    </Table>
  );
}
