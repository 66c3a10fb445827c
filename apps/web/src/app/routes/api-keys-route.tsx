import { SettingsSection } from '../../features/account/components/settings-section';

export function ApiKeysRoute() {
  return <SettingsSection title="API keys" description="Being built.">{null}</SettingsSection>;
}
