import { GoogleIntegration } from '../../features/account/components/google-integration';
import { SettingsSection } from '../../features/account/components/settings-section';

/** /account/integrations: the sign-in providers linked to the account (Google). */
export function IntegrationsRoute() {
  return (
    <SettingsSection
      title="Integrations"
      description="Accounts elsewhere that you can sign in to Teamboard with."
    >
      <GoogleIntegration />
    </SettingsSection>
  );
}
