import type { Task } from '@teamboard/shared';
import { useUpdateTask, type TaskPatch } from '../api/update-task';
import { TaskProperties } from './properties/task-properties';
import { TaskDescriptionField } from './task-description-field';
import { TaskTitleField } from './task-title-field';

/**
 * The task as a living document: its title, properties and description, each saved on its own
 * as it changes (shown at once, put back with a toast if the server refuses). No Save button.
 */
export function TaskDetails({ task, readOnly }: { task: Task; readOnly: boolean }) {
  const update = useUpdateTask();
  const save = (patch: TaskPatch) => update.mutate({ task, patch });
  return (
    <div className="space-y-4">
      <TaskTitleField task={task} readOnly={readOnly} onSave={(title) => save({ title })} />
      <TaskProperties task={task} readOnly={readOnly} save={save} />
      <TaskDescriptionField
        task={task}
        readOnly={readOnly}
        onSave={(description) => save({ description })}
      />
    </div>
  );
}
