import type { Task } from '@teamboard/shared';
import { useRef, useState } from 'react';
import { checkTaskTitle } from '../task-title-check';
import { ChangedUnderYou } from './changed-under-you';

interface TaskTitleFieldProps {
  task: Task;
  readOnly: boolean;
  onSave: (title: string) => void;
}

/**
 * The title, edited where it is shown: Enter or leaving the field saves, Escape puts it back.
 * While someone types, a change from elsewhere does not overwrite them: it is offered instead.
 */
export function TaskTitleField({ task, readOnly, onSave }: TaskTitleFieldProps) {
  /** What is being typed, and the title it started from; null while not editing. */
  const [edit, setEdit] = useState<{ text: string; from: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Escape blurs the field to end the edit: that blur must not save what Escape dropped.
  const dropped = useRef(false);
  if (readOnly) return <h2 className="text-lg font-semibold break-words">{task.title}</h2>;

  const finish = () => {
    setEdit(null);
    setError(null);
  };
  const save = (keepOnError: boolean) => {
    if (!edit) return;
    const checked = checkTaskTitle(edit.text);
    if ('error' in checked) {
      if (keepOnError) return setError(checked.error);
      return finish();
    }
    if (checked.text !== task.title) onSave(checked.text);
    finish();
  };

  return (
    <div>
      <input
        aria-label="Title"
        value={edit?.text ?? task.title}
        aria-invalid={error !== null || undefined}
        onFocus={() => setEdit({ text: task.title, from: task.title })}
        onChange={(event) => setEdit({ text: event.target.value, from: edit?.from ?? task.title })}
        onBlur={() => {
          if (!dropped.current) save(false);
          dropped.current = false;
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save(true);
          } else if (event.key === 'Escape') {
            event.stopPropagation();
            finish();
            dropped.current = true;
            event.currentTarget.blur();
          }
        }}
        className="w-full rounded-md border border-transparent bg-transparent px-1 py-0.5 text-lg font-semibold hover:border-neutral-200 focus:border-indigo-500 focus:outline-none dark:hover:border-neutral-700"
      />
      {error && <p className="mt-1 text-xs text-red-600 dark:text-red-400">{error}</p>}
      {edit && task.title !== edit.from && (
        <ChangedUnderYou
          theirs={task.title}
          onUseTheirs={() => setEdit({ text: task.title, from: task.title })}
        />
      )}
    </div>
  );
}
