import { useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { reportOutcome } from '../../../lib/report-outcome';
import { useCreateTask } from '../api/create-task';
import { useRecentTasks } from '../recent-tasks-store';

interface QuickAddProps {
  boardId: string;
  columnId: string;
  placement: 'top' | 'bottom';
}

/** "Add task" at the top or bottom of a column: Enter creates, Escape cancels. */
export function QuickAdd({ boardId, columnId, placement }: QuickAddProps) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const create = useCreateTask();
  const markRecent = useRecentTasks((state) => state.markRecent);

  const close = () => {
    setOpen(false);
    setTitle('');
  };
  const submit = () => {
    const trimmed = title.trim();
    if (!trimmed || create.isPending) return;
    const input = { boardId, columnId, fields: { title: trimmed }, position: placement };
    // No toast: the card appearing in the column is the confirmation.
    reportOutcome(create.mutateAsync(input), 'Failed to create task', ({ task }) =>
      markRecent(task._id),
    );
    setTitle('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      close();
    }
  };

  return (
    <div data-testid={`quick-add-${placement}-${columnId}`}>
      {open ? (
        <Input
          autoFocus
          aria-label={`New task title (${placement})`}
          placeholder="Task title, Enter to add"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => !title.trim() && close()}
        />
      ) : (
        <Button variant="ghost" size="sm" fullWidth onClick={() => setOpen(true)}>
          + Add task
        </Button>
      )}
    </div>
  );
}
