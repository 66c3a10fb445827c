import { PageHeading } from '../../components/ui/page-heading';
import { MyBillingOverview } from '../../features/billing/components/my-billing-overview';
import { usePageTitle } from '../../lib/use-page-title';

/** /account/billing: every workspace the person owns, with its plan and next invoice. */
export function AccountBillingRoute() {
  usePageTitle('Billing', 'Account');
  return (
    <div className="space-y-6">
      <PageHeading title="Billing" description="The plans of the workspaces you own." />
      <MyBillingOverview />
    </div>
  );
}
