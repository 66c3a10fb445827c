import type { WebhookDelivery } from '@teamboard/shared/webhook';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { Table, TableCell, type TableColumn } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-error';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { DELIVERY_STATUS, duration, when } from './delivery-labels';
import { WebhookDeliveryDetails } from './webhook-delivery-detail';

const COLUMNS: TableColumn[] = [
  { key: 'event', header: 'Event' },
  { key: 'status', header: 'Status' },
  { key: 'code', header: 'HTTP code' },
  { key: 'duration', header: 'Duration', align: 'right' },
  { key: 'when', header: 'When' },
  { key: 'details', header: 'Details', hidden: true },
];

function DeliveryRow({
  delivery,
  open,
  onToggle,
}: {
  delivery: WebhookDelivery;
  open: boolean;
  onToggle: () => void;
}) {
  const status = DELIVERY_STATUS[delivery.status];
  return (
    <tr>
      <TableCell>
        <code className="font-mono text-xs">{delivery.event}</code>
      </TableCell>
      <TableCell>
        <Badge tone={status.tone}>{status.label}</Badge>
      </TableCell>
      <TableCell>{delivery.responseStatus ?? '—'}</TableCell>
      <TableCell align="right" nowrap>
        {duration(delivery.durationMs)}
      </TableCell>
      <TableCell nowrap>{when(delivery.lastAttemptAt ?? delivery.createdAt)}</TableCell>
      <TableCell align="right">
        <Button size="sm" variant="ghost" aria-expanded={open} onClick={onToggle}>
          {open ? 'Hide details' : 'Details'}
        </Button>
      </TableCell>
    </tr>
  );
}

/** A webhook's latest deliveries; one at a time opens with its request and answer below. */
export function WebhookDeliveries({ webhookId, label }: { webhookId: string; label: string }) {
  const deliveries = useWebhookDeliveries(webhookId);
  const [openId, setOpenId] = useState<string | null>(null);
  if (deliveries.isPending) return <Spinner label="Loading deliveries" />;
  if (deliveries.isError) {
    return (
      <Alert tone="error">{errorMessage(deliveries.error, 'Could not load the deliveries')}</Alert>
    );
  }
  const list = deliveries.data.deliveries;
  if (list.length === 0) {
    return <p className="text-sm text-neutral-600 dark:text-neutral-400">No deliveries yet.</p>;
  }
  return (
    <div className="space-y-3">
      <Table label={label} columns={COLUMNS}>
        {list.map((delivery) => (
          <DeliveryRow
            key={delivery._id}
            delivery={delivery}
            open={openId === delivery._id}
            onToggle={() => setOpenId(openId === delivery._id ? null : delivery._id)}
          />
        ))}
      </Table>
      {openId && <WebhookDeliveryDetails webhookId={webhookId} deliveryId={openId} />}
    </div>
  );
}
