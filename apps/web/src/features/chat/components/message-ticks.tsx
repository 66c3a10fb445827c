import type { MessageStatus } from '@teamboard/shared';
import { cn } from '../../../lib/class-names';

const LABELS: Record<MessageStatus, string> = {
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
};

/** ✓ sent, ✓✓ delivered, blue ✓✓ read: on my own messages. */
export function MessageTicks({ status }: { status: MessageStatus }) {
  return (
    <span
      role="img"
      aria-label={LABELS[status]}
      title={LABELS[status]}
      data-testid="message-ticks"
      data-status={status}
      className={cn('text-xs tracking-tighter', status === 'read' ? 'text-sky-500' : 'opacity-70')}
    >
      {status === 'sent' ? '✓' : '✓✓'}
    </span>
  );
}
