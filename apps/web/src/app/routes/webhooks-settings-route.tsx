import { Alert } from '../../components/ui/alert';
import { PageHeading } from '../../components/ui/page-heading';
import { SectionCard } from '../../components/ui/section-card';
import { Spinner } from '../../components/ui/spinner';
import { useBoards } from '../../features/boards/api/get-boards';
import { useCurrentWorkspace } from '../../features/workspaces/current-workspace';
import { useWebhooks } from '../../features/webhooks/api/get-webhooks';
import { AddWebhookSection } from '../../features/webhooks/components/add-webhook-section';
import { WebhookList } from '../../features/webhooks/components/webhook-list';
import { errorMessage } from '../../lib/api-error';
import { useWorkspacePageTitle } from '../page-title';
import { NotFoundRoute } from './not-found-route';

function Webhooks({
  workspaceId,
  boards,
}: {
  workspaceId: string;
  boards: { _id: string; title: string }[];
}) {
  const webhooks = useWebhooks(workspaceId);
  if (webhooks.isPending) return <Spinner label="Loading webhooks" />;
  if (webhooks.isError) {
    return (
      <Alert tone="error">{errorMessage(webhooks.error, 'Could not load the webhooks')}</Alert>
    );
  }
  return <WebhookList webhooks={webhooks.data.webhooks} boards={boards} />;
}

/** /{workspace}/settings/webhooks: the workspace's webhooks and their deliveries, for admins. */
export function WebhooksSettingsRoute() {
  useWorkspacePageTitle('Webhooks settings');
  const { workspace, can } = useCurrentWorkspace();
  const allowed = can('webhooks.manage');
  const boards = useBoards(workspace._id, 'active', allowed).data?.boards ?? [];
  if (!allowed) return <NotFoundRoute />;
  return (
    <div className="space-y-6">
      <PageHeading
        title="Webhooks"
        description={`Send ${workspace.name}'s events to your own services as they happen.`}
      />
      <AddWebhookSection workspaceId={workspace._id} boards={boards} />
      <SectionCard
        title="Workspace webhooks"
        description="A receiver must answer with a 2xx within 10 seconds; failed deliveries are retried for 24 hours."
      >
        <Webhooks workspaceId={workspace._id} boards={boards} />
      </SectionCard>
    </div>
  );
}
