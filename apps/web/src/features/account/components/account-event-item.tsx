import { relativeTime } from '@teamboard/shared';
import type { AccountEvent } from '@teamboard/shared/account-events';
import { cn } from '../../../lib/class-names';
import { describeAccountEvent } from '../account-event-description';
import { AccountEventIcon } from './account-event-icon';

/** One event: its glyph, its sentence, then where from (device, address) and when. */
export function AccountEventItem({ event }: { event: AccountEvent }) {
  const { icon, text, alarming } = describeAccountEvent(event);
  const origin = [event.device, event.ip].filter(Boolean).join(' · ');
  return (
    <li className="flex items-start gap-3 py-3">
      <span
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-full',
          alarming
            ? 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300'
            : 'bg-indigo-50 text-indigo-600 dark:bg-indigo-950 dark:text-indigo-300',
        )}
      >
        <AccountEventIcon name={icon} className="size-4" />
      </span>
      <span className="min-w-0 flex-1 text-sm">
        <span className="block text-neutral-900 dark:text-neutral-100">{text}</span>
        <span className="mt-0.5 block text-xs text-neutral-500 dark:text-neutral-400">
          {origin && <>{origin} · </>}
          <time dateTime={event.createdAt} title={new Date(event.createdAt).toLocaleString()}>
            {relativeTime(event.createdAt)}
          </time>
        </span>
      </span>
    </li>
  );
}
