import type { Webhook } from '@teamboard/shared/webhook';
import { EmptyState } from '../../../components/ui/empty-state';
import { WebhookCard } from './webhook-card';

interface WebhookListProps {
  webhooks: Webhook[];
  /** The workspace's boards, to name a webhook's board filter. */
  boards: { _id: string; title: string }[];
}

export function WebhookList({ webhooks, boards }: WebhookListProps) {
  if (webhooks.length === 0) {
    return (
      <EmptyState
        title="No webhooks yet"
        description="Add one to have Teamboard POST this workspace's events to your own service."
      />
    );
  }
  const boardName = (boardId: string | null) =>
    boardId
      ? (boards.find((board) => board._id === boardId)?.title ?? 'An archived project')
      : null;
  return (
    <ul aria-label="Webhooks" className="divide-y divide-neutral-200 dark:divide-neutral-800">
      {webhooks.map((webhook) => (
        <WebhookCard key={webhook._id} webhook={webhook} boardName={boardName(webhook.boardId)} />
      ))}
    </ul>
  );
}
