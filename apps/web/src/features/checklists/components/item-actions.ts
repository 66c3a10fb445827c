import type { ChecklistItem, UpdateChecklistItemInput } from '@teamboard/shared';

/** What someone who may edit the task can do to an item. */
export interface ItemActions {
  change: (item: ChecklistItem, changes: UpdateChecklistItemInput) => void;
  convert: (item: ChecklistItem) => void;
  remove: (item: ChecklistItem) => void;
}
