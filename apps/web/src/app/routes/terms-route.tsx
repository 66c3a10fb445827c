import { LegalPage } from './legal-page';
import { usePageTitle } from '../../lib/use-page-title';

export function TermsRoute() {
  usePageTitle('Terms');
  return (
    <LegalPage title="Terms of use">
      <p>
        Teamboard is provided by whoever runs this installation. By creating an account you agree to
        use it lawfully, to keep your password to yourself, and not to disrupt the service for
        others.
      </p>
      <p>
        You keep the rights to what you put into Teamboard. The operator may suspend accounts that
        abuse the service. The software is provided as is, without warranty of any kind.
      </p>
      <p>Questions about these terms go to the operator of this installation.</p>
    </LegalPage>
  );
}
