import type { Task } from '@teamboard/shared';
import { useTasks } from '../api/get-tasks';
import { useUpdateTask, type TaskPatch } from '../api/update-task';
import { TASK_LINK_KINDS, type TaskLinkKind } from '../task-links';
import { TaskLinkField } from './task-link-field';

const patchFor = (kind: TaskLinkKind, ids: string[]): TaskPatch =>
  kind === 'blockers' ? { blockers: ids } : { dependencies: ids };

/**
 * Blockers and dependencies, picked among the board's tasks. Each change is saved at once and
 * shown before the server answers; a refusal (another board, a cycle) is toasted and undone.
 */
export function TaskLinksSection({ task, readOnly }: { task: Task; readOnly: boolean }) {
  const tasks = useTasks(task.boardId).data?.tasks ?? [];
  const update = useUpdateTask();
  return (
    <div className="space-y-4">
      {TASK_LINK_KINDS.map((kind) => (
        <TaskLinkField
          key={kind}
          kind={kind}
          task={task}
          tasks={tasks}
          readOnly={readOnly}
          onChange={(ids) => update.mutate({ task, patch: patchFor(kind, ids) })}
        />
      ))}
    </div>
  );
}
