import { AccountActivityList } from '../../features/account/components/account-activity-list';
import { SettingsSection } from '../../features/account/components/settings-section';

export function AccountActivitiesRoute() {
  return (
    <SettingsSection
      title="Activity"
      description="Sign-ins and changes to your account, newest first. If something here was not you, change your password."
    >
      <AccountActivityList />
    </SettingsSection>
  );
}
