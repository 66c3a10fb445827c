import { SettingsSection } from '../../features/account/components/settings-section';

export function AccountActivitiesRoute() {
  return <SettingsSection title="Activity" description="Being built.">{null}</SettingsSection>;
}
