import { GoogleIntegration } from '../../features/account/components/google-integration';
import { SettingsSection } from '../../features/account/components/settings-section';
import { usePageTitle } from '../../lib/use-page-title';

/** /account/integrations: the sign-in providers linked to the account (Google). */
export function IntegrationsRoute() {
  usePageTitle('Integrations', 'Account');
  return (
    <SettingsSection
      level={1}
      title="Integrations"
      description="Accounts elsewhere that you can sign in to Teamboard with."
    >
      <GoogleIntegration />
    </SettingsSection>
  );
}
