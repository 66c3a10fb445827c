import { Alert } from '../../components/ui/alert';
import { PageHeading } from '../../components/ui/page-heading';
import { TextLink } from '../../components/ui/text-link';
import { BillingOverview } from '../../features/billing/components/billing-overview';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { NotFoundRoute } from './not-found-route';
import { useWorkspacePageTitle } from '../page-title';

/**
 * /{workspace}/settings/billing: billing email, payment method and invoices, for the owner.
 * Admins are sent to the plan they may read; anyone else finds nothing here.
 */
export function BillingSettingsRoute() {
  useWorkspacePageTitle('Billing settings');
  const { workspace, can } = useCurrentWorkspace();
  if (!can('billing.view')) return <NotFoundRoute />;
  return (
    <div className="space-y-6">
      <PageHeading title="Billing" description="Payment method, invoices and billing email." />
      {can('billing.manage') ? (
        <BillingOverview workspaceId={workspace._id} />
      ) : (
        <Alert>
          Only the workspace owner sees the billing details. The plan and its usage are on the{' '}
          <TextLink to={`/${workspace.url}/settings/subscription`}>Subscription</TextLink> page.
        </Alert>
      )}
    </div>
  );
}
