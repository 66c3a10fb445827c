import type { BoardTask } from '@teamboard/shared';
import { TASK_LINK_NAMES, taskLinkCandidates, type TaskLinkKind } from '../task-links';
import { TaskLinkChip } from './task-link-chip';
import { TaskLinkPicker } from './task-link-picker';

interface TaskLinkFieldProps {
  kind: TaskLinkKind;
  task: BoardTask;
  /** The board's tasks (its cached list). */
  tasks: BoardTask[];
  readOnly: boolean;
  onChange: (taskIds: string[]) => void;
}

/** The task's blockers or its dependencies as chips, and a search to add one. */
export function TaskLinkField({ kind, task, tasks, readOnly, onChange }: TaskLinkFieldProps) {
  const { legend, noun } = TASK_LINK_NAMES[kind];
  const ids = task[kind];
  const byId = new Map(tasks.map((each) => [each._id, each]));
  return (
    <fieldset className="space-y-1.5">
      <legend className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
        {legend}
      </legend>
      {ids.length === 0 ? (
        <p className="text-sm text-neutral-500">None</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {ids.map((id) => (
            <li key={id} className="max-w-full">
              <TaskLinkChip
                linked={byId.get(id)}
                onRemove={readOnly ? undefined : () => onChange(ids.filter((each) => each !== id))}
              />
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <TaskLinkPicker
          label={`Add ${noun}`}
          search={(query) => taskLinkCandidates(tasks, task, kind, query)}
          onPick={(id) => onChange([...ids, id])}
        />
      )}
    </fieldset>
  );
}
