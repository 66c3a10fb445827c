import { useSearchParams } from 'react-router';
import { SettingsSection } from '../../features/account/components/settings-section';
import { NotificationSettings } from '../../features/notifications/components/notification-settings';
import { UnsubscribeOutcome } from '../../features/notifications/components/unsubscribe-outcome';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * /account/notifications: where each type of notification arrives. Opened from an email's
 * unsubscribe link (`?unsubscribe={type}&token=…`) it follows the link first and says what it did.
 */
export function NotificationSettingsRoute() {
  usePageTitle('Notifications', 'Account');
  const [search] = useSearchParams();
  const token = search.get('token');
  return (
    <div className="space-y-4">
      {token !== null && <UnsubscribeOutcome token={token} />}
      <SettingsSection
        title="Notifications"
        level={1}
        description="Choose where each kind of notification reaches you. Changes are saved at once."
      >
        <NotificationSettings />
      </SettingsSection>
    </div>
  );
}
