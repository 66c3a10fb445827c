import type { Column } from '@teamboard/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { reportOutcome } from '../../../lib/report-outcome';
import { useDeleteColumn } from '../api/delete-column';

interface DeleteColumnPromptProps {
  column: Column;
  /** How many tasks it holds (hidden by filters or not). */
  taskCount: number;
  /** Every column of the board. */
  columns: Column[];
  onDone: () => void;
}

const tasksLabel = (count: number) => (count === 1 ? '1 task' : `${count} tasks`);

/** Asks before deleting a column, and where its tasks go when it has any. */
export function DeleteColumnPrompt({
  column,
  taskCount,
  columns,
  onDone,
}: DeleteColumnPromptProps) {
  const others = columns.filter((each) => each._id !== column._id);
  const [chosen, setChosen] = useState(others[0]?._id ?? '');
  const target = others.some((each) => each._id === chosen) ? chosen : (others[0]?._id ?? '');
  const remove = useDeleteColumn();
  const stuck = taskCount > 0 && others.length === 0;

  const confirm = () =>
    reportOutcome(
      remove.mutateAsync({ column, moveTasksTo: taskCount > 0 ? target : null }),
      'Failed to delete column',
      onDone,
    );

  return (
    <div
      role="alertdialog"
      aria-label={`Delete column ${column.title}`}
      className="mt-3 space-y-2 rounded-lg bg-white p-3 text-sm shadow-sm dark:bg-neutral-800"
    >
      {taskCount === 0 ? (
        <p>Delete this column?</p>
      ) : stuck ? (
        <p>It holds {tasksLabel(taskCount)} and there is no other column to move them to.</p>
      ) : (
        <>
          <p>It holds {tasksLabel(taskCount)}. Move them to:</p>
          <Select
            aria-label="Move tasks to"
            value={target}
            onChange={(event) => setChosen(event.target.value)}
            className="w-full"
          >
            {others.map((each) => (
              <option key={each._id} value={each._id}>
                {each.title}
              </option>
            ))}
          </Select>
        </>
      )}
      <div className="flex gap-2">
        {!stuck && (
          <Button variant="danger" size="sm" loading={remove.isPending} onClick={confirm}>
            Delete column
          </Button>
        )}
        <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
