import type { Checklist, ChecklistItem, CreateChecklistItemInput } from '@teamboard/shared';
import type { boardCalls } from './board-fixture';
import type { Account } from './workspace-fixture';

type Calls = ReturnType<typeof boardCalls>;

/** Checklist calls for API tests, as `actor`; the `add…` helpers throw unless created (201). */
export function checklistCalls(calls: Calls, actor: Account) {
  const { inject } = calls;
  const created = <R extends { statusCode: number; body: string }>(response: R): R => {
    if (response.statusCode !== 201) throw new Error(`${response.statusCode}: ${response.body}`);
    return response;
  };
  return {
    list: (taskId: string, account = actor) =>
      inject(account, 'GET', `/api/tasks/${taskId}/checklists`),
    create: (taskId: string, payload: object, account = actor) =>
      inject(account, 'POST', `/api/tasks/${taskId}/checklists`, payload),
    update: (checklistId: string, payload: object, account = actor) =>
      inject(account, 'PUT', `/api/checklists/${checklistId}`, payload),
    remove: (checklistId: string, account = actor) =>
      inject(account, 'DELETE', `/api/checklists/${checklistId}`),
    createItem: (checklistId: string, payload: object, account = actor) =>
      inject(account, 'POST', `/api/checklists/${checklistId}/items`, payload),
    updateItem: (itemId: string, payload: object, account = actor) =>
      inject(account, 'PUT', `/api/checklist-items/${itemId}`, payload),
    removeItem: (itemId: string, account = actor) =>
      inject(account, 'DELETE', `/api/checklist-items/${itemId}`),
    convert: (itemId: string, account = actor) =>
      inject(account, 'POST', `/api/checklist-items/${itemId}/convert`),
    async addChecklist(taskId: string, title: string): Promise<Checklist> {
      const response = await inject(actor, 'POST', `/api/tasks/${taskId}/checklists`, { title });
      return created(response).json<{ checklist: Checklist }>().checklist;
    },
    async addItem(checklistId: string, payload: CreateChecklistItemInput): Promise<ChecklistItem> {
      const response = await inject(actor, 'POST', `/api/checklists/${checklistId}/items`, payload);
      return created(response).json<{ item: ChecklistItem }>().item;
    },
  };
}
