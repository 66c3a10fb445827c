import { cn } from '../../../lib/class-names';
import { sanitizeNotificationHtml } from '../notification-html';

/** A notification's message, shown as (sanitised) HTML. */
export function NotificationMessage({ html, className }: { html: string; className?: string }) {
  return (
    <span
      data-testid="notification-message"
      className={cn('block', className)}
      dangerouslySetInnerHTML={{ __html: sanitizeNotificationHtml(html) }}
    />
  );
}
