import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { DeleteAccountForm } from '../../features/account/components/delete-account-form';
import { SettingsSection } from '../../features/account/components/settings-section';
import { SignedInSessions } from '../../features/account/components/signed-in-sessions';
import { TwoFactorSettings } from '../../features/account/components/two-factor-settings';
import { usePageTitle } from '../../lib/use-page-title';
import { PageHeading } from '../../components/ui/page-heading';

/**
 * /account/security: the password, two-factor sign-in, where the account is signed in, and
 * deleting the account.
 */
export function SecurityRoute() {
  usePageTitle('Security', 'Account');
  return (
    <div className="space-y-4">
      <PageHeading title="Security" />
      <SettingsSection
        title="Password"
        description="Changing your password signs you out everywhere else; this browser stays signed in."
      >
        <ChangePasswordForm />
      </SettingsSection>
      <SettingsSection
        title="Two-factor sign-in"
        description="Ask for a code from your phone as well as your password when you log in."
      >
        <TwoFactorSettings />
      </SettingsSection>
      <SettingsSection
        title="Signed-in sessions"
        description="Browsers and devices where you are signed in. Sign out any you do not recognise."
      >
        <SignedInSessions />
      </SettingsSection>
      <SettingsSection
        title="Delete account"
        description="Remove your account and your personal data for good."
      >
        <DeleteAccountForm />
      </SettingsSection>
    </div>
  );
}
