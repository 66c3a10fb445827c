import { SettingsSection } from '../../features/account/components/settings-section';

export function ProjectsSettingsRoute() {
  return <SettingsSection title="Projects" description="Being built.">{null}</SettingsSection>;
}
