import { LegalPage } from './legal-page';
import { usePageTitle } from '../../lib/use-page-title';

export function PrivacyRoute() {
  usePageTitle('Privacy');
  return (
    <LegalPage title="Privacy">
      <p>
        Teamboard stores what it needs to run your account: your name, email address, username,
        optional avatar link, a hash of your password (never the password itself) and the work you
        and your team put in.
      </p>
      <p>
        Your email address is used to verify your account and reset your password. Your browser
        keeps your session tokens and your theme choice in local storage; nothing is shared with
        advertisers.
      </p>
      <p>To have your data removed, contact the operator of this installation.</p>
    </LegalPage>
  );
}
