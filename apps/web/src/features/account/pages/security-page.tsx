import { ChangePasswordForm } from '../components/change-password-form';
import { SettingsSection } from '../components/settings-section';

export function SecurityPage() {
  return (
    <SettingsSection
      title="Password"
      description="Changing your password signs you out everywhere else; this browser stays signed in."
    >
      <ChangePasswordForm />
    </SettingsSection>
  );
}
