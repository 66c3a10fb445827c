import { WEBHOOK_EVENTS, type Webhook } from '@teamboard/shared/webhook';
import { useId, useState } from 'react';
import { reportOutcome } from '../../../lib/report-outcome';
import { useUpdateWebhook } from '../api/update-webhook';
import { NewWebhookSecret } from './new-webhook-secret';
import { WebhookActions } from './webhook-actions';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookForm } from './webhook-form';
import { WebhookState } from './webhook-state';

function eventsSummary(webhook: Webhook): string {
  return webhook.events.length === WEBHOOK_EVENTS.length ? 'All events' : webhook.events.join(', ');
}

interface WebhookCardProps {
  webhook: Webhook;
  /** The board it is limited to, by name (null: every board). */
  boardName: string | null;
}

/** One webhook: its target, events and state, its controls and its latest deliveries. */
export function WebhookCard({ webhook, boardName }: WebhookCardProps) {
  const headingId = useId();
  const update = useUpdateWebhook(webhook);
  const [editing, setEditing] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const setActive = (active: boolean) =>
    reportOutcome(update.mutateAsync({ active }), 'Could not change the webhook');

  return (
    <li aria-labelledby={headingId} className="space-y-4 py-5">
      <div className="space-y-1">
        <h3 id={headingId} className="font-mono text-sm font-semibold break-all">
          {webhook.url}
        </h3>
        <p className="flex flex-wrap items-center gap-2 text-sm text-neutral-600 dark:text-neutral-400">
          <WebhookState webhook={webhook} />
          <span>{eventsSummary(webhook)}</span>
          <span>· {boardName ? `Project: ${boardName}` : 'All projects'}</span>
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={webhook.active}
            onChange={(event) => setActive(event.target.checked)}
          />
          Active
        </label>
        <WebhookActions webhook={webhook} onEdit={() => setEditing(true)} onRotated={setSecret} />
      </div>
      {secret && (
        <NewWebhookSecret
          title="The secret is rotated."
          secret={secret}
          onDone={() => setSecret(null)}
        />
      )}
      {editing && (
        <WebhookForm
          label="Edit webhook"
          submitLabel="Save"
          failure="Could not change the webhook"
          defaultValues={{ url: webhook.url, events: webhook.events, boardId: '' }}
          onSubmit={async ({ url, events }) => {
            await update.mutateAsync({ url, events });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      )}
      <div className="space-y-2">
        <h4 className="text-sm font-semibold">Latest deliveries</h4>
        <WebhookDeliveries webhookId={webhook._id} label={`Latest deliveries to ${webhook.url}`} />
      </div>
    </li>
  );
}
