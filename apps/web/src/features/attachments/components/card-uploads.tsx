import { formatFileSize, type BoardTask } from '@teamboard/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-error';
import { upgradePathOf } from '../../../lib/plan-limit-error';
import { attachFile } from '../api/attach-file';
import { UploadCancelled } from '../api/upload-attachment';

/** How long a refused file's toast stays: time to read why. */
const REFUSED_TOAST_MS = 10_000;

interface UploadProgressProps {
  file: File;
  taskKey: string;
  loaded: number;
}

/** A file on its way to a card's task: its name, where it goes, and how much is sent. */
function UploadProgress({ file, taskKey, loaded }: UploadProgressProps) {
  return (
    <div className="w-full min-w-0 space-y-1">
      <p className="truncate" title={file.name}>
        {file.name} <span className="opacity-70">to {taskKey}</span>
      </p>
      <progress
        aria-label={`Uploading ${file.name}`}
        className="h-1.5 w-full accent-indigo-600"
        max={file.size || 1}
        value={loaded}
      />
      <p className="text-xs opacity-70">
        {formatFileSize(loaded)} of {formatFileSize(file.size)}
      </p>
    </div>
  );
}

let lastId = 0;

/**
 * One file dropped onto a card: a toast follows it with its progress and Cancel, then says it is
 * attached, or why the server refused it (too large, a program, the plan's storage full: with
 * Upgrade then).
 */
function uploadWithToast(
  queryClient: QueryClient,
  navigate: (path: string) => void,
  task: BoardTask,
  file: File,
): void {
  const id = `card-upload-${++lastId}`;
  const show = (loaded: number) =>
    toast.loading(<UploadProgress file={file} taskKey={task.taskId} loaded={loaded} />, {
      id,
      duration: Infinity,
      action: { label: 'Cancel', onClick: () => sending.abort() },
    });
  const sending = attachFile(queryClient, task, file, show);
  show(0);
  sending.done.then(
    // Undefined: the toaster's usual duration again, and no Cancel.
    () =>
      toast.success(`${file.name} attached to ${task.taskId}`, {
        id,
        duration: undefined,
        action: undefined,
      }),
    (error: unknown) => {
      if (error instanceof UploadCancelled) return toast.dismiss(id);
      const upgrade = upgradePathOf(error);
      toast.error(`${file.name} was not attached: ${errorMessage(error, 'Upload failed')}`, {
        id,
        duration: REFUSED_TOAST_MS,
        action: upgrade ? { label: 'Upgrade', onClick: () => navigate(upgrade) } : undefined,
      });
    },
  );
}

/** Attaches files dropped onto a card to its task, each followed by its own toast. */
export function useCardUploads(): (task: BoardTask, files: File[]) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (task, files) => {
      for (const file of files)
        uploadWithToast(queryClient, (path) => void navigate(path), task, file);
    },
    [queryClient, navigate],
  );
}
