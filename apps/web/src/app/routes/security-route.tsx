import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { SettingsSection } from '../../features/account/components/settings-section';

export function SecurityRoute() {
  return (
    <SettingsSection
      title="Password"
      description="Changing your password signs you out everywhere else; this browser stays signed in."
    >
      <ChangePasswordForm />
    </SettingsSection>
  );
}
