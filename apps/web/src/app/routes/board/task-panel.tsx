import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useUploads } from '../../../features/attachments/api/use-uploads';
import { AttachmentsSection } from '../../../features/attachments/components/attachments-section';
import { TaskCover } from '../../../features/attachments/components/task-cover';
import { useCurrentBoard } from '../../../features/boards/current-board';
import { ChecklistsSection } from '../../../features/checklists/components/checklists-section';
import { useDeleteTask } from '../../../features/tasks/api/delete-task';
import { TaskDetails } from '../../../features/tasks/components/task-details';
import { TaskLinksSection } from '../../../features/tasks/components/task-links-section';
import { useWholeTask } from '../../../features/tasks/use-whole-task';
import { TaskTimerButton } from '../../../features/time-tracking/components/task-timer-button';
import { ApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/class-names';
import { filePasteHandler } from '../../../lib/file-paste';
import { useFileDrop } from '../../../lib/use-file-drop';
import { useBoardPageTitle } from '../../page-title';
import { TaskPanelTabs } from './task-panel-tabs';
import { usePanelKeys } from './use-panel-keys';
import type { ImageUpload } from '../../../features/rich-text/image-files';
import { ImageUploadProvider } from '../../../features/rich-text/image-upload-context';

interface TaskPanelProps {
  /** The `?task=` value: a task id like "WEB-3" or an `_id`. */
  taskKey: string;
  onClose: () => void;
}

/**
 * The side panel over the board for one task: its cover, fields, checklists, files, blockers and
 * dependencies, delete, then its comments and activity.
 */
export function TaskPanel({ taskKey, onClose }: TaskPanelProps) {
  const { board, can } = useCurrentBoard();
  const { task, error } = useWholeTask(board._id, taskKey);
  useBoardPageTitle(task && `${task.taskId} ${task.title}`);
  const remove = useDeleteTask();
  // Files dropped or pasted anywhere on the panel (but into a field) are attached, for those who
  // may attach them.
  const uploads = useUploads(task && can('board.work') ? task : null);
  const attach = task && can('board.work') ? uploads.start : null;
  // Images pasted or dropped into the description or a comment are the task's files too.
  const uploadImages: ImageUpload | undefined = attach
    ? (files) => uploads.send(files).map((stored) => stored.then((file) => file?.url ?? null))
    : undefined;
  const fileDrop = useFileDrop(attach);
  const panel = useRef<HTMLElement>(null);
  usePanelKeys({ panel, task, canWork: can('board.work'), onClose });

  // A link to a task that is not there (deleted, mistyped) says so and leaves the address.
  useEffect(() => {
    if (!error) return;
    const missing = error instanceof ApiError && error.status === 404;
    toast.error(missing ? 'Task not found' : 'Failed to fetch Task data');
    onClose();
  }, [error, onClose]);

  return (
    // Below the app's header, so its bell and menus stay in reach while a task is open.
    // Focusable (not in the tab order) so that a click on it makes a paste the panel's, and so
    // that it takes the focus as it opens: its keys work at once.
    <aside
      ref={panel}
      data-testid="task-panel"
      aria-label={task ? `Task ${task.taskId}` : 'Task'}
      tabIndex={-1}
      {...fileDrop.props}
      onPaste={filePasteHandler(attach)}
      className={cn(
        'fixed top-14 bottom-0 right-0 z-30 w-full space-y-4 overflow-x-hidden overflow-y-auto border-neutral-200 bg-white p-4 shadow-xl sm:max-w-md sm:border-l sm:p-6 outline-none dark:border-neutral-800 dark:bg-neutral-950',
        fileDrop.over && 'ring-2 ring-indigo-500 ring-inset',
      )}
    >
      <header className="flex items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <p className="text-sm font-medium text-neutral-500">{task?.taskId}</p>
          {task?.externalKey && <Badge>Jira: {task.externalKey}</Badge>}
        </div>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </header>
      {task ? (
        <ImageUploadProvider value={uploadImages}>
          {task.cover && <TaskCover cover={task.cover} className="h-40 w-full rounded-lg" />}
          <TaskDetails key={task._id} task={task} readOnly={!can('board.work')} />
          <ChecklistsSection task={task} />
          <AttachmentsSection task={task} uploads={uploads} />
          <TaskLinksSection task={task} readOnly={!can('board.work')} />
          {can('board.work') && (
            <div className="flex items-center justify-between gap-3">
              <TaskTimerButton task={task} />
              {/* No "are you sure": the toast's Undo takes it back. */}
              <Button
                variant="ghost"
                onClick={() => {
                  remove(task);
                  onClose();
                }}
              >
                Delete task
              </Button>
            </div>
          )}
          <TaskPanelTabs task={task} />
        </ImageUploadProvider>
      ) : (
        <Spinner className="mx-auto size-6 text-indigo-600" />
      )}
    </aside>
  );
}
