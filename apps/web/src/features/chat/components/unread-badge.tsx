import { cn } from '../../../lib/class-names';

/** More than this shows as "99+". */
const MAX_SHOWN_COUNT = 99;

/** A red count of unread messages; nothing at 0. */
export function UnreadBadge({
  count,
  className,
  testId,
}: {
  count: number;
  className?: string;
  testId: string;
}) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className={cn(
        'flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-semibold text-white',
        className,
      )}
    >
      {count > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : count}
    </span>
  );
}
