import { SettingsSection } from '../../features/account/components/settings-section';

export function IntegrationsRoute() {
  return <SettingsSection title="Integrations" description="Being built.">{null}</SettingsSection>;
}
