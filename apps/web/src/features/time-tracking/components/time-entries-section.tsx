import { formatDuration, type Task } from '@teamboard/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { reportOutcome } from '../../../lib/report-outcome';
import { useSessionStore } from '../../../lib/session-store';
import { useCurrentBoard } from '../../boards/current-board';
import { useAddTimeEntry } from '../api/add-time-entry';
import { TimeEntryForm } from './time-entry-form';
import { TimeEntryItem } from './time-entry-item';

/**
 * The task's recorded time, newest first, with its total; those who work on the board log time
 * by hand. Entries are the user's own to change, any of them for a board admin.
 */
export function TimeEntriesSection({ task }: { task: Task }) {
  const { can } = useCurrentBoard();
  const selfId = useSessionStore((state) => state.user?._id);
  const [adding, setAdding] = useState(false);
  const add = useAddTimeEntry(task);
  const entries = [...task.timeEntries].sort(
    (a, b) => Date.parse(b.startTime) - Date.parse(a.startTime),
  );
  const manager = can('board.manage');

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm">
          Total <strong className="tabular-nums">{formatDuration(task.totalTime)}</strong>
        </p>
        {can('board.work') && !adding && (
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
            Log time
          </Button>
        )}
      </div>
      {adding && (
        <TimeEntryForm
          submitLabel="Add"
          pending={add.isPending}
          onCancel={() => setAdding(false)}
          onSubmit={(input) =>
            reportOutcome(add.mutateAsync(input), 'Failed to add time entry', () =>
              setAdding(false),
            )
          }
        />
      )}
      {entries.length === 0 ? (
        <p className="text-sm text-neutral-500">No time logged yet.</p>
      ) : (
        <ul
          aria-label="Time entries"
          className="divide-y divide-neutral-200 dark:divide-neutral-800"
        >
          {entries.map((entry) => (
            <TimeEntryItem
              key={entry._id}
              task={task}
              entry={entry}
              editable={can('board.work') && (manager || entry.user._id === selfId)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
