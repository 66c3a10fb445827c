import { SettingsSection } from '../../features/account/components/settings-section';

export function WorkspaceSecurityRoute() {
  return <SettingsSection title="Security" description="Being built.">{null}</SettingsSection>;
}
