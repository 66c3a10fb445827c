import { PageHeading } from '../../components/ui/page-heading';
import { SubscriptionOverview } from '../../features/billing/components/subscription-overview';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { NotFoundRoute } from './not-found-route';
import { useWorkspacePageTitle } from '../page-title';

/**
 * /{workspace}/settings/subscription: the plan, its usage and the plans on sale. The owner buys,
 * changes and cancels; admins read; anyone else finds nothing here, as the server answers them.
 */
export function SubscriptionSettingsRoute() {
  useWorkspacePageTitle('Subscription settings');
  const { workspace, can } = useCurrentWorkspace();
  if (!can('billing.view')) return <NotFoundRoute />;
  return (
    <div className="space-y-6">
      <PageHeading
        title="Subscription"
        description={`The plan of ${workspace.name}, what it allows and what it costs.`}
      />
      <SubscriptionOverview workspaceId={workspace._id} canManage={can('billing.manage')} />
    </div>
  );
}
