import type { BoardTask } from '@teamboard/shared';
import { useId, useState } from 'react';
import { Input } from '../../../components/ui/input';
import { taskLinkLabel } from '../task-links';

interface TaskLinkPickerProps {
  /** The search box's accessible name, e.g. "Add blocker". */
  label: string;
  /** The tasks that may be picked for a query. */
  search: (query: string) => BoardTask[];
  /** With the picked task's `_id`. */
  onPick: (taskId: string) => void;
}

/** A search over the board's tasks by task key or title; picking one links it (Enter: the first). */
export function TaskLinkPicker({ label, search, onPick }: TaskLinkPickerProps) {
  const resultsId = useId();
  const [query, setQuery] = useState('');
  const results = search(query);
  const pick = (task: BoardTask) => {
    onPick(task._id);
    setQuery('');
  };
  return (
    <div className="space-y-1">
      <Input
        aria-label={label}
        aria-controls={results.length > 0 ? resultsId : undefined}
        placeholder="Search tasks by ID or title"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            if (results[0]) pick(results[0]);
          }
          if (event.key === 'Escape') setQuery('');
        }}
      />
      {query.trim() && results.length === 0 && (
        <p className="text-xs text-neutral-500">No matching tasks</p>
      )}
      {results.length > 0 && (
        <ul
          id={resultsId}
          aria-label={`${label}: matching tasks`}
          className="max-h-48 overflow-y-auto rounded-md border border-neutral-200 py-1 dark:border-neutral-800"
        >
          {results.map((task) => (
            <li key={task._id}>
              <button
                type="button"
                onClick={() => pick(task)}
                className="block w-full truncate px-3 py-1.5 text-left text-sm hover:bg-neutral-100 dark:hover:bg-neutral-800"
              >
                {taskLinkLabel(task)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
