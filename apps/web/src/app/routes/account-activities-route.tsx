import { AccountActivityList } from '../../features/account/components/account-activity-list';
import { SettingsSection } from '../../features/account/components/settings-section';
import { usePageTitle } from '../../lib/use-page-title';

export function AccountActivitiesRoute() {
  usePageTitle('Activity', 'Account');
  return (
    <SettingsSection
      level={1}
      title="Activity"
      description="Sign-ins and changes to your account, newest first. If something here was not you, change your password."
    >
      <AccountActivityList />
    </SettingsSection>
  );
}
