import type { Active, DroppableContainer, Over } from '@dnd-kit/core';
import type { Column, BoardTask } from '@teamboard/shared';

/**
 * What the board's draggables and drop areas carry as dnd-kit data: a card, a column (dragged by
 * its handle to reorder; for a card, dropping on it means its end), or a column's card area.
 * `visibleIds` are the column's cards left by the filters, in position order.
 */
export type DragData =
  | { type: 'task'; task: BoardTask }
  | { type: 'column'; column: Column; visibleIds: readonly string[] }
  | { type: 'column-area'; columnId: string; title: string; visibleIds: readonly string[] };

/** Set by dnd-kit on the items of a SortableContext. */
export interface SortableInfo {
  containerId: string;
  index: number;
}

export function dragData(
  item: Active | Over | DroppableContainer | null | undefined,
): (DragData & { sortable?: SortableInfo }) | undefined {
  return item?.data.current as (DragData & { sortable?: SortableInfo }) | undefined;
}
