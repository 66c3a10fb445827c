import type { Webhook } from '@teamboard/shared/webhook';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { reportOutcome } from '../../../lib/report-outcome';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { useSendTestEvent } from '../api/send-test-event';

interface WebhookActionsProps {
  webhook: Webhook;
  onEdit: () => void;
  onRotated: (secret: string) => void;
}

/** Edit, send a test event, rotate the secret, delete (the last two asked twice). */
export function WebhookActions({ webhook, onEdit, onRotated }: WebhookActionsProps) {
  const test = useSendTestEvent(webhook._id);
  const rotate = useRotateWebhookSecret(webhook._id);
  const remove = useDeleteWebhook(webhook);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="secondary" onClick={onEdit}>
        Edit
      </Button>
      <Button
        size="sm"
        variant="secondary"
        loading={test.isPending}
        onClick={() =>
          reportOutcome(test.mutateAsync(), 'Could not send a test event', () =>
            toast.success('Test event queued'),
          )
        }
      >
        Send test event
      </Button>
      <ConfirmButton
        label="Rotate secret"
        question="The current secret stops working at once. Rotate?"
        loading={rotate.isPending}
        onConfirm={() =>
          reportOutcome(rotate.mutateAsync(), 'Could not rotate the secret', ({ secret }) =>
            onRotated(secret),
          )
        }
      />
      <ConfirmButton
        label="Delete"
        question="Delete this webhook and its deliveries?"
        loading={remove.isPending}
        onConfirm={() =>
          reportOutcome(remove.mutateAsync(), 'Could not delete the webhook', () =>
            toast.success('Webhook deleted'),
          )
        }
      />
    </div>
  );
}
