import type { BoardTask } from '@teamboard/shared';
import { Link, useLocation } from 'react-router';
import { withParam } from '../../../lib/search-string';
import { taskLinkLabel } from '../task-links';

interface TaskLinkChipProps {
  /** The linked task, or undefined when the board's list does not hold it (any more). */
  linked: BoardTask | undefined;
  onRemove?: (() => void) | undefined;
}

/**
 * "WEB-3 Write copy" opening that task's panel (the board's filters kept), with a × to unlink it
 * when editable.
 */
export function TaskLinkChip({ linked, onRemove }: TaskLinkChipProps) {
  const { search } = useLocation();
  const label = linked ? taskLinkLabel(linked) : 'Unknown task';
  let text = <span className="truncate">{label}</span>;
  if (linked) {
    text = (
      <Link
        to={{ search: withParam(search, 'task', linked.taskId) }}
        className="truncate hover:underline"
      >
        {label}
      </Link>
    );
  }
  return (
    <span className="inline-flex max-w-full items-center gap-1 rounded-full bg-neutral-100 px-2.5 py-1 text-xs font-medium text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200">
      {text}
      {onRemove && (
        <button
          type="button"
          aria-label={`Remove ${label}`}
          onClick={onRemove}
          className="-mr-1 rounded-full px-1 text-neutral-500 hover:bg-neutral-200 hover:text-neutral-900 dark:hover:bg-neutral-700 dark:hover:text-white"
        >
          ×
        </button>
      )}
    </span>
  );
}
