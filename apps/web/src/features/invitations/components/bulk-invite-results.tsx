import type { BulkInvitationResponse } from '@teamboard/shared';
import { cn } from '../../../lib/class-names';

type BulkResult = BulkInvitationResponse['results'][number];

const STATUS_LABELS: Record<BulkResult['status'], string> = {
  invited: 'Invited',
  already_member: 'Already a member',
  already_invited: 'Already invited',
  recently_cancelled: 'Cancelled less than a day ago',
  invalid: 'Invalid email',
  forbidden: 'Not allowed',
};

/** One line per email: what happened to it, and the server's reason when it was not invited. */
export function BulkInviteResults({ results }: { results: BulkResult[] }) {
  const invited = results.filter((result) => result.status === 'invited').length;
  return (
    <div className="space-y-2" aria-live="polite">
      <p className="text-sm font-medium">
        {invited} of {results.length} invited
      </p>
      <ul className="divide-y divide-neutral-200 rounded-md border border-neutral-200 text-sm dark:divide-neutral-800 dark:border-neutral-800">
        {results.map((result) => (
          <li
            key={result.email}
            className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
          >
            <span className="truncate">{result.email}</span>
            <span
              className={cn(
                'text-xs font-medium',
                result.status === 'invited'
                  ? 'text-emerald-700 dark:text-emerald-400'
                  : 'text-amber-700 dark:text-amber-400',
              )}
            >
              {STATUS_LABELS[result.status]}
              {result.message && result.status !== 'invited' && ` — ${result.message}`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
