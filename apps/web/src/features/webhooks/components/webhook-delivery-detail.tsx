import type { WebhookDeliveryDetail } from '@teamboard/shared/webhook';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { reportOutcome } from '../../../lib/report-outcome';
import { useWebhookDelivery } from '../api/get-webhook-delivery';
import { useRedeliver } from '../api/redeliver-webhook-delivery';
import { when } from './delivery-labels';

const BODY_CLASSES =
  'max-h-64 overflow-auto rounded bg-neutral-100 p-2 font-mono text-xs break-all whitespace-pre-wrap text-neutral-900 dark:bg-neutral-800 dark:text-neutral-100';

/** A body as sent or received; focusable, so that a keyboard can scroll a long one. */
function Body({ label, text }: { label: string; text: string }) {
  return (
    <pre role="region" tabIndex={0} aria-label={label} className={BODY_CLASSES}>
      {text}
    </pre>
  );
}

function Headers({ headers }: { headers: Record<string, string> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 font-mono text-xs">
      {Object.entries(headers).map(([name, value]) => (
        <div key={name} className="contents">
          <dt className="text-neutral-600 dark:text-neutral-400">{name}</dt>
          <dd className="break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Exchange({ delivery }: { delivery: WebhookDeliveryDetail }) {
  const { request, response } = delivery;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-label="Request" className="min-w-0 space-y-2">
        <h5 className="text-sm font-semibold">Request</h5>
        <p className="font-mono text-xs break-all">POST {request.url}</p>
        <Headers headers={request.headers} />
        <Body label="Request body" text={request.body} />
      </section>
      <section aria-label="Response" className="min-w-0 space-y-2">
        <h5 className="text-sm font-semibold">Response</h5>
        {response ? (
          <>
            <p className="text-sm">HTTP {response.status}</p>
            <Body label="Response body" text={response.body || '(empty body)'} />
          </>
        ) : (
          <p className="text-sm">No answer{delivery.error ? `: ${delivery.error}` : ''}</p>
        )}
      </section>
    </div>
  );
}

/** One delivery: what was sent, what came back, and sending it again. */
export function WebhookDeliveryDetails({
  webhookId,
  deliveryId,
}: {
  webhookId: string;
  deliveryId: string;
}) {
  const detail = useWebhookDelivery(deliveryId);
  const redeliver = useRedeliver(webhookId);
  if (detail.isPending) return <Spinner label="Loading the delivery" />;
  if (detail.isError) {
    return <Alert tone="error">{errorMessage(detail.error, 'Could not load the delivery')}</Alert>;
  }
  const { delivery } = detail.data;
  return (
    <div className="space-y-3 rounded-md border border-neutral-200 p-3 dark:border-neutral-800">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p>
          {delivery.attempts} {delivery.attempts === 1 ? 'attempt' : 'attempts'}, the last{' '}
          {when(delivery.lastAttemptAt)}
          {delivery.nextAttemptAt && `; next ${when(delivery.nextAttemptAt)}`} · Delivery id{' '}
          <code className="font-mono text-xs">{delivery.eventId}</code>
        </p>
        <Button
          size="sm"
          variant="secondary"
          loading={redeliver.isPending}
          onClick={() => reportOutcome(redeliver.mutateAsync(deliveryId), 'Could not redeliver')}
        >
          Redeliver
        </Button>
      </div>
      <Exchange delivery={delivery} />
    </div>
  );
}
