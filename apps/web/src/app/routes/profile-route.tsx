import { ProfileForm } from '../../features/account/components/profile-form';
import { SettingsSection } from '../../features/account/components/settings-section';
import { useSessionStore } from '../../lib/session-store';

export function ProfileRoute() {
  const user = useSessionStore((state) => state.user);
  if (!user) return null;
  return (
    <SettingsSection title="Profile" description="How other people see you in Teamboard.">
      <ProfileForm user={user} />
    </SettingsSection>
  );
}
