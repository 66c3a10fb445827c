import type { Checklist } from '@teamboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-error';
import { invalidateTaskActivity } from '../../task-activity/api/get-task-activity';
import { readChecklists, writeChecklists, type ChecklistTask } from './checklists-cache';

/** How long Undo is offered. */
export const UNDO_MS = 6000;

type ChecklistsChange<Thing> = (checklists: Checklist[], thing: Thing) => Checklist[];

/** What deleting one kind of thing (an item, a checklist) takes. */
export interface UndoableDelete<Thing> {
  without: ChecklistsChange<Thing>;
  /** The checklists with it back where it was. */
  restored: ChecklistsChange<Thing>;
  request: (thing: Thing) => Promise<unknown>;
  /** The toast's words, e.g. "Item deleted". */
  message: (thing: Thing) => string;
  failure: string;
}

/**
 * Deleting with Undo: the thing leaves the list at once and a toast offers Undo for six seconds.
 * The server deletes it only when the toast goes without Undo, so Undo puts back exactly what was
 * there (it never left the server). Closing the page meanwhile keeps it: nothing is lost.
 */
export function useUndoableDelete<Thing>(task: ChecklistTask, spec: UndoableDelete<Thing>) {
  const queryClient = useQueryClient();
  const { without, restored, request, message, failure } = spec;
  return useCallback(
    (thing: Thing) => {
      const change = (apply: ChecklistsChange<Thing>) =>
        writeChecklists(queryClient, task, apply(readChecklists(queryClient, task._id), thing));
      change(without);
      let settled = false;
      const commit = () => {
        if (settled) return;
        settled = true;
        request(thing).then(
          () => invalidateTaskActivity(queryClient, task._id),
          (error: unknown) => {
            change(restored);
            toast.error(errorMessage(error, failure));
          },
        );
      };
      toast(message(thing), {
        duration: UNDO_MS,
        action: {
          label: 'Undo',
          onClick: () => {
            settled = true;
            change(restored);
          },
        },
        onAutoClose: commit,
        onDismiss: commit,
      });
    },
    [queryClient, task, without, restored, request, message, failure],
  );
}
