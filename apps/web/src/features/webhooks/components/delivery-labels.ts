import { relativeTime } from '@teamboard/shared';
import type { WebhookDeliveryStatus } from '@teamboard/shared/webhook';
import type { BadgeTone } from '../../../components/ui/badge';

export const DELIVERY_STATUS: Record<WebhookDeliveryStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'amber' },
  succeeded: { label: 'Succeeded', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
};

export const duration = (ms: number | null) => (ms === null ? '—' : `${ms} ms`);
export const when = (iso: string | null) => (iso ? relativeTime(iso) : '—');
