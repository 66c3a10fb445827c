import type { Attachment } from '@teamboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { attachFile } from './attach-file';
import type { AttachmentTask } from './attachments-cache';
import { UploadCancelled } from './upload-attachment';

/** A file on its way to a task, or one the server refused (`error` says why). */
export interface Upload {
  id: number;
  taskId: string;
  name: string;
  size: number;
  loaded: number;
  error: string | null;
}

export interface Uploads {
  /** The uploads to the task shown, each until it is done, cancelled or its failure dismissed. */
  uploads: Upload[];
  start: (files: Iterable<File>) => void;
  /** Starts each file's upload too: each promise answers the stored file, or null if it was not. */
  send: (files: Iterable<File>) => Promise<Attachment | null>[];
  cancel: (upload: Upload) => void;
  dismiss: (upload: Upload) => void;
}

let lastId = 0;

/**
 * Uploads files to the task (`null` while it loads) side by side, each with its progress (see
 * attachFile); a refused one stays, saying why, until dismissed.
 */
export function useUploads(task: AttachmentTask | null): Uploads {
  const queryClient = useQueryClient();
  const [all, setAll] = useState<Upload[]>([]);
  const aborts = useRef(new Map<number, () => void>());

  const change = useCallback((id: number, changes: Partial<Upload>) => {
    setAll((held) => held.map((each) => (each.id === id ? { ...each, ...changes } : each)));
  }, []);
  const drop = useCallback((id: number) => {
    aborts.current.delete(id);
    setAll((held) => held.filter((each) => each.id !== id));
  }, []);

  const startOne = useCallback(
    (target: AttachmentTask, file: File) => {
      const id = ++lastId;
      setAll((held) => [
        ...held,
        { id, taskId: target._id, name: file.name, size: file.size, loaded: 0, error: null },
      ]);
      const sending = attachFile(queryClient, target, file, (loaded) => change(id, { loaded }));
      aborts.current.set(id, sending.abort);
      return sending.done.then(
        (attachment) => {
          drop(id);
          return attachment;
        },
        (error: unknown) => {
          if (error instanceof UploadCancelled) drop(id);
          else {
            aborts.current.delete(id);
            change(id, { error: errorMessage(error, 'Upload failed') });
          }
          return null;
        },
      );
    },
    [queryClient, change, drop],
  );

  const send = useCallback(
    (files: Iterable<File>) => {
      if (!task) return [];
      return [...files].map((file) => startOne(task, file));
    },
    [task, startOne],
  );
  // Each upload reports its own failure in its row: nothing is left to catch.
  const start = useCallback((files: Iterable<File>) => void Promise.all(send(files)), [send]);

  return {
    uploads: all.filter((each) => each.taskId === task?._id),
    start,
    send,
    cancel: (upload) => aborts.current.get(upload.id)?.(),
    dismiss: (upload) => drop(upload.id),
  };
}
