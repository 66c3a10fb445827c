import { ChangeEmailForm } from '../../features/account/components/change-email-form';
import { ProfileForm } from '../../features/account/components/profile-form';
import { SettingsSection } from '../../features/account/components/settings-section';
import { useSessionStore } from '../../lib/session-store';
import { usePageTitle } from '../../lib/use-page-title';

export function ProfileRoute() {
  usePageTitle('Profile', 'Account');
  const user = useSessionStore((state) => state.user);
  if (!user) return null;
  return (
    <div className="space-y-6">
      <SettingsSection
        level={1}
        title="Profile"
        description="How other people see you in Teamboard."
      >
        <ProfileForm user={user} />
      </SettingsSection>
      <SettingsSection
        title="Email"
        description="Where Teamboard writes to you and the address you sign in with. A new address counts once you confirm it from its inbox."
      >
        <ChangeEmailForm currentEmail={user.email} />
      </SettingsSection>
    </div>
  );
}
