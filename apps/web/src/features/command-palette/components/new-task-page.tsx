import { Command } from 'cmdk';
import { useCreateTaskOnBoard } from '../use-create-task-on-board';

/** The palette's last step of "create a task": the typed title, created on Enter. */
export function NewTaskPage({
  workspaceUrl,
  boardId,
  boardTitle,
  title,
  onDone,
}: {
  workspaceUrl: string;
  boardId: string;
  boardTitle: string;
  title: string;
  onDone: () => void;
}) {
  const createTask = useCreateTaskOnBoard(workspaceUrl);
  const trimmed = title.trim();
  return (
    <Command.Item
      value="create-task"
      forceMount
      disabled={trimmed === ''}
      onSelect={() => void createTask(boardId, trimmed).then(onDone)}
      className="flex items-center gap-3 rounded-md px-3 py-2 text-sm data-[disabled=true]:text-neutral-600 data-[selected=true]:bg-indigo-50 dark:data-[disabled=true]:text-neutral-300 dark:data-[selected=true]:bg-indigo-950"
    >
      {trimmed
        ? `Create “${trimmed}” in ${boardTitle}`
        : `Type the title of a task for ${boardTitle}`}
    </Command.Item>
  );
}
