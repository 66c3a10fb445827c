import {
  checklistItemResponseSchema,
  checklistResponseSchema,
  taskResponseSchema,
  type Checklist,
  type ChecklistItem,
  type CreateChecklistItemInput,
  type UpdateChecklistItemInput,
} from '@teamboard/shared';
import { useQueryClient } from '@tanstack/react-query';
import { api, noContent } from '../../../lib/api-client';
import { getTask } from '../../tasks/api/get-task';
import { storeTask, taskApiPath } from '../../tasks/api/get-tasks';
import type { ChecklistTask } from './checklists-cache';
import { useChecklistWrite } from './checklist-write';
import { useUndoableDelete, type UndoableDelete } from './use-undoable-delete';

const checklistPath = (id: string) => `/api/checklists/${id}`;
const itemPath = (id: string) => `/api/checklist-items/${id}`;

/** The checklists with one checklist's items changed. */
const withItems = (
  checklists: Checklist[],
  checklistId: string,
  change: (items: ChecklistItem[]) => ChecklistItem[],
) =>
  checklists.map((checklist) =>
    checklist._id === checklistId ? { ...checklist, items: change(checklist.items) } : checklist,
  );

const byPosition = (items: ChecklistItem[]) => [...items].sort((a, b) => a.position - b.position);

/** The checklists with one item replaced (and its list kept in position order). */
const replaceItem = (checklists: Checklist[], item: ChecklistItem) =>
  withItems(checklists, item.checklistId, (items) =>
    byPosition(items.map((each) => (each._id === item._id ? item : each))),
  );

const withoutItem = (checklists: Checklist[], itemId: string) =>
  checklists.map((checklist) => ({
    ...checklist,
    items: checklist.items.filter((item) => item._id !== itemId),
  }));

export function useAddChecklist(task: ChecklistTask) {
  return useChecklistWrite(task, {
    request: (title: string) =>
      api.post(taskApiPath(task._id, 'checklists'), checklistResponseSchema, { title }),
    settled: (checklists, { checklist }) => [
      ...checklists.filter((each) => each._id !== checklist._id),
      checklist,
    ],
    failure: 'Failed to add the checklist',
  });
}

export function useRenameChecklist(task: ChecklistTask) {
  return useChecklistWrite(task, {
    request: ({ id, title }: { id: string; title: string }) =>
      api.put(checklistPath(id), checklistResponseSchema, { title }),
    optimistic: (checklists, { id, title }) =>
      checklists.map((each) => (each._id === id ? { ...each, title } : each)),
    settled: (checklists, { checklist }) =>
      checklists.map((each) => (each._id === checklist._id ? checklist : each)),
    failure: 'Failed to rename the checklist',
  });
}

const checklistDeletion: UndoableDelete<Checklist> = {
  without: (checklists, deleted) => checklists.filter((each) => each._id !== deleted._id),
  restored: (checklists, deleted) =>
    [...checklists, deleted].sort((a, b) => a.position - b.position),
  request: (deleted) => api.delete(checklistPath(deleted._id), noContent),
  message: (deleted) => `Checklist ${deleted.title} deleted`,
  failure: 'Failed to delete the checklist',
};

/** Deletes a checklist and its items, with Undo. */
export function useDeleteChecklist(task: ChecklistTask) {
  return useUndoableDelete(task, checklistDeletion);
}

export function useAddItem(task: ChecklistTask) {
  return useChecklistWrite(task, {
    request: ({ checklistId, input }: { checklistId: string; input: CreateChecklistItemInput }) =>
      api.post(`${checklistPath(checklistId)}/items`, checklistItemResponseSchema, input),
    settled: (checklists, { item }) =>
      withItems(checklists, item.checklistId, (items) => [
        ...items.filter((each) => each._id !== item._id),
        item,
      ]),
    failure: 'Failed to add the item',
  });
}

/** Ticks, renames, moves, assigns or dates an item: shown at once. */
export function useChangeItem(task: ChecklistTask) {
  return useChecklistWrite(task, {
    request: ({ item, changes }: { item: ChecklistItem; changes: UpdateChecklistItemInput }) =>
      api.put(itemPath(item._id), checklistItemResponseSchema, changes),
    optimistic: (checklists, { item, changes }) => replaceItem(checklists, { ...item, ...changes }),
    settled: (checklists, { item }) => replaceItem(checklists, item),
    failure: 'Failed to change the item',
  });
}

const itemDeletion: UndoableDelete<ChecklistItem> = {
  without: (checklists, deleted) => withoutItem(checklists, deleted._id),
  restored: (checklists, deleted) =>
    withItems(checklists, deleted.checklistId, (items) => byPosition([...items, deleted])),
  request: (deleted) => api.delete(itemPath(deleted._id), noContent),
  message: () => 'Item deleted',
  failure: 'Failed to delete the item',
};

/** Deletes an item, with Undo. */
export function useDeleteItem(task: ChecklistTask) {
  return useUndoableDelete(task, itemDeletion);
}

/** Turns an item into its own task: the item leaves the list, the new task joins the board. */
export function useConvertItem(task: ChecklistTask) {
  const queryClient = useQueryClient();
  return useChecklistWrite(task, {
    request: async (itemId: string) => {
      const answer = await api.post(`${itemPath(itemId)}/convert`, taskResponseSchema);
      storeTask(queryClient, answer.task);
      // The task the item was on now depends on the new one: its links changed too.
      storeTask(queryClient, (await getTask({ id: task._id })).task);
      return answer;
    },
    settled: (checklists, _result, itemId) => withoutItem(checklists, itemId),
    failure: 'Failed to turn the item into a task',
  });
}
