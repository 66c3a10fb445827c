import { useSessionStore } from '../../../lib/session-store';
import { ProfileForm } from '../components/profile-form';
import { SettingsSection } from '../components/settings-section';

export function ProfilePage() {
  const user = useSessionStore((state) => state.user);
  if (!user) return null;
  return (
    <SettingsSection title="Profile" description="How other people see you in Teamboard.">
      <ProfileForm user={user} />
    </SettingsSection>
  );
}
