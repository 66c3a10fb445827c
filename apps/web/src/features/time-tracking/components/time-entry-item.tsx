import { formatDuration, type Task, type TimeEntry } from '@teamboard/shared';
import { useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { reportOutcome } from '../../../lib/report-outcome';
import { useDeleteTimeEntry } from '../api/delete-time-entry';
import { useUpdateTimeEntry } from '../api/update-time-entry';
import { entryChanges } from '../time-entry-input';
import { TimeEntryForm } from './time-entry-form';

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface TimeEntryItemProps {
  task: Task;
  entry: TimeEntry;
  /** Its author, or a board admin: the server enforces the same rule. */
  editable: boolean;
}

/** One entry: who, when, how long and what; edit and delete for those allowed. */
export function TimeEntryItem({ task, entry, editable }: TimeEntryItemProps) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateTimeEntry(task);
  const remove = useDeleteTimeEntry(task);

  if (editing) {
    return (
      <li className="py-3">
        <TimeEntryForm
          entry={entry}
          submitLabel="Save"
          pending={update.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={(input, draft) => {
            const changes = entryChanges(entry, draft, input);
            if (Object.keys(changes).length === 0) {
              setEditing(false);
              return;
            }
            reportOutcome(
              update.mutateAsync({ entryId: entry._id, input: changes }),
              'Failed to update time entry',
              () => setEditing(false),
            );
          }}
        />
      </li>
    );
  }
  return (
    <li data-testid={`time-entry-${entry._id}`} className="flex gap-3 py-3">
      <Avatar name={entry.user.name} src={entry.user.avatar} size="sm" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-medium">{entry.user.name}</span>
          <time dateTime={entry.startTime} className="text-xs text-neutral-500">
            {WHEN.format(new Date(entry.startTime))}
          </time>
          <span className="ml-auto font-medium tabular-nums">{formatDuration(entry.duration)}</span>
        </p>
        {entry.description && (
          <p className="text-sm break-words whitespace-pre-wrap text-neutral-700 dark:text-neutral-300">
            {entry.description}
          </p>
        )}
        {editable && (
          <div className="flex items-center gap-2">
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <ConfirmButton
              label="Delete"
              question="Delete this time entry?"
              variant="ghost"
              loading={remove.isPending}
              onConfirm={() =>
                reportOutcome(remove.mutateAsync(entry._id), 'Failed to delete time entry')
              }
            />
          </div>
        )}
      </div>
    </li>
  );
}
