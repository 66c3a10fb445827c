import type { Checklist } from '@teamboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { offerUndo } from '../../../lib/offer-undo';
import { invalidateTaskActivity } from '../../task-activity/api/get-task-activity';
import { readChecklists, writeChecklists, type ChecklistTask } from './checklists-cache';

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

/** Deletes a checklist or an item with Undo (see offerUndo). */
export function useUndoableDelete<Thing>(task: ChecklistTask, spec: UndoableDelete<Thing>) {
  const queryClient = useQueryClient();
  const { without, restored, request, message, failure } = spec;
  return useCallback(
    (thing: Thing) => {
      const change = (apply: ChecklistsChange<Thing>) =>
        writeChecklists(queryClient, task, apply(readChecklists(queryClient, task._id), thing));
      offerUndo({
        message: message(thing),
        apply: () => change(without),
        restore: () => change(restored),
        commit: () => request(thing),
        onCommitted: () => invalidateTaskActivity(queryClient, task._id),
        failure,
      });
    },
    [queryClient, task, without, restored, request, message, failure],
  );
}
